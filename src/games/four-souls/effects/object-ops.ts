/**
 * Op handlers about objects: damage/heal/kill (R-MDEATH-1, R-PDEATH-1), rolls and their
 * modification (R-DICE), cancelling (R-STACK-11), tapping, slots (R-REFILL-4), looking at a deck,
 * capturing (R-ZONE-8), ending the attack or the turn (R-TURN-6), and the final `finish`.
 */
import { monsterDef } from '../cards';
import { dealDamage, heal, killMonster, killPlayer } from '../damage';
import { modifyRoll, pushEffectRoll } from '../dice';
import { clearRooms, leaveSlot } from '../slots';
import { removeWithoutEffect } from '../stack';
import type { Op, Resolving } from '../types';
import { emit, type Work } from '../work';
import { activeMonsters, findItem, isSeatTarget, itemOwner, monsterSlotOf } from '../zones';
import { aimed, amount, legalTarget, type Handler, type OpResult } from './context';
import { addCounters } from '../counters';
import { destroyItem, finishResolution, repossess } from './finish';

export const damageOp: Handler<'damage'> = (w, r, op) => {
  const s = w.state;
  for (const t of aimed(s, r, op.to)) dealDamage(w, t, amount(op.n, r));
  return null;
};

export const healOp: Handler<'heal'> = (w, r, op) => {
  const s = w.state;
  for (const t of aimed(s, r, op.to)) heal(w, t, amount(op.n, r));
  return null;
};

export const killOp: Handler<'kill'> = (w, r, op) => {
  const s = w.state;
  for (const t of aimed(s, r, op.to)) {
    if (isSeatTarget(t)) killPlayer(w, t.seat);
    else killMonster(w, t.id);
  }
  return null;
};

export const rollOp: Handler<'roll'> = (w, r, op) => {
  pushEffectRoll(
    w,
    r.item.controller,
    op.branches,
    r.item.kind === 'loot' || r.item.kind === 'event' ? r.item.card : 'sourceCard' in r.item ? r.item.sourceCard : r.item.kind,
  );
  return null;
};

export const tapRechargeOp = (w: Work, r: Resolving, op: Extract<Op, { op: 'tap' | 'recharge' }>): OpResult => {
  const s = w.state;
  const tapped = op.op === 'tap';
  let ids: string[] = [];
  if (op.to === 'target') ids = [legalTarget(s, r, 0)].flatMap((t) => (t && !isSeatTarget(t) ? [t.id] : []));
  else if (op.to === 'self' && 'source' in r.item) ids = [r.item.source];
  else if (op.to === 'all-own') ids = s.players[r.item.controller]!.items.map((o) => o.id);
  for (const id of ids) if (findItem(w.state, id) && !!findItem(w.state, id)!.tapped !== tapped) emit(w, { type: 'tapped', id, tapped });
  return null;
};

export const cancelOp: Handler<'cancel'> = (w, r, _op) => {
  const s = w.state;
  const t = legalTarget(s, r, 0);
  if (t && !isSeatTarget(t)) removeWithoutEffect(w, t.id, 'cancel');
  return null;
};

export const modifyRollOp: Handler<'modify-roll'> = (w, r, op) => {
  const s = w.state;
  const t = legalTarget(s, r, 0);
  if (t && !isSeatTarget(t)) modifyRoll(w, t.id, op.how, op.n ?? 0);
  return null;
};

export const addSlotOp: Handler<'add-slot'> = (w, _r, op) => {
  emit(w, { type: 'slot-added', kind: op.kind });
  return null;
};

export const arrangeTopOp: Handler<'arrange-top'> = (w, r, op, rest) => {
  const s = w.state;
  const ids = s.decks[op.deck].slice(0, op.n).map((c) => c.id);
  if (ids.length < 2) return null;
  emit(w, { type: 'decision-opened', decision: { kind: 'arrange', seat: r.item.controller, deck: op.deck, ids } });
  return { resume: rest };
};

export const captureOp: Handler<'capture'> = (w, r, _op) => {
  const s = w.state;
  const t = legalTarget(s, r, 0);
  if (!t || isSeatTarget(t) || !('source' in r.item) || itemOwner(s, r.item.source) === null) return null;
  const slot = monsterSlotOf(s, t.id);
  const def = slot === null ? null : monsterDef(activeMonsters(s).find((m) => m.obj.id === t.id)!.obj.card);
  // Only basic monsters can be captured; the card goes outside the game under the item (R-ZONE-8).
  if (slot === null || !def || def.soul > 0) return null;
  leaveSlot(w, 'monster', slot, { z: 'under', host: r.item.source });
  return null;
};

export const cancelAttackOp: Handler<'cancel-attack'> = (w, _r, _op) => {
  const s = w.state;
  if (s.turn.attack) emit(w, { type: 'attack-ended', reason: 'cancelled' });
  return null;
};

export const endTurnOp: Handler<'end-turn'> = (w, _r, _op) => {
  const s = w.state;
  if (!s.turn.endRequested) emit(w, { type: 'turn-end-requested' });
  if (w.state.turn.attack) emit(w, { type: 'attack-ended', reason: 'turn-ended' });
  return null;
};

export const countersOp: Handler<'counters'> = (w, r, op) => {
  const id = op.to === 'self' ? ('source' in r.item ? r.item.source : null) : targetObject(w, r);
  if (id) addCounters(w, id, op.n);
  return null;
};

export const destroyOp: Handler<'destroy'> = (w, r, op) => {
  const id = op.to === 'self' ? ('source' in r.item ? r.item.source : null) : targetObject(w, r);
  if (id) destroyItem(w, id);
  return null;
};

function targetObject(w: Work, r: Resolving): string | null {
  const t = legalTarget(w.state, r, 0);
  return t && !isSeatTarget(t) ? t.id : null;
}

export const repossessOp: Handler<'repossess'> = (w, r) => {
  const id = targetObject(w, r);
  if (id) repossess(w, id);
  return null;
};

export const clearRoomOp: Handler<'clear-room'> = (w) => {
  clearRooms(w);
  return null;
};

export const finishOp: Handler<'finish'> = (w, r, _op) => {
  finishResolution(w, r.item);
  return null;
};
