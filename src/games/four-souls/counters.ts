/**
 * Counters on objects. A counter belongs to one object: a card that changes zone is a new object
 * without counters (R-ZONE-1), and a card covered in a slot loses them (R-ZONE-6, zones.ts
 * `addTo`). Counters live on characters, items and objects in slots (the objects `mapObject`
 * reaches); an op or a cost names the object, never a card.
 */
import type { ObjectId } from '../../engine';
import type { CardObj, FsState } from './types';
import { emit, type Work } from './work';
import { activeMonsters, findItem, slotTop } from './zones';

/** The object in play with this id that can hold counters (a character, an item, a slot's top). */
export function counterHolder(s: FsState, id: ObjectId): CardObj | null {
  const own = findItem(s, id);
  if (own) return own;
  const monster = activeMonsters(s).find((m) => m.obj.id === id);
  if (monster) return monster.obj;
  for (let i = 0; i < s.slots.shop.length; i += 1) if (slotTop(s, 'shop', i)?.id === id) return slotTop(s, 'shop', i);
  return null;
}

/** Puts `n` counters on an object in play, or removes up to `-n` (never below 0). */
export function addCounters(w: Work, id: ObjectId, n: number): void {
  const holder = counterHolder(w.state, id);
  if (!holder) return;
  const delta = n < 0 ? -Math.min(-n, holder.counters ?? 0) : n;
  if (delta !== 0) emit(w, { type: 'counters-changed', id, delta });
}
