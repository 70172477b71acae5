/**
 * Numeric helpers of the store/e2e/engine/replay/cold-start sections: percentiles, rates,
 * rounding for tables, a seeded generator and sleep.
 */

/** Nearest-rank percentile (p in 0..100) of unsorted samples; NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function median(samples: readonly number[]): number {
  return percentile(samples, 50);
}

/** A rate per second, rounded. */
export function perSecond(count: number, ms: number): number {
  return ms > 0 ? Math.round((count / ms) * 1000) : 0;
}

/** Milliseconds with a precision that suits their size (0.012, 0.35, 4.2, 120); '–' for none. */
export function ms(value: number): number | string {
  if (!Number.isFinite(value)) return '–';
  if (value < 0.1) return Number(value.toFixed(3));
  if (value < 10) return Number(value.toFixed(2));
  if (value < 100) return Number(value.toFixed(1));
  return Math.round(value);
}

export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Mulberry32: a tiny seeded generator for load clients (reproducible choices, no dependency). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const sleep = (msToWait: number): Promise<void> => new Promise((r) => setTimeout(r, msToWait));
