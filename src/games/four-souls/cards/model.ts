/**
 * The card-definition model. Costs, targets, effects, triggers and static modifiers are data
 * (effects are `Op` lists run by effects/ops.ts); the few rules data cannot say are named
 * predicates here, implemented once in the engine.
 */
import type { CardId, Op, SlotKind } from '../types';

/** What a target slot accepts (chosen when the object goes on the stack, R-STACK-3). */
export type TargetSpec =
  | 'player'
  | 'other-player'
  | 'monster'
  | 'monster-or-player'
  | 'item'
  | 'roll'
  /** A loot card, ability or triggered ability on the stack (what Butter Bean cancels). */
  | 'stack-effect';

export interface Mode {
  readonly text: string;
  readonly targets: readonly TargetSpec[];
  readonly ops: readonly Op[];
}

/** An effect with its targets; `modes` ("choose 1") replace targets/ops when present. */
export interface EffectDef {
  readonly targets: readonly TargetSpec[];
  readonly ops: readonly Op[];
  readonly modes?: readonly Mode[];
}

/**
 * What an ability costs (R-CARD-2), paid when it goes on the stack (costs.ts). Parts combine:
 * deactivate the source (`tap`), coins, health (not damage: nothing prevents it), loot cards
 * discarded, other non-eternal items destroyed, souls given up, counters removed from the source.
 * An ability with a `tap` part is a tap ability; any other is a paid ability.
 */
export interface Cost {
  readonly tap?: true;
  readonly coins?: number;
  readonly health?: number;
  readonly loot?: number;
  readonly items?: number;
  readonly souls?: number;
  readonly counters?: number;
}

export interface AbilityDef extends EffectDef {
  readonly cost: Cost;
}

/** What a triggered ability waits for (R-STACK-9/10). */
export type TriggerOn =
  | { readonly on: 'turn-start' }
  | { readonly on: 'turn-end' }
  /** A roll resolved with this final value (R-DICE-2); `attack`: only attack rolls. */
  | { readonly on: 'roll'; readonly value: number; readonly mine: boolean; readonly attack?: boolean }
  | { readonly on: 'damaged' }
  | { readonly on: 'player-death'; readonly mine: boolean }
  | { readonly on: 'item-gained' }
  /** A monster died on your turn: you gain its rewards (R-MDEATH-4), so you killed it. */
  | { readonly on: 'monster-killed' }
  /** You bought an item (R-BUY-2). */
  | { readonly on: 'item-bought' }
  /** Your attack roll missed (R-ATTACK-3); on a monster: a roll against it missed. */
  | { readonly on: 'attack-missed' }
  /** Another player's loot card or ability went on the stack targeting you (R-STACK-3). */
  | { readonly on: 'targeted' }
  /** A slot of this kind was refilled (R-REFILL-2/3). */
  | { readonly on: 'slot-refilled'; readonly kind: SlotKind }
  /** This monster entered play: revealed into a slot or uncovered (R-ZONE-6); an ambush (R-CARD-8). */
  | { readonly on: 'entered-play' };

export type TriggerDef = TriggerOn & {
  readonly text: string;
  readonly ops: readonly Op[];
  /** The trigger's automatic target: the attacked monster, or the player it concerns. */
  readonly aim?: 'attacked-monster' | 'subject-player';
};

/**
 * Static abilities (statics.ts): stats, and rules they change for their controller: more loot
 * plays, attacks or purchases each turn (R-TURN-4), a modifier to attack rolls (R-ATTACK-3), hand
 * size at the end of the turn (R-TURN-5), the shop price (R-BUY-2), prevention of part of each
 * damage (prevention.ts), and "other players' effects can't target you" (R-STACK-3).
 */
export type StaticDef =
  | { readonly stat: 'attack' | 'health'; readonly n: number }
  | { readonly rule: 'loot-plays' | 'attacks' | 'purchases' | 'attack-roll' | 'hand-size' | 'price' | 'prevent'; readonly n: number }
  | { readonly rule: 'untargetable' };

