/**
 * Part 1 property: thousands of random legal commands from random setups keep every invariant
 * (testing/invariants.ts) and replaying the events reproduces the state.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRejection, playsOf, rngFromInt } from '../../engine';
import type { FsEvent } from './events';
import { fourSouls } from './index';
import { InvariantTracker, replayEquals } from './testing/invariants';
import type { FsState } from './types';

function randomRun(seats: number, seed: number, steps: number): { commands: number } {
  const rng = rngFromInt(seed);
  const setup = fourSouls.setup({ seatCount: seats, options: { turnCap: 120 }, scenario: null }, rng);
  if (isRejection(setup)) throw new Error(setup.message);
  const log: FsEvent[] = [...setup];
  let s: FsState = setup.reduce((st, e) => fourSouls.evolve(st, e), fourSouls.initialState());
  const inv = new InvariantTracker(s);
  let commands = 0;
  for (; commands < steps && s.status === 'playing'; commands += 1) {
    const seat = fourSouls.prompt(s)!.seats[0]!;
    // Plays only: a concede would end most runs within a few steps (concede has its own tests).
    const legal = playsOf(fourSouls.legalActions(s, seat));
    expect(legal.length).toBeGreaterThan(0);
    const cmd = rng.pick(legal);
    const r = fourSouls.decide(s, cmd, { seat, origin: 'player', rng });
    if (isRejection(r)) throw new Error(`legal ${cmd.type} rejected: ${r.code}`);
    s = inv.step(s, r, true);
    log.push(...r);
  }
  expect(replayEquals(log, s)).toBe(true);
  return { commands };
}

describe('invariants under random legal play (part 1 property)', () => {
  it("cards conserved, ids never reused, stack only pushes/pops, replay equal, no hidden card in another seat's view", () => {
    let total = 0;
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 1, max: 2 ** 30 }), (seats, seed) => {
        total += randomRun(seats, seed, 25).commands;
      }),
      // Thousands of sequences; a fixed fast-check seed keeps CI deterministic (FS_PROPERTY_SEED explores others).
      { numRuns: 2000, seed: Number(process.env.FS_PROPERTY_SEED ?? 20261122) },
    );
    expect(total).toBeGreaterThan(25_000);
  }, 600_000);
});
