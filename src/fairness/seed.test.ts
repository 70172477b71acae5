import { describe, expect, it } from 'vitest';
import { newSeed, rngFor, seedCommitment } from './seed';

describe('commit-reveal seed (docs/design.md §5)', () => {
  it('commits to the seed with SHA-256 and a different seed gives a different commitment', () => {
    const seed = newSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(seedCommitment(seed)).toMatch(/^[0-9a-f]{64}$/);
    expect(seedCommitment(seed)).not.toBe(seedCommitment(newSeed()));
  });

  it('derives the same draws for the same seed and version, and other draws for another version', () => {
    const seed = newSeed();
    const draw = (v: number) =>
      Array.from(
        { length: 16 },
        (
          (r) => () =>
            r.d6()
        )(rngFor(seed, v)),
      );
    expect(draw(5)).toEqual(draw(5));
    expect(draw(5)).not.toEqual(draw(6));
  });
});
