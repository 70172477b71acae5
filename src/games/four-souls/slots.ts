/**
 * Shop and monster slots (R-ZONE-2, R-ZONE-6, R-REFILL-1..5). Only the top card of a slot is in
 * play; when it leaves, the card under it enters play as a new object (R-ZONE-1, seed 003).
 * An empty slot gets a refill object on the stack unless something on the stack (or resolving)
 * is already about that slot.
 */
import { monsterDef } from './cards';
import { ensureDeck, takeTop } from './decks';
import { push } from './stack';
import type { CardObj, FsState, SlotKind, StackItem, ZoneRef } from './types';
import { emit, freshId, type Work } from './work';
import { slotTop } from './zones';

/** Moves the top object of a slot to `to` (a new object) and uncovers the card below, if any. */
export function leaveSlot(w: Work, kind: SlotKind, slot: number, to: ZoneRef): CardObj | null {
  const topObj = slotTop(w.state, kind, slot);
  if (!topObj) return null;
  const obj: CardObj = { id: freshId(w), card: topObj.card };
  emit(w, { type: 'moved', from: { z: 'slot', kind, slot }, to, fromId: topObj.id, obj });
  uncover(w, kind, slot);
  return obj;
}

/** R-ZONE-6: the covered card now on top enters play as a new object. */
export function uncover(w: Work, kind: SlotKind, slot: number): void {
  const under = slotTop(w.state, kind, slot);
  if (!under) return;
  const z: ZoneRef = { z: 'slot', kind, slot };
  emit(w, { type: 'moved', from: z, to: z, fromId: under.id, obj: { id: freshId(w), card: under.card } });
}

function aboutSlot(item: StackItem, kind: SlotKind, slot: number): boolean {
  if (item.kind === 'refill') return item.slotKind === kind && item.slot === slot;
  if (kind === 'monster' && (item.kind === 'dead-monster' || item.kind === 'event')) return item.slot === slot;
  return false;
}

/**
 * Whether an empty slot of this kind can ever be filled: a shop slot needs a treasure card in the
 * treasure deck or discard; a monster slot needs a MONSTER card in the monster deck or discard
 * (ruling: otherwise revealing events would go on forever, so the slot stays empty).
 */
export function canRefill(s: FsState, kind: SlotKind): boolean {
  if (kind === 'shop') return s.decks.treasure.length + s.discards.treasure.length > 0;
  return s.decks.monster.some((c) => monsterDef(c.card)) || s.discards.monster.some((c) => monsterDef(c.card));
}

/** Empty slots that need a refill object (R-REFILL-1), skipping slots whose refill is under way. */
export function slotsToRefill(s: FsState): { kind: SlotKind; slot: number }[] {
  const out: { kind: SlotKind; slot: number }[] = [];
  for (const kind of ['monster', 'shop'] as const) {
    s.slots[kind].forEach((cards, slot) => {
      if (cards.length > 0) return;
      if (s.stack.some((i) => aboutSlot(i, kind, slot))) return;
      if (s.resolving && aboutSlot(s.resolving.item, kind, slot)) return;
      if (canRefill(s, kind)) out.push({ kind, slot });
    });
  }
  return out;
}

export function pushRefills(w: Work): boolean {
  const todo = slotsToRefill(w.state);
  for (const t of todo) push(w, { kind: 'refill', id: freshId(w), controller: w.state.turn.active, targets: [], slotKind: t.kind, slot: t.slot });
  return todo.length > 0;
}

/**
 * R-REFILL-2/3: a shop slot takes whatever the top treasure is; a monster slot takes a monster,
 * while a non-monster card is played by the active player (it goes on the stack; the slot stays
 * empty, and once the card resolves a new refill repeats the step).
 */
export function resolveRefill(w: Work, item: Extract<StackItem, { kind: 'refill' }>): void {
  if (w.state.slots[item.slotKind][item.slot]!.length > 0 || !canRefill(w.state, item.slotKind)) return;
  if (item.slotKind === 'shop') {
    takeTop(w, 'treasure', { z: 'slot', kind: 'shop', slot: item.slot });
    return;
  }
  if (!ensureDeck(w, 'monster')) return;
  const card = w.state.decks.monster[0]!.card;
  if (monsterDef(card)) {
    takeTop(w, 'monster', { z: 'slot', kind: 'monster', slot: item.slot });
    return;
  }
  playEventFromDeck(w, item.slot);
}

/** A non-monster card revealed from the monster deck is played: it goes on the stack (R-CARD-5). */
export function playEventFromDeck(w: Work, slot: number | null): void {
  if (!ensureDeck(w, 'monster')) return;
  const card = w.state.decks.monster[0]!.card;
  push(w, { kind: 'event', id: freshId(w), controller: w.state.turn.active, targets: [], card, slot }, { zone: { z: 'deck', deck: 'monster' }, id: null });
}
