/**
 * Card usage in a match's events (test support for the bot suite's report): a card counts as
 * played each time it goes on the stack (a loot card, an item's or character's ability, a
 * trigger, an event or curse revealed, a killed monster), enters a player's items (an item
 * gained or bought) or enters a room slot (a room put into play, R-ROOM-1).
 */
import type { CardId } from '../types';
import type { FsEvent } from '../events';

export function cardPlays(events: readonly FsEvent[]): Map<CardId, number> {
  const out = new Map<CardId, number>();
  const add = (id: CardId) => out.set(id, (out.get(id) ?? 0) + 1);
  for (const e of events) {
    if (e.type === 'stack-pushed') {
      const i = e.item;
      if (i.kind === 'loot' || i.kind === 'event' || i.kind === 'dead-monster') add(i.card);
      else if (i.kind === 'ability' || i.kind === 'trigger') add(i.sourceCard);
    } else if (e.type === 'moved' && e.to.z === 'items' && e.from.z !== 'limbo') add(e.obj.card);
    else if (e.type === 'moved' && e.to.z === 'slot' && e.to.kind === 'room') add(e.obj.card);
  }
  return out;
}

/** Adds `b` into `a`. */
export function mergePlays(a: Map<CardId, number>, b: ReadonlyMap<CardId, number>): void {
  for (const [k, v] of b) a.set(k, (a.get(k) ?? 0) + v);
}
