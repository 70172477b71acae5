/**
 * Marks a player or reviewer must see wherever a match is shown: a match that was not dealt
 * fairly, or that was not played on this server. Every surface (summary, socket snapshot, replay,
 * audit, export) carries the same list with the same words, so a page can show `text` as it is.
 */
export type MatchMark =
  /** Created with `setup` (SCENARIO_MODE): the creator chose decks and hands. */
  | { readonly kind: 'scenario'; readonly text: string }
  /** Stored from an export file (POST /matches/import), not played here. */
  | { readonly kind: 'imported'; readonly importedAt: string; readonly text: string };

export const SCENARIO_MARK_TEXT = 'decks and hands were set by the creator: not a fair shuffle';

/** `importedAt`: ISO-8601 time of the import, or null for a match played on this server. */
export function matchMarks(scenario: boolean, importedAt: string | null): MatchMark[] {
  const marks: MatchMark[] = [];
  if (scenario) marks.push({ kind: 'scenario', text: SCENARIO_MARK_TEXT });
  if (importedAt !== null) {
    marks.push({ kind: 'imported', importedAt, text: `imported from a file on ${importedAt}: recorded elsewhere, not played on this server` });
  }
  return marks;
}
