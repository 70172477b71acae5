import type { Seat } from '../../../engine';
import { deckOf } from '../cards/composition';
import type { DeckName } from '../cards/types';
import type { DrawSource } from '../commands';
import { must } from '../must';
import { emit, fresh, type Builder } from './builder';

/*
 * Zone mechanics shared by setup, turns and effects: drawing (M-TURN-1), deck exhaustion
 * (M-ZONE-6) and the empty-graveyard refill (M-ZONE-3).
 */

const deckCards = (b: Builder, deck: DeckName) => (deck === 'morgue' ? b.state.morgue : b.state.mansterDeck);

/**
 * M-ZONE-6 RULING: an empty deck is rebuilt from the graveyard cards of its kind, all but the
 * graveyard's top card, shuffled (the order is recorded). Returns false when nothing could be taken.
 */
export function rebuildDeck(b: Builder, deck: DeckName): boolean {
  const eligible = b.state.graveyard.slice(1).filter((c) => deckOf(c.card) === deck);
  if (eligible.length === 0) return false;
  const order = b.rng.shuffle(eligible.map((c) => c.card));
  emit(b, { type: 'deck-rebuilt', deck, takenIds: eligible.map((c) => c.id), cards: fresh(b, order) });
  return true;
}

/** M-ZONE-3: whenever the graveyard is empty, 4 morgue cards and 1 manster go into it face up. */
export function refillGraveyardIfEmpty(b: Builder): void {
  if (b.state.graveyard.length > 0) return;
  fillGraveyard(b, 'empty');
}

/** M-SETUP-4 / M-ZONE-3: morgue cards first (top of the pile), the manster at the bottom. */
export function fillGraveyard(b: Builder, reason: 'setup' | 'empty'): void {
  const fromMorgue = Math.min(4, b.state.morgue.length);
  const fromManster = Math.min(1, b.state.mansterDeck.length);
  if (fromMorgue + fromManster === 0) return;
  const cards = fresh(
    b,
    [...b.state.morgue.slice(0, fromMorgue), ...b.state.mansterDeck.slice(0, fromManster)].map((c) => c.card),
  );
  emit(b, { type: 'graveyard-filled', reason, fromMorgue, fromManster, cards });
}

/** Draws `count` cards (one at a time for exhaustion handling) from a source into a hand. */
export function drawCards(b: Builder, seat: Seat, source: DrawSource, count = 1): void {
  for (let i = 0; i < count; i += 1) drawOne(b, seat, source);
}

function drawOne(b: Builder, seat: Seat, source: DrawSource): void {
  if (source === 'graveyard') {
    const top = b.state.graveyard[0];
    if (!top) {
      emit(b, { type: 'draw-fizzled', seat, source });
      return;
    }
    emit(b, { type: 'cards-drawn', seat, source, cards: fresh(b, [top.card]) });
    refillGraveyardIfEmpty(b);
    return;
  }
  const deck: DeckName = source;
  if (deckCards(b, deck).length === 0 && !rebuildDeck(b, deck)) {
    emit(b, { type: 'draw-fizzled', seat, source });
    return;
  }
  const top = must(deckCards(b, deck)[0], `the top of the ${deck} deck after it was rebuilt`);
  emit(b, { type: 'cards-drawn', seat, source, cards: fresh(b, [top.card]) });
}

/** Draws a batch from a deck in one event when enough cards are there (setup hands, M-SETUP-5). */
export function drawBatch(b: Builder, seat: Seat, deck: DeckName, count: number): void {
  const available = deckCards(b, deck);
  if (available.length >= count) {
    emit(b, {
      type: 'cards-drawn',
      seat,
      source: deck,
      cards: fresh(
        b,
        available.slice(0, count).map((c) => c.card),
      ),
    });
    return;
  }
  drawCards(b, seat, deck, count);
}