/** Ops that never suspend on a choice: what a replacement may do. */
export type InstantOp = Extract<Op, { readonly op: 'heal' | 'coins' | 'loot' | 'destroy' | 'counters' | 'prevent' | 'buff' }>;

/** "If you would die, instead …" (prevention.ts). Runs at once, without the stack. */
export interface ReplacementDef {
  readonly instead: 'death';
  /** Only while the source has a counter; one is removed when it applies. */
  readonly needsCounter?: boolean;
  /** Ops that never ask for a choice, so they can run at once. */
  readonly ops: readonly InstantOp[];
}

interface Base {
  readonly id: CardId;
  readonly name: string;
  readonly text: string;
  /** R-SETUP-6: removed from 2-player games. */
  readonly minPlayers?: number;
}

/** What a character, an item or a curse can carry besides its effect: its abilities of every kind. */
export interface Abilities {
  readonly abilities: readonly AbilityDef[];
  readonly triggers: readonly TriggerDef[];
  readonly statics: readonly StaticDef[];
  readonly replacements?: readonly ReplacementDef[];
}

/**
 * A character (R-CARD-1): its stats, its starting item, and its own ability (statics, triggers,
 * paid abilities, a replacement) besides the tap "play an additional loot card".
 */
export interface CharacterDef extends Base, Abilities {
  readonly kind: 'character';
  readonly health: number;
  readonly attack: number;
  readonly startingItem: CardId;
  /** Counters the character starts with. */
  readonly counters?: number;
}

export interface TreasureDef extends Base, Abilities {
  readonly kind: 'treasure';
  readonly eternal?: boolean;
  readonly guppy?: boolean;
  /** R-CARD-7: a haunt; its own "when you gain this" trigger passes it to another player. */
  readonly haunt?: boolean;
}

export interface LootDef extends Base, EffectDef {
  readonly kind: 'loot';
  /** R-CARD-4: becomes an item when it resolves. */
  readonly trinket?: TreasureDef;
  /** R-CARD-4: becomes a soul when it resolves. */
  readonly soul?: number;
}

export interface MonsterDef extends Base {
  readonly kind: 'monster';
  readonly health: number;
  readonly evasion: number;
  readonly attack: number;
  readonly rewards: readonly Op[];
  /** Boss soul value (R-CARD-5); 0 for a basic monster. */
  readonly soul: number;
  readonly triggers: readonly TriggerDef[];
  /** On-death triggers, put on the stack above the rewards (R-MDEATH-2). */
  readonly onDeath: readonly Op[];
  /** Static abilities of an active monster that apply to every player (statics.ts). */
  readonly aura?: readonly StaticDef[];
  /** Prevents this much of each damage dealt to it that is not combat damage (prevention.ts). */
  readonly armor?: number;
}

/** Events and curses (R-CARD-5): non-monster monster-deck cards. */
export interface EventDef extends Base {
  readonly kind: 'event';
  readonly ops: readonly Op[];
  /** A curse stays with the chosen player until they die. */
  readonly curse?: { readonly statics: readonly StaticDef[]; readonly triggers: readonly TriggerDef[] };
}

/**
 * A room (R-ROOM-1..4): the top card of a room slot is in play; its statics apply to every player
 * and its triggers are the active player's effects ("you" is the active player).
 */
export interface RoomDef extends Base {
  readonly kind: 'room';
  readonly statics: readonly StaticDef[];
  readonly triggers: readonly TriggerDef[];
}

export type BonusCondition = 'coins-25' | 'loot-10' | 'guppy-2';

export interface BonusSoulDef extends Base {
  readonly kind: 'bonus-soul';
  readonly condition: BonusCondition;
}

export type CardDef = CharacterDef | TreasureDef | LootDef | MonsterDef | EventDef | RoomDef | BonusSoulDef;
