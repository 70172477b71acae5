/**
 * The value at an index or key that the rules guarantee is there (a seat already checked, a card
 * just found, the top of a non-empty pile). A missing one is a bug: fail loudly, naming what was
 * expected, instead of carrying `undefined` into the state.
 */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`Mansters: expected ${what}, found nothing`);
  return value;
}
