/**
 * Attack and purchase declarations (R-ATTACK-1..6, R-BUY-1..3, R-STACK-8). A declaration is
 * binding: a deck declaration takes whatever is on top when it resolves. A declaration that
 * fizzles is not used up (R-STACK-12): the allowance is spent only when it resolves.
 */
import type { ObjectId } from '../../engine';
import { monsterDef } from './cards';
import { dealDamage } from './damage';
import { hasTopCard, takeTop } from './decks';
import { pushAttackRoll } from './dice';
import { leaveSlot, playEventFromDeck } from './slots';
import { priceFor } from './statics';
import { healthLeft, monsterHealthLeft } from './stats';
import type { FsState, StackItem } from './types';
import { emit, freshId, happen, type Work } from './work';
import { activeMonsters, isSeatTarget, monsterSlotOf, shopSlotOf } from './zones';

/** The base price of an item (R-BUY-2); statics change it per player (statics.ts `priceFor`). */
export { BASE_PRICE as PRICE } from './statics';

/** R-ATTACK-5, R-BUY-2, R-STACK-13: declarations and combat objects that can no longer apply. */
export function combatFizzles(s: FsState, item: StackItem): boolean {
  switch (item.kind) {
    case 'attack':
      if (item.monster === 'deck') return s.decks.monster.length + s.discards.monster.length === 0;
      return monsterSlotOf(s, item.monster) === null;
    case 'purchase':
      if (s.players[item.controller]!.coins < priceFor(s, item.controller)) return true;
      if (item.item === 'deck') return s.decks.treasure.length + s.discards.treasure.length === 0;
      return shopSlotOf(s, item.item) === null;
    case 'damage': {
      if (s.turn.attack?.id !== item.attackId) return true;
      const t = item.targets[0]!;
      return isSeatTarget(t) ? s.players[t.seat]!.conceded : monsterSlotOf(s, t.id) === null;
    }
    case 'roll':
      return item.purpose.p === 'attack' && s.turn.attack?.id !== item.purpose.attackId;
    default:
      return false;
  }
}

export function resolveAttackDeclaration(w: Work, item: Extract<StackItem, { kind: 'attack' }>): void {
  emit(w, { type: 'allowance-changed', seat: item.controller, what: 'attacks', delta: -1 });
  if (item.monster !== 'deck') {
    startAttack(w, item.controller, item.monster);
    return;
  }
  // R-ATTACK-2: reveal the top card of the monster deck.
  if (!hasTopCard(w.state, 'monster')) return;
  if (!monsterDef(w.state.decks.monster[0]!.card)) {
    playEventFromDeck(w, null);
    return;
  }
  const revealed = takeTop(w, 'monster', { z: 'limbo' })!;
  const slots = w.state.slots.monster.map((_, i) => String(i));
  if (slots.length === 1) {
    placeAttackedMonster(w, revealed.id, 0);
    return;
  }
  emit(w, { type: 'decision-opened', decision: { kind: 'choose', seat: item.controller, what: 'monster-slot', options: slots, ctx: revealed.id } });
}

/** The monster revealed from the deck covers the chosen slot's monster and is attacked. */
export function placeAttackedMonster(w: Work, limboId: ObjectId, slot: number): void {
  const card = w.state.limbo.find((c) => c.id === limboId);
  if (!card) return;
  const id = freshId(w);
  emit(w, { type: 'moved', from: { z: 'limbo' }, to: { z: 'slot', kind: 'monster', slot }, fromId: limboId, obj: { id, card: card.card } });
  happen(w, { on: 'entered-play', id }); // an ambush triggers (R-CARD-8)
  startAttack(w, w.state.turn.active, id);
}

function startAttack(w: Work, attacker: number, monster: ObjectId): void {
  emit(w, { type: 'attack-started', attack: { id: w.state.turn.nextAttackId, attacker, monster } });
  pushAttackRoll(w);
}

/** R-ATTACK-4: combat damage, then roll again while both live and the attack goes on. */
export function resolveCombatDamage(w: Work, item: Extract<StackItem, { kind: 'damage' }>): void {
  dealDamage(w, item.targets[0]!, item.amount, true);
  const attack = w.state.turn.attack;
  if (!attack || attack.id !== item.attackId) return;
  const m = activeMonsters(w.state).find((x) => x.obj.id === attack.monster);
  if (!m || monsterHealthLeft(m.obj) <= 0 || healthLeft(w.state, attack.attacker) <= 0) return;
  pushAttackRoll(w);
}

/** R-BUY-2/3: pay 10¢ and gain the item at the same moment; a bought shop slot refills. */
export function resolvePurchase(w: Work, item: Extract<StackItem, { kind: 'purchase' }>): void {
  const seat = item.controller;
  emit(w, { type: 'allowance-changed', seat, what: 'purchases', delta: -1 });
  const price = priceFor(w.state, seat);
  if (price > 0) emit(w, { type: 'coins-changed', seat, delta: -price });
  const gained =
    item.item === 'deck' ? takeTop(w, 'treasure', { z: 'items', seat }) : leaveSlot(w, 'shop', shopSlotOf(w.state, item.item)!, { z: 'items', seat });
  if (gained) {
    happen(w, { on: 'item-gained', seat, id: gained.id });
    happen(w, { on: 'item-bought', seat });
  }
}
