/** Small statistics for benchmark figures. */

/** The q-quantile (0..1) of `values` by the nearest-rank method; NaN for an empty list. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1] as number;
}

/** The median of the numbers that are not null/NaN; null when none is. */
export function median(values: readonly (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null && !Number.isNaN(v)).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 ? (known[mid] as number) : ((known[mid - 1] as number) + (known[mid] as number)) / 2;
}
