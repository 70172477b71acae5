/**
 * Shared body of the bot-match property tests: fast-check picks the seeds; every match must end
 * with one winner or a documented draw (R-WIN-1, the turn-cap rule), never throw, never stop on a
 * stuck prompt or an empty legal-action list; the invariants hold at every step; replay matches.
 * FS_BOT_MATCHES scales the number of matches per seat count (default below); the fast-check seed
 * is fixed so CI plays the same matches every run, and FS_BOT_SEED explores others.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { fourSouls } from '../index';
import { playBotMatch } from './bot-match';

const POLICIES = [[fourSouls.bots.greedy!], [fourSouls.bots.random], [fourSouls.bots.greedy!, fourSouls.bots.random]] as const;

export function botMatches(seats: number, defaultRuns: number): { matches: number; avgEvents: number } {
  const runs = Number(process.env.FS_BOT_MATCHES ?? defaultRuns);
  let matches = 0;
  let events = 0;
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.integer({ min: 0, max: 2 }), (seed, p) => {
      // Random bots rarely win: their matches use a short turn cap (the documented draw rule).
      const r = playBotMatch(seats, seed, POLICIES[p]!, p === 1 ? 12 : 60);
      expect(r.replayOk).toBe(true);
      expect(r.state.status).toBe('over');
      const w = r.state.winners!;
      expect(w.length === 1 || (w.length === 0 && r.state.endReason === 'turn-cap-draw')).toBe(true);
      matches += 1;
      events += r.events;
    }),
    { numRuns: runs, seed: Number(process.env.FS_BOT_SEED ?? 20261122 + seats) },
  );
  return { matches, avgEvents: Math.round(events / Math.max(1, matches)) };
}
