import { describe, expect, it } from 'vitest';
import type { Typed } from '../engine/game-definition';
import type { Visibility } from '../engine/types';
import type { EventCause } from './causes';
import { viewedCause } from './cause-view';

/** A stored draw into seat 0's hand: only seat 0 sees which card it is. */
const stored = (visibility: Visibility) => ({ type: 'moved', visibility });
const cause: EventCause = {
  rules: ['R-ZONE-1', 'R-CARD-4'],
  card: { card: 'a-sack', name: 'A Sack', ability: 'effect' },
  command: { seat: 0, type: 'play-loot', actedBy: 'seat', prompt: null },
};
const hidden = stored({ kind: 'seats', seats: [0] });
const full = { type: 'moved', obj: { id: 'o1', card: 'a-nickel' } };
const redacted = { type: 'moved', count: 1 };

describe('viewedCause: an event cause redacted like the event, for the table and the replay', () => {
  it('gives the seat that sees the whole event the card, the rules and who acted, in ids only', () => {
    for (const viewer of [{ kind: 'seat', seat: 0 } as const, { kind: 'omniscient' } as const])
      expect(viewedCause(cause, hidden, full, viewer)).toEqual({
        rules: ['R-ZONE-1', 'R-CARD-4'],
        card: { card: 'a-sack', ability: 'effect' },
        by: { seat: 0, actedBy: 'seat' },
      });
  });

  it('names no card to a viewer who gets the public form of the event, unless that form names the card itself', () => {
    for (const viewer of [{ kind: 'seat', seat: 1 } as const, { kind: 'spectator' } as const]) {
      const c = viewedCause(cause, hidden, redacted, viewer);
      expect(c).toEqual({ rules: ['R-ZONE-1', 'R-CARD-4'], card: null, by: { seat: 0, actedBy: 'seat' } });
      expect(JSON.stringify(c)).not.toContain('a-sack');
      expect(viewedCause(cause, hidden, { type: 'moved', obj: { card: 'a-sack' } } as Typed, viewer)?.card).toEqual({ card: 'a-sack', ability: 'effect' });
    }
  });

  it('keeps the card of a public event for everyone, and is null without a cause', () => {
    expect(viewedCause(cause, stored({ kind: 'public' }), full, { kind: 'spectator' })?.card).toEqual({ card: 'a-sack', ability: 'effect' });
    expect(viewedCause(null, hidden, full, { kind: 'seat', seat: 0 })).toBeNull();
  });
});
