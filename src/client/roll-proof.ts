import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';

/**
 * Checks one die of a finished match from its proof (GET /matches/:id/dispute/dice), with
 * WebCrypto only, so a browser (or any JavaScript runtime) needs neither the server nor the rules:
 * the seed's SHA-256 must be the commitment published at creation; the generator of the command is
 * xoroshiro128+ seeded with the first four big-endian 32-bit words of SHA-256(`seed:version`) (as
 * the server's rngFor); drawing the earlier ranges and then this one must give the recorded value.
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

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export async function checkRoll(seed: string, seedCommitment: string, roll: RollToCheck): Promise<RollCheck> {
  const commitmentOk = hex(await sha256(seed)) === seedCommitment;
  const digest = new DataView((await sha256(`${seed}:${roll.version}`)).buffer);
  const words = [0, 4, 8, 12].map((at) => digest.getInt32(at, false));
  if (!words.some((w) => w !== 0)) words[3] = 1;
  const gen = xoroshiro128plusFromState(words);
  for (const [from, to] of roll.before) uniformInt(gen, from, to);
  const derived = uniformInt(gen, roll.from, roll.to);
  return { commitmentOk, derived, ok: commitmentOk && derived === roll.value };
}
