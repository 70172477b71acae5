import type { LoadedMatch } from '../../matches';

/** Correspondence matches (deadlines of days, players away) are the ones told by push; a live match's players are at the table. */
export function isCorrespondence(match: LoadedMatch): boolean {
  return match.state.match.created?.deadlines?.mode === 'correspondence';
}
