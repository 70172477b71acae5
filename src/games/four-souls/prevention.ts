/**
 * Prevention and replacement. Damage about to be dealt is first reduced by static prevention
 * (a player's "prevent n of each damage", a monster's armor against damage that is not combat
 * damage) and then by the player's shields
 * ("prevent the next n damage" this turn, used oldest first). What is left may be zero: zero
 * damage is not dealt, so nothing "takes damage" and no damage trigger fires (damage.ts).
 * A death can be replaced ("if you would die, instead …"): the first applicable replacement of
 * the player's character and items (in that order) runs at once, without the stack; afterwards
 * the player has at least 1 health unless the effect gave more (edition notes: prevented death).
 */
import type { Seat } from '../../engine';
import { abilitiesOf, monsterDef, type ReplacementDef } from './cards';
import { addCounters } from './counters';
import { runInstant } from './effects/instant-runner';
import { staticTotal } from './statics';
import { healthLeft } from './stats';
import type { CardObj, StackItem, Target } from './types';
import { emit, type Work } from './work';
import { activeMonsters, isSeatTarget } from './zones';

/** Applies prevention to `n` damage aimed at `t`; returns the damage left to deal (maybe 0). */
export function preventDamage(w: Work, t: Target, n: number, combat: boolean): number {
  if (n <= 0) return 0;
  const s = w.state;
  if (!isSeatTarget(t)) {
    const m = activeMonsters(s).find((x) => x.obj.id === t.id);
    // Armor never stops combat damage: a hit always hurts, so every attack can end (R-ATTACK-4).
    const armor = combat ? 0 : Math.min(n, Math.max(0, (m && monsterDef(m.obj.card)?.armor) ?? 0));
    if (armor > 0) emit(w, { type: 'damage-prevented', target: t, amount: armor, used: 0 });
    return n - armor;
  }
  const fixed = Math.min(n, Math.max(0, staticTotal(s, t.seat, 'prevent')));
  const shieldLeft = s.shields.filter((sh) => sh.seat === t.seat).reduce((a, sh) => a + sh.n, 0);
  const used = Math.min(n - fixed, shieldLeft);
  if (fixed + used > 0) emit(w, { type: 'damage-prevented', target: t, amount: fixed + used, used });
  return n - fixed - used;
}

/** "Prevent the next n damage" to `seat` this turn. */
export function addShield(w: Work, seat: Seat, n: number): void {
  if (n > 0 && !w.state.players[seat]?.conceded) emit(w, { type: 'shielded', seat, n });
}

function applicable(obj: CardObj, r: ReplacementDef): boolean {
  return r.instead === 'death' && (!r.needsCounter || (obj.counters ?? 0) > 0);
}

/**
 * If `seat` has a death replacement that applies, it replaces the death: true. Each replacement
 * limits itself (it destroys its non-eternal source or uses up a counter), so a replaced death
 * cannot loop.
 */
export function replaceDeath(w: Work, seat: Seat): boolean {
  const p = w.state.players[seat];
  if (!p) return false;
  for (const obj of [p.character, ...p.items]) {
    const rep = (abilitiesOf(obj.card)?.replacements ?? []).find((r) => applicable(obj, r));
    if (!rep) continue;
    emit(w, { type: 'death-replaced', seat, source: obj.id });
    if (rep.needsCounter) addCounters(w, obj.id, -1);
    const item: StackItem = { kind: 'trigger', id: obj.id, controller: seat, targets: [], source: obj.id, sourceCard: obj.card, trigger: -1, x: null };
    runInstant(w, { item, ops: [], x: null }, rep.ops);
    if (healthLeft(w.state, seat) <= 0) emit(w, { type: 'healed', target: { seat }, amount: 1 });
    return true;
  }
  return false;
}
