/**
 * What a viewer receives of an event it may not see whole (redact.ts, docs/design.md §3): counts
 * and zones, never the cards or object ids of a deck (R-ZONE-3) or of another seat's hand
 * (R-ZONE-5). Declared here so the redaction is compiler-checked and the contract documents
 * describe every field a viewer can receive (docs/reference/four-souls/public-events.schema.json).
 */
import type { ObjectId, Seat } from '../../engine';
import type { FsEvent } from './events';
import type { CardObj, ChoiceKind, DeckKind, Decision, ZoneRef } from './types';

/** A deck formed or reshuffled: which deck and how many cards, never their order (R-ZONE-3). */
export interface FsPublicDeckFormed {
  readonly type: 'deck-formed';
  readonly deck: DeckKind;
  readonly count: number;
}

export interface FsPublicDeckReshuffled {
  readonly type: 'deck-reshuffled';
  readonly deck: DeckKind;
  readonly count: number;
}

/** A scenario scripted die results ahead: how many, never the values. */
export interface FsPublicDiceScripted {
  readonly type: 'dice-scripted';
  readonly count: number;
}

/** A card moved between zones the viewer does not see into (a draw into another seat's hand): one card, no card or id. */
export interface FsPublicMoved {
  readonly type: 'moved';
  readonly from: ZoneRef;
  readonly to: ZoneRef;
  readonly count: 1;
}

/** A revealed card put into a deck: seen going there, but its new object in the deck stays unnamed (R-ZONE-3). */
export interface FsPublicMovedIntoDeck {
  readonly type: 'moved';
  readonly from: ZoneRef;
  readonly to: ZoneRef;
  /** Null when the card left a zone the viewer never saw the objects of. */
  readonly fromId: ObjectId | null;
  readonly obj: Omit<CardObj, 'id'>;
}

/** Another seat rearranged a deck's top: who, which deck and how many, never the order. */
export interface FsPublicDeckArranged {
  readonly type: 'deck-arranged';
  readonly deck: DeckKind;
  readonly seat: Seat;
  readonly count: number;
}

/** Another seat must decide something private (arrange a deck's top, choose cards to discard): what kind, never the options. */
export interface FsPublicDecisionOpened {
  readonly type: 'decision-opened';
  readonly decision: {
    readonly kind: Decision['kind'];
    readonly seat: Seat;
    /** The kind of choice, null for the other kinds of decision. */
    readonly what: ChoiceKind | null;
  };
}

/** The public form of an event (redact.ts): one per event type that some viewer may not see whole. */
export type FsPublicEvent =
  FsPublicDeckFormed | FsPublicDeckReshuffled | FsPublicDiceScripted | FsPublicMoved | FsPublicMovedIntoDeck | FsPublicDeckArranged | FsPublicDecisionOpened;

/** An event as one viewer receives it: whole, or its public form. */
export type FsSeenEvent = FsEvent | FsPublicEvent;
