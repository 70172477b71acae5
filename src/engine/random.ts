import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/**
 * The only source of randomness the rules may use. `decide` and `setup` receive one in their
 * context; every outcome they draw must be written into the event that uses it (R-DICE-4), so
 * `evolve` and replays never draw.
 *
 * The generator is pure-rand's xoroshiro128+. The server seeds it per command from the match's
 * secret seed and the stream version the command is decided on (see `deriveSeedWords` in
 * src/fairness), so the generator's state never has to be stored and an audit can re-derive
 * every draw once the seed is revealed.
 */
export interface Rng {
  /** A uniform integer in [from, to], both included. */
  int(from: number, to: number): number;
  /** A six-sided die (R-DICE-1). */
  d6(): number;
  /** A new array with the items in a uniformly random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** One item chosen uniformly; throws on an empty list. */
  pick<T>(items: readonly T[]): T;
  /** How many raw draws were taken (for tests and audits). */
  readonly draws: number;
}

/** One raw draw: its range and the value drawn (what a dice proof re-derives). */
export interface Draw {
  readonly from: number;
  readonly to: number;
  readonly value: number;
}

/** One shuffle: what it was given, the order it gave, and how many raw draws came before it (what a shuffle proof re-derives). */
export interface Shuffled {
  readonly items: readonly unknown[];
  readonly order: readonly unknown[];
  readonly drawsBefore: number;
}

/** Who watches a generator's outcomes (the dice and shuffle proofs); a match's decider watches nothing. */
export interface RngWatch {
  readonly draw?: (draw: Draw) => void;
  readonly shuffle?: (shuffle: Shuffled) => void;
}

class PureRng implements Rng {
  private count = 0;
  constructor(
    private readonly gen: RandomGenerator,
    private readonly watch?: RngWatch,
  ) {}

  get draws(): number {
    return this.count;
  }

  int(from: number, to: number): number {
    if (!Number.isInteger(from) || !Number.isInteger(to) || to < from) {
      throw new RangeError(`Rng.int: bad range [${from}, ${to}]`);
    }
    this.count += 1;
    const value = uniformInt(this.gen, from, to);
    this.watch?.draw?.({ from, to, value });
    return value;
  }

  d6(): number {
    return this.int(1, 6);
  }

  shuffle<T>(items: readonly T[]): T[] {
    const drawsBefore = this.count;
    const out = [...items];
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = this.int(0, i);
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    this.watch?.shuffle?.({ items, order: [...out], drawsBefore });
    return out;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Rng.pick: empty list');
    return items[this.int(0, items.length - 1)] as T;
  }
}

/**
 * A generator from four 32-bit words of seed material (e.g. the first 16 bytes of a SHA-256).
 * The words must not all be zero.
 */
export function rngFromWords(words: readonly number[], watch?: RngWatch): Rng {
  if (words.length !== 4) throw new RangeError('rngFromWords needs exactly 4 words');
  const state: number[] = words.map((w) => w | 0);
  if (!state.some((w) => w !== 0)) state[3] = 1;
  return new PureRng(xoroshiro128plusFromState(state), watch);
}

/** Convenience for tests and bots: a generator from one integer seed. */
export function rngFromInt(seed: number): Rng {
  const s = seed | 0;
  // Spread one integer over the 128-bit state with distinct odd constants (splitmix-style).
  return rngFromWords([s ^ 0x9e3779b9, Math.imul(s, 0x85ebca6b) ^ 0xc2b2ae35, s ^ 0x27d4eb2f, Math.imul(s ^ 0x165667b1, 0x2545f491) | 1]);
}
