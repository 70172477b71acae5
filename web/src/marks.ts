import { momentHash } from './dispute/replay-link';

/* The trust marks in words: the same on the lobby, the table, the replay and the dispute page. A
 * page adds a mark only when the match has it (never a hidden one that CSS could show): the
 * component `ui/Marks.tsx` draws a match's marks, `lobby/MatchTable.tsx` a lobby row's. */

/** A scenario match: decks and hands set by its creator. */
export const SCENARIO_MARK = 'scenario: decks and hands were set by the creator: not a fair shuffle';

/** A rated match, in short (the lobby's title): the table and the replay show the server's own words. */
export const RATED_MARK = "rated: the result changes the players' ratings";

/**
 * An imported match: its log came from an export file, not from play on this server. Without a
 * signature the server trusts (`signedBy` null), nothing but the uploader's word vouches for it.
 */
export const importedText = (at: string, signedBy: string | null): string =>
  signedBy === null
    ? `unsigned import: imported from an export file (${new Date(at).toLocaleString()}) that no trusted server signed`
    : `imported: this match was played elsewhere and loaded from its export file (${new Date(at).toLocaleString()}), signed by key ${signedBy}`;

/** Where a sandbox was branched: the origin match and its step (an event step when `unit` says so). */
type SandboxOrigin = { readonly matchId: string; readonly step: number; readonly unit?: string };

/** A sandbox: branched from a step of another match (named by its title once read) to explore; not a real match. */
export const sandboxText = (origin: SandboxOrigin, title: string | null): string =>
  `sandbox: branched from ${title ?? 'another match'} at ${origin.unit === 'event' ? 'event ' : ''}step ${origin.step}; an exploration, not a real match (unlisted, unrated)`;

/** The link back to a sandbox's origin: that step in the omniscient replay. */
export const originHref = (origin: SandboxOrigin): string =>
  momentHash({ matchId: origin.matchId, unit: origin.unit === 'event' ? 'event' : 'action', step: origin.step, viewer: 'omniscient' });
