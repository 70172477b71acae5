import { describe, expect, it } from 'vitest';
import { isRejection, rngFromInt } from '../../engine';
import { greedyBot } from './bots';
import { explain } from './causes';
import type { FsEvent } from './events';
import { fourSouls } from './index';
import type { FsState } from './types';

/*
 * A cause names a card for what the card did, never for the turn's own flow after it: the log
 * would otherwise read "Dynamite's effect: P2 gets priority".
 */
const TURN_FLOW = new Set<FsEvent['type']>(['priority-given', 'priority-cleared', 'step-changed', 'turn-started']);

describe('Four Souls causes', () => {
  it('priority, steps and turns are put down to no card, while resolved effects are (greedy matches, 6 seeds)', () => {
    let flow = 0;
    let carded = 0;
    for (let seed = 1; seed <= 6; seed += 1) {
      const rng = rngFromInt(seed);
      const setup = fourSouls.setup({ seatCount: 2, options: { turnCap: 8 }, scenario: null }, rng);
      if (isRejection(setup)) throw new Error(setup.message);
      let s: FsState = setup.reduce((st, e) => fourSouls.evolve(st, e), fourSouls.initialState());
      while (s.status === 'playing') {
        const seat = fourSouls.prompt(s)!.seats[0]!;
        const cmd = greedyBot(s, seat, rng)!;
        const events = fourSouls.decide(s, cmd, { seat, origin: 'player', rng });
        if (isRejection(events)) throw new Error(events.message);
        const causes = explain(s, cmd, events, 'player');
        events.forEach((e, i) => {
          if (TURN_FLOW.has(e.type)) {
            flow += 1;
            expect(causes[i]!.card, `${e.type} after ${cmd.type} (seed ${seed})`).toBeNull();
          } else if (causes[i]!.card && e.type !== 'stack-pushed' && e.type !== 'triggered') carded += 1;
        });
        s = events.reduce((st, e) => fourSouls.evolve(st, e), s);
      }
    }
    expect(flow).toBeGreaterThan(200);
    expect(carded).toBeGreaterThan(20);
  });
});
