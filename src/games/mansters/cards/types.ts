/**
 * The shape of a card definition. Cards are data (catalog.ts); their effects are data too, run by
 * the handler table in decide/ops.ts, with each effect kind's legal targets given as data in
 * cards/targets.ts. Kinds follow M-CARD-1..7.
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

/** Who an untargeted draw or discard applies to: the card's controller, or the owner of the stack it is in. */
export type Who = 'you' | 'stack-owner';

/**
 * One effect (M-CARD-4). `op` names the kind; which targets a kind may take is data
 * (`EFFECT_TARGETS` in cards/targets.ts), and decide/ops.ts runs each kind.
 */
export type Effect =
  /** Removes up to `amount` damage from one of your stacks. */
  | { readonly op: 'heal-stack'; readonly amount: number }
  /** Removes all damage from the stack the card is in. */
  | { readonly op: 'clear-own-damage' }
  /** Heals the stack the card is in by `amount`. */
  | { readonly op: 'heal-this-stack'; readonly amount: number }
  /** Damages an opponent's active stack (M-ZONE-1: never an inactive one). */
  | { readonly op: 'damage-stack'; readonly amount: number }
  /** Damages the attacking player's active stack (triggered by an attack). */
  | { readonly op: 'damage-attacker'; readonly amount: number }
  /** Removes a meat, bone or spirit card from an opponent's active stack (M-MISC-2 for meat). */
  | { readonly op: 'remove-card' }
  /** M-ZONE-4: one chosen graveyard card into your hand. */
  | { readonly op: 'scavenge' }
  /** A random card from an opponent's hand into yours. */
  | { readonly op: 'steal-card' }
  /** Moves an opponent's slab token to their other slab. */
  | { readonly op: 'force-swap' }
  /** Every player still in draws a morgue card, you first, then clockwise (M-MISC-1). */
  | { readonly op: 'everyone-draws' }
  /** `who` draws `count` cards from `source`. */
  | { readonly op: 'draw'; readonly who: Who; readonly count: number; readonly source: 'morgue' | 'manster' }
  /** `who` discards a random card from hand to the graveyard bottom. */
  | { readonly op: 'discard-random'; readonly who: Who }
  /** Your active stack takes no damage until your next turn starts. */
  | { readonly op: 'shield-active' }
  /** Removes up to `amount` of your direct damage (M-END-1). */
  | { readonly op: 'heal-player'; readonly amount: number }
  /** Deals `amount` direct damage to a chosen opponent (M-END-1: 10 in total eliminates). */
  | { readonly op: 'damage-player'; readonly amount: number }
  /** Deals `amount` direct damage to every opponent still in, clockwise (M-MISC-1). */
  | { readonly op: 'damage-each-opponent'; readonly amount: number }
  /** A choice inside an effect: the play names one option (`choice`), which then resolves. */
  | { readonly op: 'choose'; readonly options: readonly (readonly Effect[])[] };

export type EffectOp = Effect['op'];

/** What makes a triggered effect resolve (M-CARD-4: an ongoing effect of a card in a stack). */
export type TriggerEvent = 'attacked' | 'attacks' | 'defeated';

export interface Trigger {
  readonly on: TriggerEvent;
  /** Untargeted effects only (nobody is asked: M-MISC-3, no response window). */
  readonly effects: readonly Effect[];
}

/** An ongoing effect lasts while its card stays in a stack (M-CARD-4 RULING). */
export type OngoingEffect = { readonly type: 'attackBonus'; readonly amount: number } | { readonly type: 'healthBonus'; readonly amount: number };

/** A card as the catalog writes it; `text` is generated from the data (cards/text.ts). */
export interface CardSpec {
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
  /** Resolve once, right after the card lands (M-CARD-4 RULING); at most one of them takes a chosen target. */
  readonly effects: readonly Effect[];
  readonly ongoing: OngoingEffect | null;
  /** Resolve by themselves while the card is in a stack. */
  readonly triggers: readonly Trigger[];
  /** Manster prerequisites (M-CARD-6); all must hold. */
  readonly prerequisites: readonly Prerequisite[];
  /** The "few cards say otherwise" of M-CARD-6: this manster may join a stack that is not full. */
  readonly joinsAnyStack: boolean;
}

export interface CardDef extends CardSpec {
  /** Card text as shown to players, generated from the data above. */
  readonly text: string;
}
