import { describe, expect, it } from 'vitest';
import type { Typed } from '../../src/engine/game-definition';
import type { StoredEvent } from '../../src/event-store/event-store.types';
import type { EventCause } from '../../src/match-domain';
import { clientCause } from '../../src/realtime/viewer-projection';

/** A stored draw into seat 0's hand: only seat 0 sees which card it is. */
const stored = (visibility: StoredEvent['visibility']): StoredEvent => ({
  matchId: 'm',
  seq: 7,
  globalPosition: '7',
  type: 'moved',
  schemaVersion: 1,
  payload: {},
  visibility,
  commandId: 'c',
  actor: { kind: 'seat', seat: 0 },
  recordedAt: new Date(0),
  prevHash: '',
  hash: '',
});
const cause: EventCause = {
  rules: ['R-ZONE-1', 'R-CARD-4'],
  card: { card: 'a-sack', name: 'A Sack', ability: 'effect' },
  command: { seat: 0, type: 'play-loot', actedBy: 'seat', prompt: null },
};
const hidden = stored({ kind: 'seats', seats: [0] });
const full = { type: 'moved', obj: { id: 'o1', card: 'a-nickel' } };
const redacted = { type: 'moved', count: 1 };

describe('clientCause: an event cause redacted like the event', () => {
  it('gives the seat that sees the whole event the card, the rules and who acted, in ids only', () => {
    expect(clientCause(cause, hidden, full, { kind: 'seat', seat: 0 })).toEqual({
      rules: ['R-ZONE-1', 'R-CARD-4'],
      card: { card: 'a-sack', ability: 'effect' },
      by: { seat: 0, actedBy: 'seat' },
    });
  });

  it('names no card to a viewer who gets the public form of the event, unless that form names the card itself', () => {
    for (const viewer of [{ kind: 'seat', seat: 1 } as const, { kind: 'spectator' } as const]) {
      const c = clientCause(cause, hidden, redacted, viewer);
      expect(c).toEqual({ rules: ['R-ZONE-1', 'R-CARD-4'], card: null, by: { seat: 0, actedBy: 'seat' } });
      expect(JSON.stringify(c)).not.toContain('a-sack');
      expect(clientCause(cause, hidden, { type: 'moved', obj: { card: 'a-sack' } } as Typed, viewer)?.card).toEqual({ card: 'a-sack', ability: 'effect' });
    }
  });

  it('keeps the card of a public event for everyone, and is null without a cause', () => {
    expect(clientCause(cause, stored({ kind: 'public' }), full, { kind: 'spectator' })?.card).toEqual({ card: 'a-sack', ability: 'effect' });
    expect(clientCause(null, hidden, full, { kind: 'seat', seat: 0 })).toBeNull();
  });
});
