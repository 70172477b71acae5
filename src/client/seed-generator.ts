import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/**
 * The server's generator for a decision (src/fairness/seed.ts, rngFor) rebuilt with WebCrypto, for
 * the browser's dice and shuffle checks: xoroshiro128+ seeded with the first four big-endian 32-bit
 * words of SHA-256(`seed:version`) (all-zero words become 0,0,0,1, as src/engine/random.ts does),
 * with the decision's earlier draws already taken.
 */
async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** Whether the revealed seed's SHA-256 is the commitment published at creation. */
export async function seedMatches(seed: string, seedCommitment: string): Promise<boolean> {
  return hex(await sha256(seed)) === seedCommitment;
}

export async function generatorAfter(seed: string, version: number, before: readonly (readonly [number, number])[]): Promise<RandomGenerator> {
  const digest = new DataView((await sha256(`${seed}:${version}`)).buffer);
  const words = [0, 4, 8, 12].map((at) => digest.getInt32(at, false));
  if (!words.some((w) => w !== 0)) words[3] = 1;
  const gen = xoroshiro128plusFromState(words);
  for (const [from, to] of before) uniformInt(gen, from, to);
  return gen;
}
