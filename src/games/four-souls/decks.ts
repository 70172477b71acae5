/**
 * Decks (R-ZONE-3). A deck that runs out is reshuffled from its discard at once (R-DECK-1,
 * reshuffle.ts, applied by work.ts after every move), so drawing never waits for a reshuffle.
 */
import type { Seat } from '../../engine';
import type { CardObj, DeckKind, FsState, ZoneRef } from './types';
import { emit, freshIds, type Work } from './work';

/** Whether the deck has a top card (false only when the deck and its discard are both empty). */
export function hasTopCard(s: FsState, deck: DeckKind): boolean {
  return s.decks[deck].length > 0;
}

/** Moves the top card of `deck` to `to` as a new object; null when no card is left. */
export function takeTop(w: Work, deck: DeckKind, to: ZoneRef): CardObj | null {
  if (!hasTopCard(w.state, deck)) return null;
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
  if (kind === 'room') return 'room';
  return 'treasure';
}
