import { followsFrom } from '../../fairness/recorded-cards';
import { rngFor, seedCommitment } from '../../fairness/seed';
import type { DiceProofs, RollProof } from './dice';
import type { ShuffleProof } from './shuffles';

/**
 * The dice and shuffle proofs checked with the engine's own generator (src/engine/random.ts via
 * rngFor), as the offline audit prints them: no second derivation on the server. The browser's
 * port (src/client/roll-proof.ts, shuffle-proof.ts) is tested to give the same on many seeds.
 */
export interface ProofCheck<T> {
  readonly commitmentOk: boolean;
  /** What the seed gives. */
  readonly derived: T;
  readonly ok: boolean;
}

function drawnAfter(seed: string, version: number, before: readonly (readonly [number, number])[]) {
  const rng = rngFor(seed, version);
  for (const [from, to] of before) rng.int(from, to);
  return rng;
}

export function checkRollProof(seed: string, commitment: string, roll: RollProof): ProofCheck<number> {
  const commitmentOk = seedCommitment(seed) === commitment;
  const derived = drawnAfter(seed, roll.version, roll.before).int(roll.from, roll.to);
  return { commitmentOk, derived, ok: commitmentOk && derived === roll.value };
}

export function checkShuffleProof(seed: string, commitment: string, proof: ShuffleProof): ProofCheck<readonly string[]> {
  const commitmentOk = seedCommitment(seed) === commitment;
  const derived = drawnAfter(seed, proof.version, proof.before).shuffle(proof.items);
  return { commitmentOk, derived, ok: commitmentOk && followsFrom(proof.order, derived) };
}

/** Every proof of a match with its check, as the offline audit prints them. */
export interface CheckedProofs {
  readonly rolls: readonly { readonly proof: RollProof; readonly check: ProofCheck<number> }[];
  readonly shuffles: readonly { readonly proof: ShuffleProof; readonly check: ProofCheck<readonly string[]> }[];
}

export function checkProofs(proofs: DiceProofs): CheckedProofs {
  return {
    rolls: proofs.rolls.map((proof) => ({ proof, check: checkRollProof(proofs.seed, proofs.seedCommitment, proof) })),
    shuffles: proofs.shuffles.map((proof) => ({ proof, check: checkShuffleProof(proofs.seed, proofs.seedCommitment, proof) })),
  };
}
