import type { Seat } from '../../engine';
import type { DrawSource } from './commands';
import type { DeckName, TriggerEvent } from './cards/types';
import type { CardInstance, SlabIndex, SlabRef, Stack, Step } from './state';

/**
 * Events: every state change is one of these, and `evolve` only copies what they say. Random
 * outcomes (deck orders, random picks) and fresh object ids are written into them.
 * Visibility and public forms: redact.ts.
 */
export type MEvent =
  | {
      readonly type: 'game-created';
      readonly seatCount: number;
      readonly turnLimit: number | null;
      readonly scenario: boolean;
      /** The rules version's number (rules-version.ts); absent in matches created before version 3. */
      readonly rules?: number;
    }
  /** M-SETUP-2: the shuffled decks, top first (hidden). */
  | { readonly type: 'decks-formed'; readonly morgue: readonly CardInstance[]; readonly mansterDeck: readonly CardInstance[] }
  /** A scenario's fixed table (tests, demos). */
  | {
      readonly type: 'scenario-loaded';
      readonly morgue: readonly CardInstance[];
      readonly mansterDeck: readonly CardInstance[];
      readonly graveyard: readonly CardInstance[];
      readonly hands: readonly (readonly CardInstance[])[];
      readonly slabs: readonly (readonly [Stack | null, Stack | null])[];
      readonly activeSlabs: readonly SlabIndex[];
      readonly directDamage: readonly number[];
    }
  /** M-SETUP-3: each contender, in seat order, draws the top manster face up (fresh ids). */
  | { readonly type: 'first-player-draw'; readonly round: number; readonly draws: readonly { readonly seat: Seat; readonly card: CardInstance }[] }
  | { readonly type: 'first-player-chosen'; readonly seat: Seat; readonly method: 'highest-health' | 'random-after-ties' | 'scenario' }
  /** M-SETUP-3: revealed mansters shuffled back; the whole new deck order, top first (hidden). */
  | { readonly type: 'manster-deck-shuffled'; readonly cards: readonly CardInstance[] }
  /** M-SETUP-4 / M-ZONE-3: morgue cards then one manster face up, manster at the bottom. */
  | {
      readonly type: 'graveyard-filled';
      readonly reason: 'setup' | 'empty';
      readonly fromMorgue: number;
      readonly fromManster: number;
      readonly cards: readonly CardInstance[];
    }
  /** Cards taken from the top of `source` into a hand, with fresh ids. */
  | { readonly type: 'cards-drawn'; readonly seat: Seat; readonly source: DrawSource; readonly cards: readonly CardInstance[] }
  /** M-ZONE-6: the deck was empty and could not be rebuilt; the draw does nothing. */
  | { readonly type: 'draw-fizzled'; readonly seat: Seat; readonly source: DrawSource }
  /** M-ZONE-6: cards of the deck's kind taken from the graveyard (all but its top) and shuffled. */
  | { readonly type: 'deck-rebuilt'; readonly deck: DeckName; readonly takenIds: readonly string[]; readonly cards: readonly CardInstance[] }
  | { readonly type: 'opening-started'; readonly seat: Seat }
  | { readonly type: 'turn-started'; readonly seat: Seat; readonly turnNumber: number }
  | { readonly type: 'step-entered'; readonly step: Step }
  | { readonly type: 'trade-offered'; readonly from: Seat; readonly to: Seat; readonly give: readonly CardInstance[]; readonly ask: number }
  /** M-TURN-2: the partner answers an offer with their own terms; it replaces the offer. */
  | { readonly type: 'trade-countered'; readonly from: Seat; readonly to: Seat; readonly give: readonly CardInstance[]; readonly ask: number }
  | { readonly type: 'trade-declined'; readonly from: Seat; readonly to: Seat }
  | {
      readonly type: 'trade-accepted';
      readonly from: Seat;
      readonly to: Seat;
      /** Cards the offerer gave: their old hand ids and the instances (fresh ids) in the partner's hand. */
      readonly fromCards: readonly { readonly oldId: string; readonly card: CardInstance }[];
      readonly toCards: readonly { readonly oldId: string; readonly card: CardInstance }[];
    }
  | { readonly type: 'trade-skipped'; readonly seat: Seat }
  | { readonly type: 'trade-cancelled'; readonly from: Seat; readonly to: Seat; readonly reason: 'player-out' | 'cards-gone' }
  /** `counted`: the play used one of the window's 3 plays (false for an at-any-time play, M-MISC-3). */
  | { readonly type: 'card-played'; readonly seat: Seat; readonly handId: string; readonly card: CardInstance; readonly to: SlabRef; readonly counted: boolean }
  | { readonly type: 'stack-healed'; readonly seat: Seat; readonly slab: SlabIndex; readonly amount: number }
  | { readonly type: 'stack-damaged'; readonly seat: Seat; readonly slab: SlabIndex; readonly amount: number; readonly cause: DamageCause }
  /** Warding Candle: the slab's stack takes no damage until its owner's next turn starts. */
  | { readonly type: 'stack-shielded'; readonly seat: Seat; readonly slab: SlabIndex; readonly by: Seat }
  /** A card's triggered effect starts resolving (its effects follow as their own events). */
  | { readonly type: 'effect-triggered'; readonly seat: Seat; readonly slab: SlabIndex; readonly card: string; readonly on: TriggerEvent }
  /** Direct damage removed by an effect (M-END-1 counts what is left). */
  | { readonly type: 'player-healed'; readonly seat: Seat; readonly amount: number; readonly total: number }
  /** A random card from a hand to the graveyard bottom (fresh id); `index` is the random position drawn. */
  | { readonly type: 'card-discarded'; readonly seat: Seat; readonly index: number; readonly oldId: string; readonly card: CardInstance }
  /** Damage a shield stopped (the stack takes none). */
  | { readonly type: 'damage-prevented'; readonly seat: Seat; readonly slab: SlabIndex; readonly amount: number; readonly cause: DamageCause }
  /** M-TURN-6, M-ZONE-2: the stack goes to the graveyard bottom as it is (fresh ids, same order). */
  | { readonly type: 'stack-defeated'; readonly seat: Seat; readonly slab: SlabIndex; readonly cards: readonly CardInstance[] }
  /** A card removed from a stack to the graveyard bottom (Carrion Crow). */
  | { readonly type: 'card-removed'; readonly seat: Seat; readonly slab: SlabIndex; readonly removedId: string; readonly card: CardInstance }
  /** M-ZONE-4: one card out of the graveyard into a hand, the rest left in order. */
  | { readonly type: 'card-scavenged'; readonly seat: Seat; readonly takenId: string; readonly card: CardInstance }
  /** `index`: the random position drawn from the victim's hand. */
  | { readonly type: 'card-stolen'; readonly from: Seat; readonly to: Seat; readonly index: number; readonly oldId: string; readonly card: CardInstance }
  | { readonly type: 'slab-swapped'; readonly seat: Seat; readonly activeSlab: SlabIndex; readonly by: Seat }
  | { readonly type: 'attack-declared'; readonly attacker: Seat; readonly defender: Seat; readonly damage: number; readonly blocked: boolean }
  | { readonly type: 'direct-damage-taken'; readonly seat: Seat; readonly amount: number; readonly total: number }
  | { readonly type: 'player-out'; readonly seat: Seat; readonly reason: 'eliminated' | 'conceded' }
  /** Hand, then slab 0's stack, then slab 1's, to the graveyard bottom with fresh ids. */
  | { readonly type: 'player-cleared'; readonly seat: Seat; readonly cards: readonly CardInstance[] }
  | { readonly type: 'turn-ended'; readonly seat: Seat }
  | { readonly type: 'turn-limit-reached'; readonly turnNumber: number }
  | { readonly type: 'game-ended'; readonly winners: readonly Seat[]; readonly reason: string };

export type MEventType = MEvent['type'];

export type DamageCause = 'attack' | 'effect' | 'meat-removed';

export const EVENT_TYPES: readonly MEventType[] = [
  'game-created',
  'decks-formed',
  'scenario-loaded',
  'first-player-draw',
  'first-player-chosen',
  'manster-deck-shuffled',
  'graveyard-filled',
  'cards-drawn',
  'draw-fizzled',
  'deck-rebuilt',
  'opening-started',
  'turn-started',
  'step-entered',
  'trade-offered',
  'trade-countered',
  'trade-declined',
  'trade-accepted',
  'trade-skipped',
  'trade-cancelled',
  'card-played',
  'stack-healed',
  'stack-damaged',
  'stack-shielded',
  'damage-prevented',
  'effect-triggered',
  'player-healed',
  'card-discarded',
  'stack-defeated',
  'card-removed',
  'card-scavenged',
  'card-stolen',
  'slab-swapped',
  'attack-declared',
  'direct-damage-taken',
  'player-out',
  'player-cleared',
  'turn-ended',
  'turn-limit-reached',
  'game-ended',
];
