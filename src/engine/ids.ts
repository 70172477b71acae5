/**
 * Object identity (R-ZONE-1): every card instance in a zone is an object with its own id, and a
 * card that changes zone becomes a new object with a new id. Ids are allocated from a counter kept
 * in the game state, so allocation is deterministic and replays give the same ids. The allocated
 * ids are written into the events that create the objects; `evolve` only copies them.
 */
export type ObjectId = string;

export interface IdCounter {
  readonly nextObjectId: number;
}

/** `count` fresh ids starting at the state's counter; the caller records them in an event. */
export function allocateIds(counter: IdCounter, count: number, prefix = 'o'): ObjectId[] {
  const ids: ObjectId[] = [];
  for (let i = 0; i < count; i += 1) ids.push(`${prefix}${counter.nextObjectId + i}`);
  return ids;
}

/** The counter value after the ids in `ids` (allocated with `allocateIds`) are consumed. */
export function counterAfter(ids: readonly ObjectId[], current: number, prefix = 'o'): number {
  let next = current;
  for (const id of ids) {
    const n = Number(id.slice(prefix.length));
    if (Number.isInteger(n) && n >= next) next = n + 1;
  }
  return next;
}
