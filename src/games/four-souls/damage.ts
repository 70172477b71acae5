/**
 * Damage, healing and killing. Damage is clamped to the health left; a player who already died
 * this turn takes no more (R-PDEATH-4). Deaths are not decided here: settle.ts finds objects at
 * 0 health and puts their deaths on the stack (R-MDEATH-1, R-PDEATH-1).
 */
import type { ObjectId } from '../../engine';
import { monsterDef } from './cards';
import { preventDamage, replaceDeath } from './prevention';
import { healthLeft, maxHealth, monsterHealthLeft } from './stats';
import { addPendingDeath } from './triggers';
import type { FsState, Target } from './types';
import { emit, freshId, happen, type Work } from './work';
import { activeMonsters, isSeatTarget } from './zones';

/** `combat`: combat damage of an attack (R-ATTACK-3), which a monster's armor does not prevent. */
export function dealDamage(w: Work, t: Target, dealt: number, combat = false): void {
  if (dealt <= 0) return;
  if (isSeatTarget(t)) {
    const p = w.state.players[t.seat];
    if (!p || p.conceded || p.diedThisTurn) return;
    // Prevention first (prevention.ts); zero damage left is no damage: nothing triggers.
    const n = preventDamage(w, t, dealt, combat);
    const amount = Math.min(n, healthLeft(w.state, t.seat));
    if (amount <= 0) return;
    emit(w, { type: 'damaged', target: t, amount });
  } else {
    const m = activeMonsters(w.state).find((x) => x.obj.id === t.id);
    if (!m || isDying(w.state, t.id)) return;
    const n = preventDamage(w, t, dealt, combat);
    const amount = Math.min(n, monsterHealthLeft(m.obj));
    if (amount <= 0) return;
    emit(w, { type: 'damaged', target: t, amount });
  }
  happen(w, { on: 'damaged', target: t });
}

export function heal(w: Work, t: Target, n: number): void {
  if (isSeatTarget(t)) {
    const p = w.state.players[t.seat];
    if (!p || p.conceded) return;
    const amount = Math.min(n, p.damage, maxHealth(w.state, t.seat));
    if (amount > 0) emit(w, { type: 'healed', target: t, amount });
    return;
  }
  const m = activeMonsters(w.state).find((x) => x.obj.id === t.id);
  const amount = Math.min(n, m?.obj.damage ?? 0);
  if (m && amount > 0 && !isDying(w.state, t.id)) emit(w, { type: 'healed', target: t, amount });
}

/** A monster whose death is pending or on the stack (it cannot die twice). */
export function isDying(s: FsState, id: ObjectId): boolean {
  return s.pending.some((p) => p.item.kind === 'monster-death' && p.item.monster === id) || s.stack.some((i) => i.kind === 'monster-death' && i.monster === id);
}

/** "Kill" (R-MDEATH-1, R-CARD-6): the monster dies whatever its health. */
export function killMonster(w: Work, id: ObjectId): void {
  const m = activeMonsters(w.state).find((x) => x.obj.id === id);
  if (!m || !monsterDef(m.obj.card) || isDying(w.state, id)) return;
  addPendingDeath(w, 'monster', { kind: 'monster-death', id: freshId(w), controller: w.state.turn.active, targets: [], monster: id, slot: m.slot });
}

/** R-PDEATH-1: a player at 0 health (or killed) dies, at most once per turn (R-PDEATH-4). */
export function killPlayer(w: Work, seat: number): void {
  const p = w.state.players[seat]!;
  if (p.conceded || p.diedThisTurn) return;
  if (replaceDeath(w, seat)) return; // "if you would die, instead …"
  emit(w, { type: 'player-died', seat });
  addPendingDeath(w, seat, { kind: 'player-death', id: freshId(w), controller: seat, targets: [], seat });
}

/** State-based deaths: everything at 0 health that is not already dying. */
export function checkDeaths(w: Work): void {
  for (const p of w.state.players) {
    if (!p.conceded && !p.diedThisTurn && healthLeft(w.state, p.seat) <= 0) killPlayer(w, p.seat);
  }
  for (const m of activeMonsters(w.state)) {
    if (monsterDef(m.obj.card) && monsterHealthLeft(m.obj) <= 0) killMonster(w, m.obj.id);
  }
}
