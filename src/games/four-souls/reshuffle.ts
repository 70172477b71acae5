/**
 * R-DECK-1, from the refills page: "If at any point during the game a deck runs out of cards,
 * instantly shuffle its discard pile and make it the deck. This can happen in the middle of an
 * effect resolving and does not use the stack." (the zones page: "you immediately shuffle the
 * appropriate discard pile and make that the new deck"). The working state checks this after
 * every event that moves a card (work.ts), so a deck is never empty beside a discard that holds
 * cards, and a card discarded after the reshuffle stays in the discard.
 */
import { allocateIds, type Rng } from '../../engine';
import type { FsEvent } from './events';
import type { FsState } from './types';
import { DECKS } from './zones';

/** The reshuffle of the first deck that has run out while its discard holds cards, if any. */
export function runOutReshuffle(s: FsState, rng: Rng): FsEvent | null {
  const deck = DECKS.find((d) => s.decks[d].length === 0 && s.discards[d].length > 0);
  if (deck === undefined) return null;
  // The new order comes from the seeded rng and is written in the event (R-DICE-4 style).
  const order = rng.shuffle(s.discards[deck].map((c) => c.card));
  const ids = allocateIds(s, order.length);
  return { type: 'deck-reshuffled', deck, cards: order.map((card, i) => ({ id: ids[i]!, card })) };
}

/** Whether an event can empty a deck or put a card into a discard (only those need the check). */
export function movesCards(e: FsEvent): boolean {
  return e.type === 'moved' || e.type === 'stack-pushed';
}
