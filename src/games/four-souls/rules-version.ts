/**
 * The rules versions of Four Souls. A match keeps the rules it was created under (docs/replay.md,
 * "Rules versions"); the versions differ only in setup so far, which reads the number here.
 *
 * - 4: unused characters are outside the game; unused starting items exist nowhere.
 * - 5: the unused characters' eternal starting items are outside the game too, public (R-ZONE-8,
 *   the zones page: "Character cards, starting item cards, and bonus souls that aren't being used
 *   also exist outside the game").
 */
export const RULES_VERSION = 'four-souls-5';
/** Older versions this build still plays to the letter (oldest first). */
export const PAST_RULES_VERSIONS: readonly string[] = ['four-souls-4'];

/** From this number on, unused starting items are set aside outside the game (R-ZONE-8). */
export const UNUSED_STARTING_ITEMS_OUTSIDE = 5;

/** The number of a rules version string ("four-souls-5" → 5); absent, the current one. */
export function rulesNumberOf(version: string | undefined): number {
  const name = version ?? RULES_VERSION;
  const n = Number(name.slice('four-souls-'.length));
  if (!name.startsWith('four-souls-') || !Number.isInteger(n)) throw new Error(`Four Souls: no rules version ${name}`);
  return n;
}
