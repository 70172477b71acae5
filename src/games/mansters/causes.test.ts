import { describe, expect, it } from 'vitest';
import { explain } from './causes';
import { playMatch } from './testing';

/*
 * A cause names a card only for what the card did: the card's own play and the effects that follow
 * it. The turn's flow after it (the next seat's opening, a new turn, a step, an attack) is the
 * rules' doing, and the table's log would otherwise read "Prime Cut's effect: P2 builds an opening
 * stack".
 */
describe('Mansters causes', () => {
  it('no turn-flow event, nor an attack, is put down to the card played before it (greedy matches, 20 seeds)', () => {
    const FLOW = new Set(['opening-started', 'turn-started', 'step-entered', 'attack-declared', 'turn-ended', 'turn-limit-reached', 'game-ended']);
    let flow = 0;
    let carded = 0;
    for (let seed = 1; seed <= 20; seed += 1) {
      playMatch({
        seatCount: 2 + (seed % 3),
        seed,
        bots: ['greedy'],
        onStep: (before, _seat, cmd, events) => {
          const causes = explain(before, cmd, events, 'player');
          events.forEach((e, i) => {
            if (FLOW.has(e.type)) {
              flow += 1;
              expect(causes[i]!.card, `${e.type} after ${cmd.type} (seed ${seed})`).toBeNull();
            }
            if (e.type === 'card-played') {
              carded += 1;
              expect(causes[i]!.card?.card).toBe(e.card.card);
            }
          });
        },
      });
    }
    expect(flow).toBeGreaterThan(100);
    expect(carded).toBeGreaterThan(50);
  });
});
