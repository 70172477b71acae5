import type { BranchOrigin, MatchCreated } from './framing';

/**
 * Marks a player or reviewer must see wherever a match is shown: a match that was not dealt
 * fairly, or that was not played on this server. Every surface (summary, socket snapshot, replay,
 * audit, export) carries the same list with the same words, so a page can show `text` as it is.
 */
export type MatchMark =
  /** Created with `setup` (SCENARIO_MODE): the creator chose decks and hands. */
  | { readonly kind: 'scenario'; readonly text: string }
  /**
   * Stored from an export file (POST /matches/import), not played here. `signedBy`: the key id of
   * the server whose signature the file came with (verified at import), or null for an unsigned
   * import: nothing but the uploader's word vouches for its history.
   */
  | { readonly kind: 'imported'; readonly importedAt: string; readonly signedBy: string | null; readonly text: string }
  /** A sandbox: branched from a step of another match to explore; not a real match (unlisted, unrated, never imported). */
  | { readonly kind: 'sandbox'; readonly origin: BranchOrigin; readonly text: string }
  /** Rated: its creator chose so; the result changes the players' ratings (docs/accounts.md, "Ratings and profiles"). */
  | { readonly kind: 'rated'; readonly text: string };

export const SCENARIO_MARK_TEXT = 'decks and hands were set by the creator: not a fair shuffle';

export const RATED_MARK_TEXT = "rated: the result changes the players' ratings (seats of accounts and bots; not if it ends before anyone moves)";

/** How an imported match came here: when, and whose verified signature it carries (null: none). */
export interface ImportMarkFacts {
  /** ISO-8601 time of the import (this server's clock). */
  readonly importedAt: string;
  /** Key id of the signature verified at import, or null for an unsigned import. */
  readonly signedBy: string | null;
}

/**
 * `imported`: null for a match played on this server; `sandbox`: the origin of a sandbox, else
 * null; `rated`: the creator's choice (match.created). A match is marked rated only when it is
 * rated here: never an import (rated, if at all, where it was played), a scenario or a sandbox.
 */
export function matchMarks(scenario: boolean, imported: ImportMarkFacts | null, sandbox: BranchOrigin | null, rated: boolean): MatchMark[] {
  const marks: MatchMark[] = [];
  if (sandbox !== null) marks.push({ kind: 'sandbox', origin: sandbox, text: sandboxText(sandbox) });
  if (scenario) marks.push({ kind: 'scenario', text: SCENARIO_MARK_TEXT });
  if (imported !== null) marks.push({ kind: 'imported', importedAt: imported.importedAt, signedBy: imported.signedBy, text: importedText(imported) });
  if (rated && !scenario && imported === null && sandbox === null) marks.push({ kind: 'rated', text: RATED_MARK_TEXT });
  return marks;
}

function importedText({ importedAt, signedBy }: ImportMarkFacts): string {
  return signedBy === null
    ? `unsigned import on ${importedAt}: recorded elsewhere, not played on this server, and no trusted server's signature vouches for its history`
    : `imported from a file on ${importedAt}: recorded elsewhere, not played on this server; its history is signed by key ${signedBy}`;
}

/** The origin of a sandbox match, or null for a real match. */
export function sandboxOrigin(created: Pick<MatchCreated, 'branch'> | null | undefined): BranchOrigin | null {
  return created?.branch?.from ?? null;
}

function sandboxText({ matchId, step }: BranchOrigin): string {
  return `sandbox branched from match ${matchId} at step ${step}: an exploration, not a real match (unlisted, unrated, never imported)`;
}
