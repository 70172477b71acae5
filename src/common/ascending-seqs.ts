/**
 * Searches in an ascending list of seqs (turn starts, resolutions, step ends): binary, because a
 * long match has thousands of them and a finished match's step index asks once per step.
 */

/** How many of the ascending `seqs` are below `seq`. */
export function countBelow(seqs: readonly number[], seq: number): number {
  let lo = 0;
  let hi = seqs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((seqs[mid] ?? 0) < seq) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first of `seqs` after `seq`, or null. */
export const firstAfter = (seqs: readonly number[], seq: number): number | null => seqs[countBelow(seqs, seq + 1)] ?? null;

/** The last of `seqs` before `seq`, or null. */
export const lastBefore = (seqs: readonly number[], seq: number): number | null => seqs[countBelow(seqs, seq) - 1] ?? null;
