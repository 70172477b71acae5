import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { followsFrom } from '../fairness/recorded-cards';
import { generatorAfter, seedMatches } from './seed-generator';

/**
 * Checks one shuffle of a finished match from its proof (GET /matches/:id/dispute/dice, `shuffles`)
 * with WebCrypto only, so a browser needs neither the server nor the rules: the seed's SHA-256
 * must be the commitment published at creation; with the decision's generator (seed-generator.ts)
 * past the earlier draws, Fisher–Yates from the bottom (the card at i swaps with a uniform j in
 * [0, i], as src/engine/random.ts shuffles) must give the recorded order, or its first cards.
 */
export interface ShuffleToCheck {
  readonly version: number;
  readonly before: readonly (readonly [number, number])[];
  readonly items: readonly string[];
  /** The order to check: the record's (or an export file's). */
  readonly order: readonly string[];
}

export interface ShuffleCheck {
  readonly commitmentOk: boolean;
  /** The order the seed gives. */
  readonly derived: readonly string[];
  readonly ok: boolean;
}

/** The order the seed gives the items at `version` after the earlier draws. */
export async function deriveShuffle(
  seed: string,
  version: number,
  before: readonly (readonly [number, number])[],
  items: readonly string[],
): Promise<string[]> {
  const gen = await generatorAfter(seed, version, before);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = uniformInt(gen, 0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export async function checkShuffle(seed: string, seedCommitment: string, shuffle: ShuffleToCheck): Promise<ShuffleCheck> {
  const commitmentOk = await seedMatches(seed, seedCommitment);
  const derived = await deriveShuffle(seed, shuffle.version, shuffle.before, shuffle.items);
  return { commitmentOk, derived, ok: commitmentOk && followsFrom(shuffle.order, derived) };
}
