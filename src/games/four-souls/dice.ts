/**
 * Dice (R-DICE-1..4): a roll is a stack object whose value is known when it goes on the stack and
 * comes from the seeded rng (recorded in the push event). Responses add, set, flip or reroll it
 * (the SAME roll: the object keeps its id); values are clamped to 1..6. Its result is the value
 * when it resolves; roll-value triggers see that final value.
 */
import type { ObjectId, Seat } from '../../engine';
import { monsterDef } from './cards';
import { push } from './stack';
import { attackRollModifier } from './statics';
import { attackOf } from './stats';
import type { RollBranch, StackItem } from './types';
import { emit, freshId, happen, type Work } from './work';
import { activeMonsters } from './zones';

const clamp = (v: number) => Math.max(1, Math.min(6, v));

/** One die result: the scenario's next scripted value if any (recorded as an event), else the rng. */
function d6(w: Work): number {
  const [scripted] = w.state.scriptedDice;
  if (scripted === undefined) return w.rng.d6();
  emit(w, { type: 'scripted-die-rolled', value: scripted });
  return scripted;
}

export function pushEffectRoll(w: Work, controller: Seat, branches: readonly RollBranch[], source: string): void {
  const value = d6(w);
  push(w, { kind: 'roll', id: freshId(w), controller, targets: [], value, purpose: { p: 'effect', branches, source } });
}

export function pushAttackRoll(w: Work): void {
  const attack = w.state.turn.attack;
  if (!attack) return;
  const value = d6(w);
  push(w, { kind: 'roll', id: freshId(w), controller: attack.attacker, targets: [], value, purpose: { p: 'attack', attackId: attack.id } });
}

export function modifyRoll(w: Work, id: ObjectId, how: 'add' | 'set' | 'flip' | 'reroll', n: number): void {
  const roll = w.state.stack.find((i) => i.id === id);
  if (!roll || roll.kind !== 'roll') return;
  const value = how === 'reroll' ? d6(w) : how === 'flip' ? 7 - roll.value : how === 'set' ? clamp(n) : clamp(roll.value + n);
  emit(w, { type: 'roll-changed', id, value, how });
}

/**
 * Resolves a roll that left the stack. An attack roll (R-ATTACK-3): below the evasion is a miss
 * (the monster's combat damage aimed at the attacker), otherwise a hit. An effect roll returns the
 * branch ops to run with X = the value (R-DICE-3). Null: nothing to run.
 */
export function resolveRoll(w: Work, item: Extract<StackItem, { kind: 'roll' }>): { ops: RollBranch['ops']; x: number } | null {
  const purpose = item.purpose;
  if (purpose.p === 'effect') {
    happen(w, { on: 'roll', value: item.value, roller: item.controller, attack: false, monster: null });
    const branch = purpose.branches.find((b) => item.value >= b.min && item.value <= b.max);
    return branch ? { ops: branch.ops, x: item.value } : null;
  }
  const attack = w.state.turn.attack;
  if (!attack || attack.id !== purpose.attackId) return null; // R-STACK-13: the attack ended
  const monster = activeMonsters(w.state).find((m) => m.obj.id === attack.monster);
  const def = monster ? monsterDef(monster.obj.card) : null;
  if (!monster || !def) return null;
  // Statics that modify attack rolls apply to the value the roll resolves with (R-ATTACK-3).
  const value = clamp(item.value + attackRollModifier(w.state, attack.attacker));
  // Ruling: a roll that is 6 when it resolves hits whatever the modifiers, so no static can make a
  // monster impossible to hit and an attack always can end (R-ATTACK-4).
  happen(w, { on: 'roll', value, roller: attack.attacker, attack: true, monster: monster.obj.id });
  const hit = item.value === 6 || value >= def.evasion;
  if (!hit) happen(w, { on: 'attack-missed', seat: attack.attacker, monster: monster.obj.id });
  push(w, {
    kind: 'damage',
    id: freshId(w),
    controller: attack.attacker,
    attackId: attack.id,
    targets: [hit ? { id: monster.obj.id } : { seat: attack.attacker }],
    amount: hit ? attackOf(w.state, attack.attacker) : def.attack,
  });
  return null;
}
