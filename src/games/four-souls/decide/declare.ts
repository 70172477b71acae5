/**
 * Declaring an attack (R-ATTACK-1) or a purchase (R-BUY-1), and ending the turn (R-TURN-4/7):
 * the active player, holding priority, in the action phase, with an empty stack (R-STACK-8).
 */
import type { Rejection, Seat } from '../../../engine';
import { monsterDef } from '../cards';
import { give } from '../priority';
import { Rejections } from '../rejections';
import { canRefill } from '../slots';
import { priceFor } from '../statics';
import { push } from '../stack';
import { toEndPhase } from '../turn';
import type { FsState } from '../types';
import { emit, freshId, type Work } from '../work';
import { activeMonsters, shopSlotOf, SLOT_KINDS } from '../zones';
import { needEmptyStackAction } from './guards';
import type { FsCommand } from '../commands';

type Attack = Extract<FsCommand, { type: 'declare-attack' }>;
type Purchase = Extract<FsCommand, { type: 'declare-purchase' }>;

export function checkAttack(s: FsState, seat: Seat, c: Attack): Rejection | null {
  const g = needEmptyStackAction(s, seat);
  if (g) return g;
  if (s.players[seat]!.attacks < 1) return Rejections.noAttackLeft('no attack left this turn');
  if (c.monster !== 'deck' && !activeMonsters(s).some((m) => m.obj.id === c.monster && monsterDef(m.obj.card))) {
    return Rejections.badAttackTarget('attack an active monster or the monster deck');
  }
  if (c.monster === 'deck' && s.decks.monster.length + s.discards.monster.length === 0) return Rejections.badAttackTarget('the monster deck is empty');
  return null;
}

export function applyAttack(w: Work, seat: Seat, c: Attack): void {
  push(w, { kind: 'attack', id: freshId(w), controller: seat, targets: c.monster === 'deck' ? [] : [{ id: c.monster }], monster: c.monster });
  give(w, seat);
}

export function checkPurchase(s: FsState, seat: Seat, c: Purchase): Rejection | null {
  const g = needEmptyStackAction(s, seat);
  if (g) return g;
  if (s.players[seat]!.purchases < 1) return Rejections.noPurchaseLeft('no purchase left this turn');
  const price = priceFor(s, seat);
  if (s.players[seat]!.coins < price) return Rejections.cannotAfford(`an item costs you ${price}¢`);
  if (c.item !== 'deck' && shopSlotOf(s, c.item) === null) return Rejections.badPurchaseTarget('buy a shop item or the top of the treasure deck');
  if (c.item === 'deck' && s.decks.treasure.length + s.discards.treasure.length === 0) return Rejections.badPurchaseTarget('the treasure deck is empty');
  return null;
}

export function applyPurchase(w: Work, seat: Seat, c: Purchase): void {
  push(w, { kind: 'purchase', id: freshId(w), controller: seat, targets: c.item === 'deck' ? [] : [{ id: c.item }], item: c.item });
  give(w, seat);
}

export function checkEndTurn(s: FsState, seat: Seat): Rejection | null {
  const g = needEmptyStackAction(s, seat);
  if (g) return g;
  for (const kind of SLOT_KINDS) {
    if (s.slots[kind].some((sl) => sl.length === 0) && canRefill(s, kind)) return Rejections.slotEmpty('a turn cannot end while a slot is empty');
  }
  return null;
}

export function applyEndTurn(w: Work): void {
  emit(w, { type: 'priority-cleared' }); // the end phase opens its own priority round (R-TURN-5)
  toEndPhase(w);
}
