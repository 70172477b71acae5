/**
 * Event visibility (docs/design.md §3): deck contents and orders are seen by nobody (R-ZONE-3), a card
 * entering a hand only by its owner (R-ZONE-5), a look at a deck's top only by the looker. The
 * public form of a hidden event keeps counts and zones, never cards or object ids.
 */
import { assertNever, canSee, publicVisibility, seatsVisibility, type Viewer, type Visibility } from '../../engine';
import type { FsEvent } from './events';
import type { FsPublicMovedIntoDeck, FsSeenEvent } from './public-events';
import type { ZoneRef } from './types';

const nobody: Visibility = { kind: 'seats', seats: [] };

/** Who sees each event whole; every event type is an explicit decision (a new one fails to compile). */
export function visibility(e: FsEvent): Visibility {
  switch (e.type) {
    // Deck contents and orders (R-ZONE-3), and the die results a scenario scripted ahead.
    case 'deck-formed':
    case 'deck-reshuffled':
    case 'dice-scripted':
      return nobody;
    case 'moved':
      if (e.to.z === 'hand') return e.from.z === 'hand' ? seatsVisibility(e.from.seat, e.to.seat) : seatsVisibility(e.to.seat);
      if (e.to.z === 'deck' && e.from.z === 'hand') return seatsVisibility(e.from.seat);
      return publicVisibility; // ids from hidden zones are dropped by withoutHiddenOrigin
    case 'deck-arranged':
      return seatsVisibility(e.seat);
    case 'decision-opened': {
      const d = e.decision;
      if (d.kind === 'arrange' || (d.kind === 'choose' && (d.what === 'discard' || d.what === 'discard-to-10'))) return seatsVisibility(d.seat);
      return publicVisibility;
    }
    // Public zones and public facts: in play, the stack, discards, priority, turn structure, counts.
    case 'game-started':
    case 'player-seated':
    case 'set-aside':
    case 'first-player-chosen':
    case 'stack-pushed':
    case 'stack-popped':
    case 'resolution-set':
    case 'roll-changed':
    case 'priority-given':
    case 'priority-passed':
    case 'priority-cleared':
    case 'triggered':
    case 'decision-closed':
    case 'coins-changed':
    case 'damaged':
    case 'healed':
    case 'tapped':
    case 'allowance-changed':
    case 'turn-started':
    case 'step-changed':
    case 'attack-started':
    case 'attack-ended':
    case 'turn-end-requested':
    case 'slot-added':
    case 'buffed':
    case 'turn-cleaned-up':
    case 'player-died':
    case 'conceded':
    case 'scripted-die-rolled':
    case 'counters-changed':
    case 'health-paid':
    case 'shielded':
    case 'damage-prevented':
    case 'death-replaced':
    case 'game-over':
      return publicVisibility;
    default:
      return assertNever(e, 'Four Souls event');
  }
}

export function redactEvent(e: FsEvent, viewer: Viewer): FsSeenEvent {
  if (canSee(visibility(e), viewer)) return withoutHiddenOrigin(e, viewer);
  switch (e.type) {
    case 'deck-formed':
    case 'deck-reshuffled':
      return { type: e.type, deck: e.deck, count: e.cards.length };
    case 'dice-scripted':
      return { type: e.type, count: e.values.length };
    case 'moved':
      return { type: 'moved', from: e.from, to: e.to, count: 1 };
    case 'deck-arranged':
      return { type: 'deck-arranged', deck: e.deck, seat: e.seat, count: e.ids.length };
    case 'decision-opened':
      return {
        type: 'decision-opened',
        decision: { kind: e.decision.kind, seat: e.decision.seat, what: e.decision.kind === 'choose' ? e.decision.what : null },
      };
    default:
      // `visibility` shows every other type to everybody, so no viewer can get here; a type made
      // hidden there without a public form here fails loudly rather than leak the whole event.
      throw new Error(`Four Souls event ${e.type} is hidden from a viewer but has no public form`);
  }
}

/** True when `viewer` never saw the objects of `zone` (a deck, R-ZONE-3; another seat's hand, R-ZONE-5). */
function hiddenFrom(zone: ZoneRef, viewer: Viewer): boolean {
  if (viewer.kind === 'omniscient') return false;
  if (zone.z === 'deck') return true;
  return zone.z === 'hand' && !(viewer.kind === 'seat' && viewer.seat === zone.seat);
}

/**
 * A card leaving a hidden zone is revealed, but the id it had there never was: others get the move
 * without that id, so no viewer can link a public card to a hidden object (docs/design.md §3).
 */
function withoutHiddenOrigin(e: FsEvent, viewer: Viewer): FsSeenEvent {
  // A card put into a deck (a revealed event to the bottom, R-SETUP-3) is seen going there, but its
  // new object in the deck stays unnamed: deck objects are never identified (R-ZONE-3).
  if (e.type === 'moved' && e.to.z === 'deck' && viewer.kind !== 'omniscient') {
    const { id: _deckId, ...card } = e.obj;
    const moved: FsPublicMovedIntoDeck = { type: 'moved', from: e.from, to: e.to, fromId: hiddenFrom(e.from, viewer) ? null : e.fromId, obj: card };
    return moved;
  }
  if (e.type === 'moved' && e.fromId !== null && hiddenFrom(e.from, viewer)) {
    const moved: FsEvent = { ...e, fromId: null };
    return moved;
  }
  if (e.type === 'stack-pushed' && e.from !== null && e.from.id !== null && hiddenFrom(e.from.zone, viewer)) {
    const pushed: FsEvent = { ...e, from: { ...e.from, id: null } };
    return pushed;
  }
  return e;
}
