import { assertNever, canSee, publicVisibility, seatsVisibility, type Viewer, type Visibility } from '../../engine';
import type { MEvent } from './events';
import { TRADE_ENDED, type MPublicEvent, type MSeenEvent } from './public-events';

/*
 * Who may see each event in full, and the public form everybody else gets (hidden information). Public
 * forms keep the event's `type` (except trade answers, which share one public type so the answer
 * itself stays between the two players) and drop every hidden value: deck orders, hand ids, cards
 * drawn from hidden decks, trade contents.
 */

const nobody: Visibility = { kind: 'seats', seats: [] };

export function visibility(event: MEvent): Visibility {
  switch (event.type) {
    case 'decks-formed':
    case 'scenario-loaded':
    case 'manster-deck-shuffled':
    case 'deck-rebuilt':
      return nobody;
    case 'cards-drawn':
    case 'card-played':
    case 'card-scavenged':
    case 'card-discarded':
      return seatsVisibility(event.seat);
    case 'trade-offered':
    case 'trade-countered':
    case 'trade-declined':
      return seatsVisibility(event.from, event.to);
    // Nobody but an omniscient viewer gets these whole: each party's form (below) leaves out the
    // other party's object ids, which that party never saw.
    case 'trade-accepted':
    case 'card-stolen':
      return nobody;
    case 'game-created':
    case 'first-player-draw':
    case 'first-player-chosen':
    case 'graveyard-filled':
    case 'draw-fizzled':
    case 'opening-started':
    case 'turn-started':
    case 'step-entered':
    case 'trade-skipped':
    case 'trade-cancelled':
    case 'stack-healed':
    case 'stack-damaged':
    case 'stack-shielded':
    case 'damage-prevented':
    case 'effect-triggered':
    case 'player-healed':
    case 'stack-defeated':
    case 'card-removed':
    case 'slab-swapped':
    case 'attack-declared':
    case 'direct-damage-taken':
    case 'player-out':
    case 'player-cleared':
    case 'turn-ended':
    case 'turn-limit-reached':
    case 'game-ended':
      return publicVisibility;
    default:
      return assertNever(event, 'Mansters event');
  }
}

/** The public form of an event whose visibility is restricted. */
function publicForm(event: MEvent, viewer: Viewer): MPublicEvent {
  switch (event.type) {
    case 'decks-formed':
      return { type: event.type, morgueCount: event.morgue.length, mansterDeckCount: event.mansterDeck.length };
    case 'scenario-loaded':
      return {
        type: event.type,
        morgueCount: event.morgue.length,
        mansterDeckCount: event.mansterDeck.length,
        graveyard: event.graveyard,
        handSizes: event.hands.map((h) => h.length),
        hand: viewer.kind === 'seat' ? (event.hands[viewer.seat] ?? []) : null,
        slabs: event.slabs,
        activeSlabs: event.activeSlabs,
        directDamage: event.directDamage,
      };
    case 'manster-deck-shuffled':
      return { type: event.type, count: event.cards.length };
    case 'deck-rebuilt':
      return { type: event.type, deck: event.deck, takenIds: event.takenIds, count: event.cards.length };
    case 'cards-drawn':
      // A graveyard card was face up, so which card it was is public; its new id is not.
      return {
        type: event.type,
        seat: event.seat,
        source: event.source,
        count: event.cards.length,
        revealed: event.source === 'graveyard' ? event.cards.map((c) => c.card) : [],
      };
    case 'card-played':
      return { type: event.type, seat: event.seat, card: event.card, to: event.to, counted: event.counted };
    case 'card-scavenged':
      return { type: event.type, seat: event.seat, takenId: event.takenId, card: event.card.card };
    case 'card-discarded':
      // The card lands face up in the graveyard (public, with its new id); its hand id stays private.
      return { type: event.type, seat: event.seat, card: event.card };
    case 'trade-offered':
    case 'trade-countered':
      return { type: event.type, from: event.from, to: event.to };
    case 'trade-declined':
      return { type: TRADE_ENDED, from: event.from, to: event.to, cardsMoved: 0, fromGave: 0, toGave: 0 };
    case 'trade-accepted':
      if (viewer.kind === 'seat' && (viewer.seat === event.from || viewer.seat === event.to)) {
        const mine = viewer.seat === event.from;
        return {
          type: event.type,
          from: event.from,
          to: event.to,
          gave: (mine ? event.fromCards : event.toCards).map((c) => c.oldId),
          received: (mine ? event.toCards : event.fromCards).map((c) => c.card),
        };
      }
      return {
        type: TRADE_ENDED,
        from: event.from,
        to: event.to,
        cardsMoved: event.fromCards.length + event.toCards.length,
        fromGave: event.fromCards.length,
        toGave: event.toCards.length,
      };
    case 'card-stolen':
      if (viewer.kind === 'seat' && viewer.seat === event.to) return { type: event.type, from: event.from, to: event.to, card: event.card };
      if (viewer.kind === 'seat' && viewer.seat === event.from) {
        return { type: event.type, from: event.from, to: event.to, oldId: event.oldId, card: event.card.card };
      }
      return { type: event.type, from: event.from, to: event.to };
    default:
      // `visibility` shows every other type to everybody, so no viewer can get here; a type made
      // hidden there without a public form here fails loudly rather than leak the whole event.
      throw new Error(`Mansters event ${event.type} is hidden from a viewer but has no public form`);
  }
}

export function redactEvent(event: MEvent, viewer: Viewer): MSeenEvent {
  return canSee(visibility(event), viewer) ? event : publicForm(event, viewer);
}
