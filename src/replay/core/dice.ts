import type { AnyGameDefinition } from '../../engine/game-definition';
import type { MatchCreated } from '../../match-domain';
import type { MatchRecord } from './record';
import { shuffleProofs, type ShuffleProof } from './shuffles';
import { watchedDecisions, type WatchedDecision } from './watched-decisions';

/**
 * Dice a reviewer can check (docs/replay.md, "Dice and shuffle proofs"). A command decided at
 * stream version v draws from the generator seeded by SHA-256(`seed:v`) (src/fairness/seed.ts),
 * whose seed's SHA-256 was published in match.created. For each die the rules rolled, the proof
 * gives what a verifier needs to draw it again without the rules: the version, the ranges of the
 * draws the command made before it (each range consumes the generator differently), its own range,
 * and the value the record holds. src/client/roll-proof.ts redoes the derivation (WebCrypto, in a
 * browser too).
 */
export interface RollProof {
  /** The event that records the die. */
  readonly seq: number;
  /** The version the command was decided on: the generator is SHA-256(`seed:version`). */
  readonly version: number;
  /** The ranges of the command's earlier draws, in order: [from, to]. */
  readonly before: readonly (readonly [number, number])[];
  readonly from: number;
  readonly to: number;
  /** The die as the record holds it. */
  readonly value: number;
}

export interface DiceProofs {
  readonly matchId: string;
  /** SHA-256 of the seed, published in match.created before any die was rolled. */
  readonly seedCommitment: string;
  /** The seed, revealed in match.ended. */
  readonly seed: string;
  readonly rolls: readonly RollProof[];
  /** Every deck order the generator gave (shuffles.ts), in seq order. */
  readonly shuffles: readonly ShuffleProof[];
}

/** The proof of every die rolled and every deck shuffled in a finished match (a game without `causes.rolled` rolls none). */
export function diceProofs(def: AnyGameDefinition, record: MatchRecord, seed: string): DiceProofs {
  const created = record.events[0]?.payload as MatchCreated | undefined;
  const decisions = watchedDecisions(def, record, seed);
  return {
    matchId: record.matchId,
    seedCommitment: created?.seedCommitment ?? '',
    seed,
    rolls: decisions.flatMap((d) => rollsOf(def, d)),
    shuffles: decisions.flatMap((d) => shuffleProofs(def, d)),
  };
}

/** The dice of one decision: the game's recorded dice paired, in order, with the generator's 1–6 draws. */
function rollsOf(def: AnyGameDefinition, d: WatchedDecision): RollProof[] {
  const rolled = def.causes?.rolled;
  if (!rolled) return [];
  const dice = d.draws.flatMap((draw, k) => (draw.from === 1 && draw.to === 6 ? [k] : []));
  return rolled(d.batch).flatMap((value, k): RollProof[] => {
    const at = value === null ? undefined : dice.shift();
    const draw = at === undefined ? undefined : d.draws[at];
    if (value === null || at === undefined || !draw) return [];
    const before = d.draws.slice(0, at).map((p) => [p.from, p.to] as const);
    return [{ seq: d.recorded[k]!.seq, version: d.version, before, from: draw.from, to: draw.to, value }];
  });
}
