import { cardDef } from './cards/catalog';
import type { CardKind } from './cards/types';
import { playerAt, type MState, type Stack } from './state';

/** Derived numbers of a stack: computed, never stored, so they can never disagree with the cards. */
export interface StackStats {
  readonly counts: Readonly<Record<CardKind, number>>;
  /** Meat (M-CARD-2) + mansters (M-CARD-6) + ongoing health bonuses. */
  readonly health: number;
  /** Bone (M-CARD-3) + mansters + ongoing attack bonuses, never below 0. */
  readonly attack: number;
  /** M-CARD-5: at least one meat, one bone and one spirit. */
  readonly full: boolean;
  readonly damage: number;
  readonly remaining: number;
}

export function stackStats(stack: Stack | null): StackStats {
  const counts: Record<CardKind, number> = { meat: 0, bone: 0, spirit: 0, manster: 0 };
  let health = 0;
  let attack = 0;
  for (const c of stack?.cards ?? []) {
    const def = cardDef(c.card);
    counts[def.kind] += 1;
    if (def.kind === 'meat' || def.kind === 'manster') health += def.health;
    if (def.kind === 'bone' || def.kind === 'manster') attack += def.damage;
    if (def.ongoing?.type === 'healthBonus') health += def.ongoing.amount;
    if (def.ongoing?.type === 'attackBonus') attack += def.ongoing.amount;
  }
  const damage = stack?.damage ?? 0;
  return {
    counts,
    health,
    attack: Math.max(0, attack),
    full: counts.meat > 0 && counts.bone > 0 && counts.spirit > 0,
    damage,
    remaining: health - damage,
  };
}

export const isFull = (stack: Stack | null): boolean => stack !== null && stackStats(stack).full;

/**
 * RULING (M-TURN-6): a stack is defeated when it has taken damage and that damage is at least its
 * health. A fresh stack with no meat has health 0 but is not "defeated" before it is ever hurt.
 */
export function isDefeated(stack: Stack | null): boolean {
  if (!stack || stack.damage <= 0) return false;
  return stack.damage >= stackStats(stack).health;
}

export function activeStack(state: MState, seat: number): Stack | null {
  const p = playerAt(state, seat);
  return p.slabs[p.activeSlab];
}

/** The kinds a stack still needs to be full (M-CARD-5: a meat, a bone and a spirit), in that order; [] when full. */
export function missingKinds(stack: Stack | null): ('meat' | 'bone' | 'spirit')[] {
  const { counts } = stackStats(stack);
  return (['meat', 'bone', 'spirit'] as const).filter((k) => counts[k] === 0);
}

/**
 * What an attack of `attacker` on `defender` does as the table stands (M-TURN-5/6): the damage of
 * the attacker's active stack, fixed when declared, and whether the defender's full active stack
 * blocks it (then the stack takes it all) or it goes straight to the player (M-END-1).
 */
export function attackForecast(state: MState, attacker: number, defender: number): { readonly damage: number; readonly blocked: boolean } {
  return { damage: stackStats(activeStack(state, attacker)).attack, blocked: isFull(activeStack(state, defender)) };
}
