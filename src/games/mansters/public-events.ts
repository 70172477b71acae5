/**
 * What a viewer receives of an event it may not see whole (redact.ts): its `type` and the public
 * fields only, never deck orders, hand ids, cards drawn from hidden decks or trade contents.
 * Declared here so the redaction is compiler-checked and the contract documents describe every
 * field a viewer can receive (docs/reference/mansters/public-events.schema.json).
 */
import type { Seat } from '../../engine';
import type { DrawSource } from './commands';
import type { MEvent } from './events';

type EventOf<T extends MEvent['type']> = Extract<MEvent, { readonly type: T }>;

/**
 * The public type of a trade's answer, declined or accepted: one type for both, so that only the
 * two players learn the answer (the counts tell the others whether cards moved).
 */
export const TRADE_ENDED = 'trade-ended';

/** M-SETUP-2: the decks' sizes, never their order. */
export interface MPublicDecksFormed {
  readonly type: 'decks-formed';
  readonly morgueCount: number;
  readonly mansterDeckCount: number;
}

/** A scenario's table: the public zones whole, the decks and other seats' hands as counts. */
export interface MPublicScenarioLoaded {
  readonly type: 'scenario-loaded';
  readonly morgueCount: number;
  readonly mansterDeckCount: number;
  readonly graveyard: EventOf<'scenario-loaded'>['graveyard'];
  readonly handSizes: readonly number[];
  /** The receiving seat's own hand; null for a spectator. */
  readonly hand: EventOf<'scenario-loaded'>['hands'][number] | null;
  readonly slabs: EventOf<'scenario-loaded'>['slabs'];
  readonly activeSlabs: EventOf<'scenario-loaded'>['activeSlabs'];
  readonly directDamage: EventOf<'scenario-loaded'>['directDamage'];
}

/** M-SETUP-3: the manster deck was shuffled; how many cards, never the order. */
export interface MPublicMansterDeckShuffled {
  readonly type: 'manster-deck-shuffled';
  readonly count: number;
}

/** M-ZONE-6: which graveyard cards left for the deck, never the deck's new order. */
export interface MPublicDeckRebuilt {
  readonly type: 'deck-rebuilt';
  readonly deck: EventOf<'deck-rebuilt'>['deck'];
  readonly takenIds: readonly string[];
  readonly count: number;
}

/** Another seat drew: how many from where; graveyard cards were face up, so which ones is public (not their new ids). */
export interface MPublicCardsDrawn {
  readonly type: 'cards-drawn';
  readonly seat: Seat;
  readonly source: DrawSource;
  readonly count: number;
  /** The catalog ids of cards drawn from the graveyard; empty for the hidden decks. */
  readonly revealed: readonly string[];
}

/** Another seat played a card: the card lands face up; its hand id stays private. */
export interface MPublicCardPlayed {
  readonly type: 'card-played';
  readonly seat: Seat;
  readonly card: EventOf<'card-played'>['card'];
  readonly to: EventOf<'card-played'>['to'];
  readonly counted: boolean;
}

/** M-ZONE-4: another seat took a graveyard card (public); its new hand id is not. */
export interface MPublicCardScavenged {
  readonly type: 'card-scavenged';
  readonly seat: Seat;
  readonly takenId: string;
  /** The catalog id of the card taken. */
  readonly card: string;
}

/** A random card of another seat's hand went face up to the graveyard (with its new id); its hand id stays private. */
export interface MPublicCardDiscarded {
  readonly type: 'card-discarded';
  readonly seat: Seat;
  readonly card: EventOf<'card-discarded'>['card'];
}

/** A trade offer or counter between two other seats: who, never the cards. */
export interface MPublicTradeProposed {
  readonly type: 'trade-offered' | 'trade-countered';
  readonly from: Seat;
  readonly to: Seat;
}

/** A trade between two other seats was answered; accepted or declined reads the same except for the counts. */
export interface MPublicTradeEnded {
  readonly type: typeof TRADE_ENDED;
  readonly from: Seat;
  readonly to: Seat;
  readonly cardsMoved: number;
  readonly fromGave: number;
  readonly toGave: number;
}

/** A party's side of an accepted trade: the hand ids it gave and the cards it received (fresh ids). */
export interface MPublicTradeAccepted {
  readonly type: 'trade-accepted';
  readonly from: Seat;
  readonly to: Seat;
  readonly gave: readonly string[];
  readonly received: readonly EventOf<'trade-accepted'>['fromCards'][number]['card'][];
}

/** A steal as the thief sees it: the card it now holds. */
export interface MPublicCardStolenByMe {
  readonly type: 'card-stolen';
  readonly from: Seat;
  readonly to: Seat;
  readonly card: EventOf<'card-stolen'>['card'];
}

/** A steal as the victim sees it: which of its hand ids left, and the card (its catalog id). */
export interface MPublicCardStolenFromMe {
  readonly type: 'card-stolen';
  readonly from: Seat;
  readonly to: Seat;
  readonly oldId: string;
  readonly card: string;
}

/** A steal between two other seats: who, never the card. */
export interface MPublicCardStolen {
  readonly type: 'card-stolen';
  readonly from: Seat;
  readonly to: Seat;
}

/** The public form of an event (redact.ts): one per form a viewer who may not see the event whole can receive. */
export type MPublicEvent =
  | MPublicDecksFormed
  | MPublicScenarioLoaded
  | MPublicMansterDeckShuffled
  | MPublicDeckRebuilt
  | MPublicCardsDrawn
  | MPublicCardPlayed
  | MPublicCardScavenged
  | MPublicCardDiscarded
  | MPublicTradeProposed
  | MPublicTradeEnded
  | MPublicTradeAccepted
  | MPublicCardStolenByMe
  | MPublicCardStolenFromMe
  | MPublicCardStolen;

/** An event as one viewer receives it: whole, or its public form. */
export type MSeenEvent = MEvent | MPublicEvent;
