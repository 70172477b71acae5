import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { generatorAfter, seedMatches } from './seed-generator';

/**
 * Checks one die of a finished match from its proof (GET /matches/:id/dispute/dice), with
 * WebCrypto only, so a browser (or any JavaScript runtime) needs neither the server nor the rules:
 * the seed's SHA-256 must be the commitment published at creation; the generator of the command is
 * the server's (seed-generator.ts); drawing the earlier ranges and then this one must give the
 * recorded value.
 */
export interface RollToCheck {
  readonly version: number;
  readonly before: readonly (readonly [number, number])[];
  readonly from: number;
  readonly to: number;
  /** The value to check: the record's (or an export file's) die. */
  readonly value: number;
}

export interface RollCheck {
  readonly commitmentOk: boolean;
  /** The die the seed gives. */
  readonly derived: number;
  readonly ok: boolean;
}

export async function checkRoll(seed: string, seedCommitment: string, roll: RollToCheck): Promise<RollCheck> {
  const commitmentOk = await seedMatches(seed, seedCommitment);
  const derived = uniformInt(await generatorAfter(seed, roll.version, roll.before), roll.from, roll.to);
  return { commitmentOk, derived, ok: commitmentOk && derived === roll.value };
}
