import { createHash } from 'node:crypto';

/**
 * The seed of one searching-bot decision: derived from the match, the seq the decision is made on
 * and the seat, so the same decision is searched the same way again (a replayed or audited
 * match re-runs the recorded command; a rerun of the search finds the same one). It is not the
 * match's secret seed, so a bot's choice reveals nothing about future draws.
 */
export function searchSeed(matchId: string, seq: number, seat: number): number[] {
  const digest = createHash('sha256').update(`bot-search:${matchId}:${seq}:${seat}`).digest();
  return [digest.readInt32BE(0), digest.readInt32BE(4), digest.readInt32BE(8), digest.readInt32BE(12)];
}
