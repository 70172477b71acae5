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
import { allCardDefs } from '../cards';
import { playBotMatch } from './bot-match';
import { mergePlays } from './card-usage';

const POLICIES = [[fourSouls.bots.greedy!], [fourSouls.bots.random], [fourSouls.bots.greedy!, fourSouls.bots.random]] as const;

export interface BotSuiteReport {
  readonly matches: number;
  readonly avgEvents: number;
  /** Turns per match: every match's length, for the report. */
  readonly turns: readonly number[];
  /** How often each card was played over all matches (card-usage.ts). */
  readonly plays: ReadonlyMap<string, number>;
}

export function botMatches(seats: number, defaultRuns: number): BotSuiteReport {
  const runs = Number(process.env.FS_BOT_MATCHES ?? defaultRuns);
  let matches = 0;
  let events = 0;
  const turns: number[] = [];
  const plays = new Map<string, number>();
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
      turns.push(r.turns);
      mergePlays(plays, r.plays);
    }),
    { numRuns: runs, seed: Number(process.env.FS_BOT_SEED ?? 20261122 + seats) },
  );
  const report = { matches, avgEvents: Math.round(events / Math.max(1, matches)), turns, plays };
  if (process.env.FS_BOT_REPORT) console.log(describeReport(seats, report));
  return report;
}

/** Match lengths and card usage in words (printed with FS_BOT_REPORT=1). */
export function describeReport(seats: number, r: BotSuiteReport): string {
  const sorted = [...r.turns].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const mean = sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length);
  const unplayed = allCardDefs()
    .filter((d) => d.kind !== 'bonus-soul' && !r.plays.has(d.id))
    .map((d) => d.id);
  const usage = [...r.plays.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  return [
    `${seats} seats: ${r.matches} matches, ${r.avgEvents} events on average; turns per match: mean ${mean.toFixed(1)}, min ${sorted[0] ?? 0}, median ${at(0.5)}, p90 ${at(0.9)}, max ${sorted.at(-1) ?? 0}`,
    `cards played (times over all matches): ${usage}`,
    `never played: ${unplayed.length === 0 ? 'none' : unplayed.join(', ')}`,
  ].join('\n');
}
