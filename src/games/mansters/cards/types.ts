/**
 * The shape of a card definition. Cards are data (catalog.ts); the few effect kinds they use are
 * interpreted by decide/effects.ts. Kinds follow M-CARD-1..7.
 */
export type CardKind = 'meat' | 'bone' | 'spirit' | 'manster';

/** The morgue holds meat, bone and spirit cards (M-CARD-1); mansters are never morgue cards (M-CARD-7). */
export type DeckName = 'morgue' | 'manster';

/**
 * A condition on the stack a manster joins (M-CARD-6, RULING: prerequisites are conditions on the
 * target stack, counted before the manster is added).
 */
export type Prerequisite =
  | { readonly type: 'minCount'; readonly kind: CardKind; readonly count: number }
  | { readonly type: 'minHealth'; readonly health: number }
  | { readonly type: 'containsCard'; readonly card: string };

/**
 * An instant effect resolves once, right after its card enters a stack (M-CARD-4 RULING). The
 * `target` it needs decides what the play command must name (see decide/targets.ts).
 */
export type InstantEffect =
  | { readonly type: 'healStack'; readonly amount: number }
  | { readonly type: 'damageStack'; readonly amount: number }
  | { readonly type: 'scavenge' }
  | { readonly type: 'stealCard' }
  | { readonly type: 'forceSwap' }
  | { readonly type: 'removeCard' }
  | { readonly type: 'everyoneDraws' }
  | { readonly type: 'clearOwnDamage' };

/** An ongoing effect lasts while its card stays in a stack (M-CARD-4 RULING). */
export type OngoingEffect =
  | { readonly type: 'attackBonus'; readonly amount: number }
  | { readonly type: 'healthBonus'; readonly amount: number }
  | { readonly type: 'protectInactive' };

export interface CardDef {
  /** Stable identifier used in state, events, scenarios and docs (kebab-case). */
  readonly id: string;
  readonly name: string;
  readonly kind: CardKind;
  /** Meat value (M-CARD-2) or a manster's health boost (M-CARD-6). */
  readonly health: number;
  /** Bone value (M-CARD-3) or a manster's damage boost (M-CARD-6). */
  readonly damage: number;
  /** May be played onto an opponent's slab (M-CARD-8). */
  readonly anywhere: boolean;
  /** May be played outside its owner's play window (M-CARD-8, M-MISC-3). */
  readonly atAnyTime: boolean;
  readonly instant: InstantEffect | null;
  readonly ongoing: OngoingEffect | null;
  /** Manster prerequisites (M-CARD-6); all must hold. */
  readonly prerequisites: readonly Prerequisite[];
  /** The "few cards say otherwise" of M-CARD-6: this manster may join a stack that is not full. */
  readonly joinsAnyStack: boolean;
  /** Card text as shown to players. */
  readonly text: string;
}
