import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { canonicalJson, foldEvents } from '../../engine';
import { mansters } from './index';
import { assertUniqueIds, cardCensus, interjector } from './invariants';
import { waitedSeat } from './queries';
import { BOT_MIXES, checkOutcome, playMatch } from './testing';

/*
 * Thousands of bot matches (random and greedy, 2–6 players, seeds drawn by fast-check from a fixed seed, so every run plays the same matches; MANSTERS_PROPERTY_SEED explores others). Each must end with one
 * winner (or the documented turn-limit draw, M-END-3), never throw, never leave a prompt without
 * a legal action, conserve cards at every step and replay to the same state. A smaller set checks
 * every legal action at every step and every view and redacted event for leaks.
 */

const stats = { matches: 0, events: 0, commands: 0, limit: 0, draws: 0 };

/** Runs per chunk; 4 chunks keep each test well inside the 60 s test timeout even on a busy machine. */
const CHUNKS = [
  { seats: [2, 3], runs: 700 },
  { seats: [4, 4], runs: 400 },
  { seats: [5, 5], runs: 350 },
  { seats: [6, 6], runs: 350 },
] as const;
const SLOW = 180_000;

afterAll(() => {
  console.log(
    `Mansters bot matches: ${stats.matches}, avg events ${(stats.events / stats.matches).toFixed(1)}, avg commands ${(stats.commands / stats.matches).toFixed(1)}, turn-limit endings ${stats.limit}, draws ${stats.draws}`,
  );
});

/** fast-check's seed: fixed, so CI plays the same matches every run. */
const SEED = Number(process.env.MANSTERS_PROPERTY_SEED ?? 20261128);

describe('property: bot matches', () => {
  it.each(CHUNKS.map((c) => [c.seats[0] === c.seats[1] ? `${c.seats[0]}` : `${c.seats[0]}–${c.seats[1]}`, c] as const))(
    'M-END-2 every bot match (%s seats) ends with one winner (or the M-END-3 draw), conserves cards and replays exactly',
    (_, chunk) => {
      fc.assert(
        fc.property(fc.integer(), fc.integer({ min: chunk.seats[0], max: chunk.seats[1] }), fc.constantFrom(...BOT_MIXES), (seed, seatCount, bots) => {
          let census: string | null = null;
          const result = playMatch({
            seatCount,
            seed,
            bots,
            interject: interjector(0.02, 0.002),
            onStep: (_before, _seat, _cmd, _events, after) => {
              census ??= cardCensus(_before);
              if (cardCensus(after) !== census) throw new Error('cards not conserved');
              // A stuck prompt makes playMatch throw (the bots choose from legalActions); the deadline default must exist too.
              const w = waitedSeat(after);
              if (after.phase !== 'over' && (w === null || mansters.defaultAction(after, w) === null)) throw new Error('no default action');
            },
          });
          checkOutcome(result.state);
          assertUniqueIds(result.state);
          // Replaying the stored (JSON round-tripped) events reproduces the final state.
          const stored = JSON.parse(JSON.stringify(result.events)) as typeof result.events;
          expect(canonicalJson(foldEvents(mansters, stored))).toBe(canonicalJson(result.state));
          stats.matches += 1;
          stats.events += result.events.length;
          stats.commands += result.commands;
          if (result.state.outcome?.reason.startsWith('turn-limit')) stats.limit += 1;
          if (result.state.outcome?.winners.length === 0) stats.draws += 1;
        }),
        { numRuns: chunk.runs, seed: SEED + chunk.seats[0] },
      );
    },
    SLOW,
  );

  it('M-END-3 RULING with a short turn limit every match still ends with one winner or a documented draw', () => {
    let limited = 0;
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom(...BOT_MIXES),
        (seed, seatCount, turnLimit, bots) => {
          const result = playMatch({ seatCount, seed, bots, scenario: { turnLimit } });
          checkOutcome(result.state);
          expect(result.state.turnNumber).toBeLessThanOrEqual(turnLimit);
          if (result.state.outcome?.reason.startsWith('turn-limit')) limited += 1;
        },
      ),
      { numRuns: 120, seed: SEED },
    );
    expect(limited).toBeGreaterThan(30);
  });
});
