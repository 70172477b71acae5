import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldEvents, isRejection, rngFromInt } from '../../engine';
import { mansters } from './index';
import { assertPlainJson, assertUniqueIds, cardCensus, checkLegalActionsAccepted, checkNoLeaks, checkNotStuck, interjector } from './invariants';
import { waitedSeat } from './queries';
import { BOT_MIXES, checkOutcome, playMatch } from './testing';

/*
 * Thousands of bot matches (random and greedy, 2–6 players, seeds drawn by fast-check from a fixed seed, so every run plays the same matches; MANSTERS_PROPERTY_SEED explores others). Each must end with one
 * winner (or the documented turn-limit draw, M-END-3), never throw, never leave a prompt without
 * a legal action, conserve cards at every step and replay to the same state. A smaller set checks
 * every legal action at every step and every view and redacted event for leaks.
 */

/** fast-check's seed: fixed, so CI plays the same matches every run. */
const SEED = Number(process.env.MANSTERS_PROPERTY_SEED ?? 20261128);

describe('property: hidden information and legal actions', () => {
  it.each([
    ['2–3', 2, 3, 20],
    ['4–6', 4, 6, 25],
  ] as const)(
    'hidden information (%s seats) no hidden card reaches another viewer; every legal action is accepted; trade offers stay between two players',
    (_, minSeats, maxSeats, runs) => {
      let checked = 0;
      fc.assert(
        fc.property(fc.integer(), fc.integer({ min: minSeats, max: maxSeats }), fc.constantFrom(...BOT_MIXES), (seed, seatCount, bots) => {
          const rng = rngFromInt(seed);
          const setupEvents = mansters.setup({ seatCount, options: {}, scenario: null }, rng);
          if (isRejection(setupEvents)) throw new Error('setup');
          const start = foldEvents(mansters, setupEvents);
          checkNoLeaks(mansters.initialState(), start, setupEvents);
          const census = cardCensus(start);
          const result = playMatch({
            seatCount,
            seed,
            bots,
            interject: interjector(0.05, 0.003),
            onStep: (before, _seat, _cmd, events, after) => {
              checkNoLeaks(before, after, events);
              assertUniqueIds(after);
              if (cardCensus(after) !== census) throw new Error('cards not conserved');
              if (after.phase === 'over') return;
              checkNotStuck(after);
              checked += checkLegalActionsAccepted(after, waitedSeat(after)!);
              const other = (waitedSeat(after)! + 1) % after.seatCount;
              checked += checkLegalActionsAccepted(after, other);
            },
          });
          checkOutcome(result.state);
          // Stored as jsonb and hashed: plain JSON only.
          assertPlainJson(result.events);
          assertPlainJson(result.state);
          for (let s = 0; s < seatCount; s += 1) assertPlainJson(mansters.view(result.state, { kind: 'seat', seat: s }));
        }),
        { numRuns: runs, seed: SEED + minSeats },
      );
      expect(checked).toBeGreaterThan(1000);
    },
    180_000,
  );

  it('trade paths: random offers and answers keep cards conserved and private', () => {
    // A bot that always trades when it can, so offers, accepts and declines happen often.
    let trades = 0;
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 4 }), (seed, seatCount) => {
        let census: string | null = null;
        playMatch({
          seatCount,
          seed,
          bots: ['random'],
          maxCommands: 150,
          interject: (state, rng) => {
            const w = waitedSeat(state);
            if (w === null || state.phase !== 'turns') return null;
            if (state.step === 'trade') {
              const offers = mansters.legalActions(state, w).filter((a) => a.type === 'offer-trade');
              return offers.length > 0 ? [w, rng.pick(offers)] : null;
            }
            return null;
          },
          onStep: (before, _s, cmd, events, after) => {
            census ??= cardCensus(before);
            if (cardCensus(after) !== census) throw new Error('cards not conserved');
            if (cmd.type === 'accept-trade') trades += 1;
            checkNoLeaks(before, after, events);
          },
        });
      }),
      { numRuns: 40, seed: SEED },
    );
    expect(trades).toBeGreaterThan(10);
  });
});
