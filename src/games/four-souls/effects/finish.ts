/**
 * Where a resolved card goes (the internal `finish` op, last of every resolution): loot to the
 * loot discard, a trinket into its player's items and a soul loot to their souls (R-CARD-4), an
 * event to the monster discard, a dead boss to the active player's souls and a basic monster to
 * the discard (R-MDEATH-3). Also destroying an item (R-CARD-3: eternal items cannot be).
 */
import type { ObjectId } from '../../../engine';
import { cardDef, itemDef, lootDef, monsterDef } from '../cards';
import { deckOf } from '../decks';
import { discardFromLimbo } from '../stack';
import type { StackItem, ZoneRef } from '../types';
import { emit, freshId, happen, type Work } from '../work';
import { itemOwner } from '../zones';

function fromLimbo(w: Work, id: ObjectId, to: ZoneRef): ObjectId | null {
  const c = w.state.limbo.find((x) => x.id === id);
  if (!c) return null;
  const obj = { id: freshId(w), card: c.card };
  emit(w, { type: 'moved', from: { z: 'limbo' }, to, fromId: id, obj });
  return obj.id;
}

export function finishResolution(w: Work, item: StackItem): void {
  if (!w.state.limbo.some((c) => c.id === item.id)) return;
  const seatOk = (seat: number) => !w.state.players[seat]!.conceded;
  if (item.kind === 'loot') {
    const def = lootDef(item.card);
    if (def?.trinket && seatOk(item.controller)) {
      const id = fromLimbo(w, item.id, { z: 'items', seat: item.controller });
      if (id) happen(w, { on: 'item-gained', seat: item.controller, id });
      return;
    }
    if (def?.soul && seatOk(item.controller)) {
      fromLimbo(w, item.id, { z: 'souls', seat: item.controller });
      return;
    }
  }
  if (item.kind === 'dead-monster') {
    const active = w.state.turn.active;
    if ((monsterDef(item.card)?.soul ?? 0) > 0 && seatOk(active)) {
      fromLimbo(w, item.id, { z: 'souls', seat: active });
      return;
    }
  }
  discardFromLimbo(w, item.id);
}

export function destroyItem(w: Work, id: ObjectId): void {
  const seat = itemOwner(w.state, id);
  if (seat === null) return;
  const obj = w.state.players[seat]!.items.find((o) => o.id === id);
  if (!obj || itemDef(obj.card)?.eternal) return;
  emit(w, {
    type: 'moved',
    from: { z: 'items', seat },
    to: { z: 'discard', deck: deckOf(cardDef(obj.card).kind) },
    fromId: id,
    obj: { id: freshId(w), card: obj.card },
  });
  discardUnder(w, id);
}

/**
 * R-CARD-9: a non-eternal item leaves its player's area for the top of shop slot 1, covering the
 * item there (R-ZONE-6): a new object, for sale again (a trinket too).
 */
export function repossess(w: Work, id: ObjectId): void {
  const seat = itemOwner(w.state, id);
  const obj = seat === null ? undefined : w.state.players[seat]!.items.find((o) => o.id === id);
  if (seat === null || !obj || itemDef(obj.card)?.eternal || w.state.slots.shop.length === 0) return;
  emit(w, { type: 'moved', from: { z: 'items', seat }, to: { z: 'slot', kind: 'shop', slot: 0 }, fromId: id, obj: { id: freshId(w), card: obj.card } });
  discardUnder(w, id);
}

function discardUnder(w: Work, id: ObjectId): void {
  // Cards that were under it (captured monsters) have nothing to stay under: to their discard.
  for (const c of w.state.under[id] ?? []) {
    emit(w, {
      type: 'moved',
      from: { z: 'under', host: id },
      to: { z: 'discard', deck: deckOf(cardDef(c.card).kind) },
      fromId: c.id,
      obj: { id: freshId(w), card: c.card },
    });
  }
}
