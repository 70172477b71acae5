import { createHash, randomBytes } from 'node:crypto';
import { rngFromWords, type Rng, type RngWatch } from '../engine/random';

/**
 * Commit-reveal randomness (docs/design.md §5). Each match has a secret 256-bit seed kept outside the
 * event stream. Its SHA-256 (the commitment) is published in `match.created`; the seed itself is
 * revealed in `match.ended`. Anyone holding the revealed seed can re-derive every die and shuffle.
 */

export function newSeed(): string {
  return randomBytes(32).toString('hex');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function seedCommitment(seed: string): string {
  return sha256Hex(seed);
}

/**
 * The generator for the command decided at stream `version` (the number of events before it).
 * Deriving it from (seed, version) rather than storing a generator state means there is nothing
 * secret to persist besides the seed, and an audit re-derives the exact same draws. (Deviation
 * from docs/design.md §2's "generator state lives in the match state", recorded in docs/architecture.md.)
 */
export function rngFor(seed: string, version: number, watch?: RngWatch): Rng {
  const digest = createHash('sha256').update(`${seed}:${version}`, 'utf8').digest();
  return rngFromWords([digest.readInt32BE(0), digest.readInt32BE(4), digest.readInt32BE(8), digest.readInt32BE(12)], watch);
}
