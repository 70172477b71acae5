/**
 * The rules versions of Mansters. A match keeps the rules it was created under: setup writes the
 * version's number into `game-created` (from version 3 on; older matches' events carry none and
 * read as 2), the state holds it, and the rules that changed consult it. So a match recorded under
 * an older version still decides to the same events (docs/replay.md, "Rules versions").
 *
 * - 2: openings use the play-step rules, onto either own slab (and "anywhere" cards elsewhere).
 * - 3: the opening cards form one stack on one of the player's own slabs (M-SETUP-6, the page's
 *   "play up to 3 cards from their hand to create an opening Stack").
 */
export const RULES_VERSION = 'mansters-3';
/** Older versions this build still plays to the letter (oldest first). */
export const PAST_RULES_VERSIONS: readonly string[] = ['mansters-2'];

/** The number a match plays under when its `game-created` names none (recorded before version 3). */
export const UNNUMBERED_RULES = 2;
/** From this number on, an opening builds one stack on one slab (M-SETUP-6). */
export const ONE_OPENING_STACK = 3;

/** The number of a rules version string ("mansters-3" → 3); absent, the current one. */
export function rulesNumberOf(version: string | undefined): number {
  const name = version ?? RULES_VERSION;
  const n = Number(name.slice('mansters-'.length));
  if (!name.startsWith('mansters-') || !Number.isInteger(n)) throw new Error(`Mansters: no rules version ${name}`);
  return n;
}
