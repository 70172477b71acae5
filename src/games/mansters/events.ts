import type { Seat } from '../../engine';
import type { DrawSource } from './commands';
import type { DeckName } from './cards/types';
import type { CardInstance, SlabIndex, SlabRef, Stack, Step } from './state';

/**
 * Events: every state change is one of these, and `evolve` only copies what they say. Random
 * outcomes (deck orders, random picks) and fresh object ids are written into them.
 * Visibility and public forms: redact.ts.
 */
export type MEvent =
  | { readonly type: 'gameCreated'; readonly seatCount: number; readonly turnLimit: number; readonly scenario: boolean }
  /** M-SETUP-2: the shuffled decks, top first (hidden). */
  | { readonly type: 'decksFormed'; readonly morgue: readonly CardInstance[]; readonly mansterDeck: readonly CardInstance[] }
  /** A scenario's fixed table (tests, demos). */
  | {
      readonly type: 'scenarioLoaded';
      readonly morgue: readonly CardInstance[];
      readonly mansterDeck: readonly CardInstance[];
      readonly graveyard: readonly CardInstance[];
      readonly hands: readonly (readonly CardInstance[])[];
      readonly slabs: readonly (readonly [Stack | null, Stack | null])[];
      readonly activeSlabs: readonly SlabIndex[];
      readonly directDamage: readonly number[];
    }
  /** M-SETUP-3: each contender, in seat order, draws the top manster face up (fresh ids). */
  | { readonly type: 'firstPlayerDraw'; readonly round: number; readonly draws: readonly { readonly seat: Seat; readonly card: CardInstance }[] }
  | { readonly type: 'firstPlayerChosen'; readonly seat: Seat; readonly method: 'highest-health' | 'random-after-ties' | 'scenario' }
  /** M-SETUP-3: revealed mansters shuffled back; the whole new deck order, top first (hidden). */
  | { readonly type: 'mansterDeckShuffled'; readonly cards: readonly CardInstance[] }
  /** M-SETUP-4 / M-ZONE-3: morgue cards then one manster face up, manster at the bottom. */
  | {
      readonly type: 'graveyardFilled';
      readonly reason: 'setup' | 'empty';
      readonly fromMorgue: number;
      readonly fromManster: number;
      readonly cards: readonly CardInstance[];
    }
  /** Cards taken from the top of `source` into a hand, with fresh ids. */
  | { readonly type: 'cardsDrawn'; readonly seat: Seat; readonly source: DrawSource; readonly cards: readonly CardInstance[] }
  /** M-ZONE-6: the deck was empty and could not be rebuilt; the draw does nothing. */
  | { readonly type: 'drawFizzled'; readonly seat: Seat; readonly source: DrawSource }
  /** M-ZONE-6: cards of the deck's kind taken from the graveyard (all but its top) and shuffled. */
  | { readonly type: 'deckRebuilt'; readonly deck: DeckName; readonly takenIds: readonly string[]; readonly cards: readonly CardInstance[] }
  | { readonly type: 'openingStarted'; readonly seat: Seat }
  | { readonly type: 'turnStarted'; readonly seat: Seat; readonly turnNumber: number }
  | { readonly type: 'stepEntered'; readonly step: Step }
  | { readonly type: 'tradeOffered'; readonly from: Seat; readonly to: Seat; readonly give: readonly CardInstance[]; readonly ask: number }
  | { readonly type: 'tradeDeclined'; readonly from: Seat; readonly to: Seat }
  | {
      readonly type: 'tradeAccepted';
      readonly from: Seat;
      readonly to: Seat;
      /** Cards the offerer gave: their old hand ids and the instances (fresh ids) in the partner's hand. */
      readonly fromCards: readonly { readonly oldId: string; readonly card: CardInstance }[];
      readonly toCards: readonly { readonly oldId: string; readonly card: CardInstance }[];
    }
  | { readonly type: 'tradeSkipped'; readonly seat: Seat }
  | { readonly type: 'tradeCancelled'; readonly from: Seat; readonly to: Seat; readonly reason: 'player-out' | 'cards-gone' }
  /** `counted`: the play used one of the window's 3 plays (false for an at-any-time play, M-MISC-3). */
  | { readonly type: 'cardPlayed'; readonly seat: Seat; readonly handId: string; readonly card: CardInstance; readonly to: SlabRef; readonly counted: boolean }
  | { readonly type: 'stackHealed'; readonly seat: Seat; readonly slab: SlabIndex; readonly amount: number }
  | { readonly type: 'stackDamaged'; readonly seat: Seat; readonly slab: SlabIndex; readonly amount: number; readonly cause: 'attack' | 'effect' | 'meat-removed' }
  /** M-TURN-6, M-ZONE-2: the stack goes to the graveyard bottom as it is (fresh ids, same order). */
  | { readonly type: 'stackDefeated'; readonly seat: Seat; readonly slab: SlabIndex; readonly cards: readonly CardInstance[] }
  /** A card removed from a stack to the graveyard bottom (Carrion Crow). */
  | { readonly type: 'cardRemoved'; readonly seat: Seat; readonly slab: SlabIndex; readonly removedId: string; readonly card: CardInstance }
  /** M-ZONE-4: one card out of the graveyard into a hand, the rest left in order. */
  | { readonly type: 'cardScavenged'; readonly seat: Seat; readonly takenId: string; readonly card: CardInstance }
  /** `index`: the random position drawn from the victim's hand. */
  | { readonly type: 'cardStolen'; readonly from: Seat; readonly to: Seat; readonly index: number; readonly oldId: string; readonly card: CardInstance }
  | { readonly type: 'slabSwapped'; readonly seat: Seat; readonly activeSlab: SlabIndex; readonly by: Seat }
  | { readonly type: 'attackDeclared'; readonly attacker: Seat; readonly defender: Seat; readonly damage: number; readonly blocked: boolean }
  | { readonly type: 'directDamageTaken'; readonly seat: Seat; readonly amount: number; readonly total: number }
  | { readonly type: 'playerOut'; readonly seat: Seat; readonly reason: 'eliminated' | 'conceded' }
  /** Hand, then slab 0's stack, then slab 1's, to the graveyard bottom with fresh ids. */
  | { readonly type: 'playerCleared'; readonly seat: Seat; readonly cards: readonly CardInstance[] }
  | { readonly type: 'turnEnded'; readonly seat: Seat }
  | { readonly type: 'turnLimitReached'; readonly turnNumber: number }
  | { readonly type: 'gameEnded'; readonly winners: readonly Seat[]; readonly reason: string };

export type MEventType = MEvent['type'];

export const EVENT_TYPES: readonly MEventType[] = [
  'gameCreated',
  'decksFormed',
  'scenarioLoaded',
  'firstPlayerDraw',
  'firstPlayerChosen',
  'mansterDeckShuffled',
  'graveyardFilled',
  'cardsDrawn',
  'drawFizzled',
  'deckRebuilt',
  'openingStarted',
  'turnStarted',
  'stepEntered',
  'tradeOffered',
  'tradeDeclined',
  'tradeAccepted',
  'tradeSkipped',
  'tradeCancelled',
  'cardPlayed',
  'stackHealed',
  'stackDamaged',
  'stackDefeated',
  'cardRemoved',
  'cardScavenged',
  'cardStolen',
  'slabSwapped',
  'attackDeclared',
  'directDamageTaken',
  'playerOut',
  'playerCleared',
  'turnEnded',
  'turnLimitReached',
  'gameEnded',
];
