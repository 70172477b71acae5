/**
 * Events for the store benchmark: shaped like a card game's (a type, a seat, card ids, targets)
 * with a payload of a few hundred bytes, 1 to 3 per command. Deterministic for a given generator.
 */
import type { NewEvent } from '../../src/event-store/event-store.types';

const TYPES = ['loot-played', 'stack-pushed', 'dice-rolled', 'damage-dealt', 'priority-passed', 'item-gained'];

export function syntheticEvents(random: () => number, seat: number): NewEvent[] {
  const count = 1 + Math.floor(random() * 3);
  return Array.from({ length: count }, (): NewEvent => {
    const type = TYPES[Math.floor(random() * TYPES.length)]!;
    const card = Math.floor(random() * 500);
    const payload = {
      type,
      seat,
      card: { id: `c${card}`, card: 'a-sack-of-pennies' },
      targets: [
        { kind: 'player', seat: 1 - seat },
        { kind: 'monster', id: `m${card % 40}` },
      ],
      amount: Math.floor(random() * 6) + 1,
      roll: { die: Math.floor(random() * 6) + 1, rerolled: false },
      // Free text such as descriptions and effect parameters, to reach a few hundred bytes.
      effect: { op: 'damage', who: 'target', text: 'Deal 1 damage to a monster or player. Then loot 1.', stackDepth: 2 },
    };
    return {
      type,
      schemaVersion: 1,
      payload,
      visibility: random() < 0.2 ? { kind: 'seats', seats: [seat] } : { kind: 'public' },
      actor: { kind: 'seat', seat },
    };
  });
}
