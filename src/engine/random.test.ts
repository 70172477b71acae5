import { describe, expect, it } from 'vitest';
import { rngFromInt, rngFromWords } from './random';

describe('Rng (R-DICE-4: outcomes come from the seeded generator)', () => {
  it('gives the same sequence for the same seed words', () => {
    const a = rngFromWords([1, 2, 3, 4]);
    const b = rngFromWords([1, 2, 3, 4]);
    const sa = Array.from({ length: 50 }, () => a.d6());
    const sb = Array.from({ length: 50 }, () => b.d6());
    expect(sa).toEqual(sb);
    expect(new Set(sa).size).toBeGreaterThan(3);
    expect(sa.every((v) => v >= 1 && v <= 6)).toBe(true);
  });

  it('gives different sequences for different seeds', () => {
    const a = Array.from(
      { length: 20 },
      (
        (r) => () =>
          r.int(0, 1000)
      )(rngFromInt(1)),
    );
    const b = Array.from(
      { length: 20 },
      (
        (r) => () =>
          r.int(0, 1000)
      )(rngFromInt(2)),
    );
    expect(a).not.toEqual(b);
  });

  it('shuffles to a permutation and counts draws', () => {
    const r = rngFromInt(7);
    const out = r.shuffle([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...out].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(r.draws).toBe(7);
  });
});
