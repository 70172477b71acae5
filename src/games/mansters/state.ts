import type { Outcome, Seat } from '../../engine';
import { must } from './must';
import { RULES_VERSION, rulesNumberOf } from './rules-version';

/**
 * The Mansters state: plain JSON (arrays and records only) because it is stored as jsonb and
 * hashed with canonicalJson. Every card instance has an object id; a card gets a fresh id each
 * time it changes zone (R-ZONE-1 style), so ids seen in a public zone never link to a hidden one
 * (hidden information).
 */
export interface CardInstance {
  readonly id: string;
  /** The card definition id (cards/catalog.ts). */
  readonly card: string;
}

/** A pile of cards on a slab (M-ZONE-1); `damage` persists until it is defeated (M-TURN-6). */
export interface Stack {
  /** In the order they were played (bottom first). */
  readonly cards: readonly CardInstance[];
  readonly damage: number;
}

export type SlabIndex = 0 | 1;

/** A reference to one slab of one player. */
export interface SlabRef {
  readonly seat: Seat;
  readonly slab: SlabIndex;
}

export type PlayerStatus = 'playing' | 'eliminated' | 'conceded';

export interface PlayerState {
  /** Hidden from others (M-ZONE-5); the size is public. */
  readonly hand: readonly CardInstance[];
  /** Two slabs with at most one stack each (M-ZONE-1). */
  readonly slabs: readonly [Stack | null, Stack | null];
  /** The slab the token marks as active (M-ZONE-1). */
  readonly activeSlab: SlabIndex;
  /** Direct damage taken in total (M-END-1). */
  readonly directDamage: number;
  readonly status: PlayerStatus;
  /** A slab whose stack takes no damage until this player's next turn starts (Warding Candle). */
  readonly shieldedSlab: SlabIndex | null;
}

/** The steps of a turn (M-TURN-1..5); `trade-answer` waits for the trade partner (M-TURN-2). */
export type Step = 'draw' | 'trade' | 'trade-answer' | 'play' | 'swap' | 'attack';

export type Phase = 'pregame' | 'setup' | 'opening' | 'turns' | 'over';

/** An open trade proposal (M-TURN-2): an offer by the player whose turn it is, or the partner's counter-offer. */
export interface TradeOffer {
  /** Who proposes: the offerer, or the partner for a counter-offer. */
  readonly from: Seat;
  /** Who answers it. */
  readonly to: Seat;
  /** Cards from the proposer's hand (visible to the two players only, M-TURN-2 RULING). */
  readonly give: readonly CardInstance[];
  /** How many cards the proposer asks for in exchange (the answerer chooses which). */
  readonly ask: number;
  /** True for a counter-offer, which cannot be countered again. */
  readonly counter: boolean;
}

export interface RevealedDraw {
  readonly seat: Seat;
  readonly card: CardInstance;
}

export interface MState {
  readonly phase: Phase;
  /** The number of the rules version the match is played under (rules-version.ts), from its `game-created`. */
  readonly rules: number;
  readonly seatCount: number;
  readonly players: readonly PlayerState[];
  /** Top first. Hidden (M-CARD-1). */
  readonly morgue: readonly CardInstance[];
  /** Top first. Hidden (M-CARD-1). */
  readonly mansterDeck: readonly CardInstance[];
  /** Top first; discards go to the end, the bottom (M-ZONE-2). Public. */
  readonly graveyard: readonly CardInstance[];
  /** Mansters drawn face up to choose the first player (M-SETUP-3), until shuffled back. */
  readonly revealed: readonly RevealedDraw[];
  readonly firstPlayer: Seat | null;
  /** The seat whose opening (M-SETUP-6) or turn it is. */
  readonly current: Seat | null;
  readonly step: Step | null;
  /** The slab of the opening stack being built (M-SETUP-6), once the opening's first card is on it. */
  readonly openingSlab: SlabIndex | null;
  /** Cards played in the current play window (M-TURN-3, M-SETUP-6: at most 3). */
  readonly playsMade: number;
  readonly turnNumber: number;
  /** Project RULING M-END-3: the game stops after this many turns; null (the default) plays until one player is left. */
  readonly turnLimit: number | null;
  readonly tradeOffer: TradeOffer | null;
  /** Trade offers made in this turn's trade step (M-TURN-2 RULING: at most MAX_TRADE_ATTEMPTS). */
  readonly tradeAttempts: number;
  readonly outcome: Outcome | null;
  readonly nextObjectId: number;
  readonly scenario: boolean;
}

export function initialState(): MState {
  return {
    phase: 'pregame',
    rules: rulesNumberOf(RULES_VERSION),
    seatCount: 0,
    players: [],
    morgue: [],
    mansterDeck: [],
    graveyard: [],
    revealed: [],
    firstPlayer: null,
    current: null,
    step: null,
    openingSlab: null,
    playsMade: 0,
    turnNumber: 0,
    turnLimit: null,
    tradeOffer: null,
    tradeAttempts: 0,
    outcome: null,
    nextObjectId: 1,
    scenario: false,
  };
}

export function emptyPlayer(): PlayerState {
  return { hand: [], slabs: [null, null], activeSlab: 0, directDamage: 0, status: 'playing', shieldedSlab: null };
}

/**
 * The player at `seat`. Every seat that reaches the rules has been checked (parseCommand, decide,
 * legalActions), so a missing player is a bug and fails loudly.
 */
export function playerAt(state: MState, seat: Seat): PlayerState {
  return must(state.players[seat], `player at seat ${seat}`);
}

export const isLive = (state: MState, seat: Seat): boolean => state.players[seat]?.status === 'playing';

export const liveSeats = (state: MState): Seat[] => state.players.flatMap((p, i) => (p.status === 'playing' ? [i] : []));

/** Seats in clockwise order starting with `from` (M-MISC-1), live ones only. */
export function clockwiseFrom(state: MState, from: Seat): Seat[] {
  const out: Seat[] = [];
  for (let k = 0; k < state.seatCount; k += 1) {
    const s = (from + k) % state.seatCount;
    if (isLive(state, s)) out.push(s);
  }
  return out;
}

/** The next live seat clockwise after `seat`, or null when there is none. */
export function nextLiveAfter(state: MState, seat: Seat): Seat | null {
  for (let k = 1; k <= state.seatCount; k += 1) {
    const s = (seat + k) % state.seatCount;
    if (s !== seat && isLive(state, s)) return s;
  }
  return null;
}

export const otherSlab = (slab: SlabIndex): SlabIndex => (slab === 0 ? 1 : 0);

/** Every card instance in the game, zone by zone (for conservation checks and id scans). */
export function allCards(state: MState): CardInstance[] {
  const out: CardInstance[] = [...state.morgue, ...state.mansterDeck, ...state.graveyard, ...state.revealed.map((r) => r.card)];
  for (const p of state.players) {
    out.push(...p.hand);
    for (const s of p.slabs) if (s) out.push(...s.cards);
  }
  return out;
}
