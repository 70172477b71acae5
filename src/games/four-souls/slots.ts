/**
 * Shop, monster and room slots (R-ZONE-2, R-ZONE-6, R-REFILL-1..5, R-ROOM-1). Only the top card of a slot is in
 * play; when it leaves, the card under it enters play as a new object (R-ZONE-1, the zones page).
 * An empty slot gets a refill object on the stack unless something on the stack (or resolving)
 * is already about that slot.
 */
import { monsterDef } from './cards';
import { hasTopCard, takeTop } from './decks';
import { push } from './stack';
import type { CardObj, FsState, SlotKind, StackItem, ZoneRef } from './types';
import { emit, freshId, happen, type Work } from './work';
import { collectTriggers } from './triggers';
import { SLOT_KINDS, slotTop } from './zones';

/** Moves the top object of a slot to `to` (a new object) and uncovers the card below, if any. */
export function leaveSlot(w: Work, kind: SlotKind, slot: number, to: ZoneRef): CardObj | null {
  const topObj = slotTop(w.state, kind, slot);
  if (!topObj) return null;
  const obj: CardObj = { id: freshId(w), card: topObj.card };
  emit(w, { type: 'moved', from: { z: 'slot', kind, slot }, to, fromId: topObj.id, obj });
  uncover(w, kind, slot);
  return obj;
}

/**
 * R-ZONE-6: the covered card now on top enters play as a new object. The zones page: "Ambushes and
 * Trinkets that are covered in a slot become monsters and items again respectively when they enter
 * play from being uncovered": an uncovered monster is a monster again (its ambush triggers,
 * R-CARD-8), an uncovered item or trinket in a shop slot is an item for sale again.
 */
export function uncover(w: Work, kind: SlotKind, slot: number): void {
  const under = slotTop(w.state, kind, slot);
  if (!under) return;
  const z: ZoneRef = { z: 'slot', kind, slot };
  const id = freshId(w);
  emit(w, { type: 'moved', from: z, to: z, fromId: under.id, obj: { id, card: under.card } });
  happen(w, { on: 'entered-play', id });
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
  if (kind === 'room') return s.decks.room.length + s.discards.room.length > 0;
  return s.decks.monster.some((c) => monsterDef(c.card)) || s.discards.monster.some((c) => monsterDef(c.card));
}

/** Empty slots that need a refill object (R-REFILL-1), skipping slots whose refill is under way. */
export function slotsToRefill(s: FsState): { kind: SlotKind; slot: number }[] {
  const out: { kind: SlotKind; slot: number }[] = [];
  for (const kind of SLOT_KINDS) {
    s.slots[kind].forEach((cards, slot) => {
      if (cards.length > 0) return;
      if (s.stack.some((i) => aboutSlot(i, kind, slot))) return;
      if (s.pending.some((p) => aboutSlot(p.item, kind, slot))) return;
      if (s.resolving && aboutSlot(s.resolving.item, kind, slot)) return;
      if (canRefill(s, kind)) out.push({ kind, slot });
    });
  }
  return out;
}

/**
 * R-REFILL-1: one empty slot gets its refill object on the stack at once ('pushed'). Several slots
 * emptied at the same time are a case the stack and priority page leaves to the active player: "If
 * the timing is not outlined here, the active player chooses the order of the effects in
 * question". Their refills wait as pending effects of the active player ('pending'), so the
 * settle loop asks for their order (`order-triggers`) like any simultaneous effects.
 */
export function queueRefills(w: Work): 'pushed' | 'pending' | null {
  const todo = slotsToRefill(w.state);
  const refill = (t: { kind: SlotKind; slot: number }): StackItem => ({
    kind: 'refill',
    id: freshId(w),
    controller: w.state.turn.active,
    targets: [],
    slotKind: t.kind,
    slot: t.slot,
  });
  const [only] = todo;
  if (!only) return null;
  if (todo.length === 1) {
    push(w, refill(only));
    return 'pushed';
  }
  for (const t of todo) {
    const item = refill(t);
    emit(w, { type: 'triggered', trigger: { key: item.id, owner: w.state.turn.active, item } });
  }
  return 'pending';
}

/**
 * R-REFILL-2/3: a shop slot takes whatever the top treasure is, a room slot the top room
 * (R-ROOM-3); a monster slot takes a monster, which enters play (an ambush triggers, R-CARD-8),
 * while a non-monster card is played by the active player (it goes on the stack; the slot stays
 * empty, and once the card resolves a new refill repeats the step).
 */
export function resolveRefill(w: Work, item: Extract<StackItem, { kind: 'refill' }>): void {
  if (w.state.slots[item.slotKind][item.slot]!.length > 0 || !canRefill(w.state, item.slotKind)) return;
  if (item.slotKind === 'shop' || item.slotKind === 'room') {
    const deck = item.slotKind === 'shop' ? 'treasure' : 'room';
    if (takeTop(w, deck, { z: 'slot', kind: item.slotKind, slot: item.slot })) happen(w, { on: 'slot-refilled', kind: item.slotKind });
    return;
  }
  if (!hasTopCard(w.state, 'monster')) return;
  const card = w.state.decks.monster[0]!.card;
  if (monsterDef(card)) {
    const obj = takeTop(w, 'monster', { z: 'slot', kind: 'monster', slot: item.slot });
    if (!obj) return;
    happen(w, { on: 'slot-refilled', kind: 'monster' });
    happen(w, { on: 'entered-play', id: obj.id });
    return;
  }
  playEventFromDeck(w, item.slot);
}

/** A non-monster card revealed from the monster deck is played: it goes on the stack (R-CARD-5). */
export function playEventFromDeck(w: Work, slot: number | null): void {
  if (!hasTopCard(w.state, 'monster')) return;
  const card = w.state.decks.monster[0]!.card;
  push(w, { kind: 'event', id: freshId(w), controller: w.state.turn.active, targets: [], card, slot }, { zone: { z: 'deck', deck: 'monster' }, id: null });
}

/**
 * R-ROOM-3: the room in play is cleared: it goes to the room discard, and the empty room slot is
 * refilled like any slot (R-REFILL-1). Nothing happens in a match without a room in play.
 */
export function clearRooms(w: Work): void {
  // What happened before the room left (a monster killed) still sees it: triggers are collected first.
  collectTriggers(w);
  w.state.slots.room.forEach((_, slot) => leaveSlot(w, 'room', slot, { z: 'discard', deck: 'room' }));
}
