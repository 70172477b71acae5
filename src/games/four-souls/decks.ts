/**
 * Decks (R-ZONE-3) and the reshuffle rule R-DECK-1: whenever a deck is empty and a card is
 * needed, its discard is shuffled (order from the seeded rng, written in the event) to form the
 * new deck at once, mid-resolution, without the stack.
 */
import type { Seat } from '../../engine';
import type { CardObj, DeckKind, ZoneRef } from './types';
import { emit, freshIds, type Work } from './work';

/** Makes sure the deck has a top card if any card is left; false when deck and discard are empty. */
export function ensureDeck(w: Work, deck: DeckKind): boolean {
  if (w.state.decks[deck].length > 0) return true;
  const discard = w.state.discards[deck];
  if (discard.length === 0) return false;
  const order = w.rng.shuffle(discard.map((c) => c.card));
  const ids = freshIds(w, order.length);
  emit(w, { type: 'deck-reshuffled', deck, cards: order.map((card, i) => ({ id: ids[i]!, card })) });
  return true;
}

/** Moves the top card of `deck` to `to` as a new object; null when no card is left. */
export function takeTop(w: Work, deck: DeckKind, to: ZoneRef): CardObj | null {
  if (!ensureDeck(w, deck)) return null;
  const top = w.state.decks[deck][0]!;
  const obj: CardObj = { id: freshIds(w, 1)[0]!, card: top.card };
  emit(w, { type: 'moved', from: { z: 'deck', deck }, to, fromId: null, obj });
  return obj;
}

/** "Loot N": draw N loot cards into the hand (hidden from the others, R-ZONE-5). */
export function loot(w: Work, seat: Seat, n: number): void {
  for (let i = 0; i < n; i += 1) {
    if (w.state.players[seat]!.conceded) return;
    if (!takeTop(w, 'loot', { z: 'hand', seat })) return;
  }
}

/** A card leaving play or the stack goes to the discard of its deck. */
export function deckOf(kind: string): DeckKind {
  if (kind === 'loot') return 'loot';
  if (kind === 'monster' || kind === 'event') return 'monster';
  return 'treasure';
}
