/**
 * The card-definition model. Costs, targets, effects, triggers and static modifiers are data
 * (effects are `Op` lists run by effects/ops.ts); the few rules data cannot say are named
 * predicates here, implemented once in the engine.
 */
import type { CardId, Op } from '../types';

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

export type Cost = { readonly tap: true } | { readonly coins: number };

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
  | { readonly on: 'item-gained' };

export type TriggerDef = TriggerOn & {
  readonly text: string;
  readonly ops: readonly Op[];
  /** The trigger's automatic target: the attacked monster, or the player it concerns. */
  readonly aim?: 'attacked-monster' | 'subject-player';
};

export interface StaticDef {
  readonly stat: 'attack' | 'health';
  readonly n: number;
}

interface Base {
  readonly id: CardId;
  readonly name: string;
  readonly text: string;
  /** R-SETUP-6: removed from 2-player games. */
  readonly minPlayers?: number;
}

export interface CharacterDef extends Base {
  readonly kind: 'character';
  readonly health: number;
  readonly attack: number;
  readonly startingItem: CardId;
}

export interface TreasureDef extends Base {
  readonly kind: 'treasure';
  readonly eternal?: boolean;
  readonly guppy?: boolean;
  readonly abilities: readonly AbilityDef[];
  readonly triggers: readonly TriggerDef[];
  readonly statics: readonly StaticDef[];
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
}

/** Events and curses (R-CARD-5): non-monster monster-deck cards. */
export interface EventDef extends Base {
  readonly kind: 'event';
  readonly ops: readonly Op[];
  /** A curse stays with the chosen player until they die. */
  readonly curse?: { readonly statics: readonly StaticDef[]; readonly triggers: readonly TriggerDef[] };
}

export type BonusCondition = 'coins-25' | 'loot-10' | 'guppy-2';

export interface BonusSoulDef extends Base {
  readonly kind: 'bonus-soul';
  readonly condition: BonusCondition;
}

export type CardDef = CharacterDef | TreasureDef | LootDef | MonsterDef | EventDef | BonusSoulDef;
