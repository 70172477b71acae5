/*
 * Where an event records the cards a shuffle ordered, and how to read them back, the same way on
 * the server (src/replay/core/shuffles.ts) and in a browser checking an export file
 * (web/src/dispute/export-dice.ts). Pure and free of Node, so the browser bundles it.
 */

/**
 * A place in the record: a seq and a JSON pointer (RFC 6901) into that event's payload, naming one
 * card or a list of them, each a card id or an object with its id in `card` (`{ id, card }`).
 */
export interface ShuffleSite {
  /** The event that holds the cards. */
  readonly seq: number;
  /** JSON pointer into the event's payload, e.g. `/cards`, `/morgue`, `/character`. */
  readonly path: string;
}

type Json = unknown;

/** The value a JSON pointer names inside `payload`, or undefined. */
function at(payload: Json, path: string): Json {
  let here: Json = payload;
  for (const raw of path.split('/').slice(1)) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<string, Json>)[key];
  }
  return here;
}

const cardId = (v: Json): string | null =>
  typeof v === 'string' ? v : v !== null && typeof v === 'object' && typeof (v as { card?: Json }).card === 'string' ? (v as { card: string }).card : null;

/** The card ids an event's payload holds at `path`, in order; a place holding anything else reads as no cards. */
export function cardsAt(payload: Json, path: string): string[] {
  const value = at(payload, path);
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const ids = list.map(cardId);
  return ids.every((id) => id !== null) ? (ids as string[]) : [];
}

/**
 * Whether a recorded order follows from the derived one: it is that order, or its first cards (the
 * rules kept only the top: characters dealt, bonus souls); empty only for an empty shuffle. The
 * server's check and the browser's apply this one rule.
 */
export function followsFrom(order: readonly string[], derived: readonly string[]): boolean {
  if (order.length > derived.length || (order.length === 0 && derived.length > 0)) return false;
  return order.every((card, i) => derived[i] === card);
}
