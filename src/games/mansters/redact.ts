import { assertNever, canSee, publicVisibility, seatsVisibility, type Typed, type Viewer, type Visibility } from '../../engine';
import type { MEvent } from './events';

/*
 * Who may see each event in full, and the public form everybody else gets (DESIGN §3). Public
 * forms keep the event's `type` (except trade answers, which share one public type so the answer
 * itself stays between the two players) and drop every hidden value: deck orders, hand ids, cards
 * drawn from hidden decks, trade contents.
 */

const nobody: Visibility = { kind: 'seats', seats: [] };

export function visibility(event: MEvent): Visibility {
  switch (event.type) {
    case 'decksFormed':
    case 'scenarioLoaded':
    case 'mansterDeckShuffled':
    case 'deckRebuilt':
      return nobody;
    case 'cardsDrawn':
    case 'cardPlayed':
    case 'cardScavenged':
      return seatsVisibility(event.seat);
    case 'tradeOffered':
    case 'tradeDeclined':
      return seatsVisibility(event.from, event.to);
    // Nobody but an omniscient viewer gets these whole: each party's form (below) leaves out the
    // other party's object ids, which that party never saw.
    case 'tradeAccepted':
    case 'cardStolen':
      return nobody;
    case 'gameCreated':
    case 'firstPlayerDraw':
    case 'firstPlayerChosen':
    case 'graveyardFilled':
    case 'drawFizzled':
    case 'openingStarted':
    case 'turnStarted':
    case 'stepEntered':
    case 'tradeSkipped':
    case 'tradeCancelled':
    case 'stackHealed':
    case 'stackDamaged':
    case 'stackDefeated':
    case 'cardRemoved':
    case 'slabSwapped':
    case 'attackDeclared':
    case 'directDamageTaken':
    case 'playerOut':
    case 'playerCleared':
    case 'turnEnded':
    case 'turnLimitReached':
    case 'gameEnded':
      return publicVisibility;
    default:
      return assertNever(event, 'Mansters event');
  }
}

/** A redacted event: its `type` and the public fields only. */
export type PublicEvent = Typed & Readonly<Record<string, unknown>>;

/** The public form of an event whose visibility is restricted. */
function publicForm(event: MEvent, viewer: Viewer): PublicEvent {
  switch (event.type) {
    case 'decksFormed':
      return { type: event.type, morgueCount: event.morgue.length, mansterDeckCount: event.mansterDeck.length };
    case 'scenarioLoaded':
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
    case 'mansterDeckShuffled':
      return { type: event.type, count: event.cards.length };
    case 'deckRebuilt':
      return { type: event.type, deck: event.deck, takenIds: event.takenIds, count: event.cards.length };
    case 'cardsDrawn':
      // A graveyard card was face up, so which card it was is public; its new id is not.
      return {
        type: event.type,
        seat: event.seat,
        source: event.source,
        count: event.cards.length,
        revealed: event.source === 'graveyard' ? event.cards.map((c) => c.card) : [],
      };
    case 'cardPlayed':
      return { type: event.type, seat: event.seat, card: event.card, to: event.to, counted: event.counted };
    case 'cardScavenged':
      return { type: event.type, seat: event.seat, takenId: event.takenId, card: event.card.card };
    case 'tradeOffered':
      return { type: event.type, from: event.from, to: event.to };
    case 'tradeDeclined':
      return { type: 'tradeEnded', from: event.from, to: event.to, cardsMoved: 0, fromGave: 0, toGave: 0 };
    case 'tradeAccepted':
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
        type: 'tradeEnded',
        from: event.from,
        to: event.to,
        cardsMoved: event.fromCards.length + event.toCards.length,
        fromGave: event.fromCards.length,
        toGave: event.toCards.length,
      };
    case 'cardStolen':
      if (viewer.kind === 'seat' && viewer.seat === event.to) return { type: event.type, from: event.from, to: event.to, card: event.card };
      if (viewer.kind === 'seat' && viewer.seat === event.from) {
        return { type: event.type, from: event.from, to: event.to, oldId: event.oldId, card: event.card.card };
      }
      return { type: event.type, from: event.from, to: event.to };
    default:
      return event;
  }
}

export function redactEvent(event: MEvent, viewer: Viewer): PublicEvent {
  return canSee(visibility(event), viewer) ? event : publicForm(event, viewer);
}
