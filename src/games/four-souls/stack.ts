/**
 * The stack (R-STACK-1, R-STACK-2, R-STACK-11): pushes on top, pops the top to resolve, and
 * removes any object when it is cancelled or fizzles. A card on a removed object goes to limbo
 * first and then to its discard, so a cancelled loot card is discarded before the card that
 * cancelled it (R-STACK-11).
 */
import type { ObjectId } from '../../engine';
import { cardDef } from './cards';
import { deckOf } from './decks';
import type { StackItem, ZoneRef } from './types';
import { emit, freshId, type Work } from './work';

export function push(w: Work, item: StackItem, from: { zone: ZoneRef; id: ObjectId | null } | null = null, fromPending: string | null = null): void {
  emit(w, { type: 'stack-pushed', item, from, fromPending });
}

export function top(w: Work): StackItem | null {
  return w.state.stack[w.state.stack.length - 1] ?? null;
}

/** Sends a card left in limbo by a popped object to its discard pile. */
export function discardFromLimbo(w: Work, id: ObjectId): void {
  const obj = w.state.limbo.find((c) => c.id === id);
  if (!obj) return;
  const deck = deckOf(cardDef(obj.card).kind);
  emit(w, { type: 'moved', from: { z: 'limbo' }, to: { z: 'discard', deck }, fromId: id, obj: { id: freshId(w), card: obj.card } });
}

/** R-STACK-11 / R-STACK-12: removes an object without resolving it; its card is discarded. */
export function removeWithoutEffect(w: Work, id: ObjectId, reason: 'cancel' | 'fizzle'): void {
  if (!w.state.stack.some((i) => i.id === id)) return;
  emit(w, { type: 'stack-popped', id, reason });
  discardFromLimbo(w, id);
}
