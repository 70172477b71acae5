import type { AnyGameDefinition } from '../../engine/game-definition';
import { cardsAt, type ShuffleSite } from '../../fairness/recorded-cards';
import type { WatchedDecision } from './watched-decisions';

/**
 * Shuffles a reviewer can check (docs/replay.md, "Dice and shuffle proofs"): for each deck the
 * generator ordered, what a verifier needs to shuffle it again without the rules. The generator is
 * the decision's, SHA-256(`seed:version`); the earlier draws of that decision are drawn first (a
 * shuffle of n cards takes n - 1 draws, Fisher–Yates from the bottom); then the cards as the rules
 * gave them are shuffled. The record's order (read where the game says it is written) must be that
 * order, or its first cards when the rules keep only the top. src/client/shuffle-proof.ts redoes it
 * with WebCrypto in a browser; proof-check.ts with the engine's own generator.
 */
export interface ShuffleProof {
  /** The first event that records the order. */
  readonly seq: number;
  /** What was shuffled, in words ("loot deck", "characters"). */
  readonly label: string;
  /** The version it was decided on: the generator is SHA-256(`seed:version`). */
  readonly version: number;
  /** The ranges of the decision's draws before the shuffle, in order: [from, to]. */
  readonly before: readonly (readonly [number, number])[];
  /** The cards in the order the rules gave them to the shuffle. */
  readonly items: readonly string[];
  /** Where the record holds the order (a seq and a JSON pointer into that event's payload). */
  readonly sites: readonly ShuffleSite[];
  /** The order as the record holds it there, top first. */
  readonly order: readonly string[];
}

/**
 * The shuffles of one decision: the game's recorded orders paired, in order, with the generator's
 * shuffles. A shuffle without a recorded order, or an order without a shuffle, is a proof that
 * fails; a game without `causes.shuffled` proves none.
 */
export function shuffleProofs(def: AnyGameDefinition, d: WatchedDecision): ShuffleProof[] {
  const shuffled = def.causes?.shuffled;
  // A game that does not say where it records its shuffles has none to prove (as dice without `rolled`).
  if (!shuffled) return [];
  const located = shuffled(d.batch);
  const count = Math.max(located.length, d.shuffles.length);
  return Array.from({ length: count }, (_, k): ShuffleProof => {
    const shuffle = d.shuffles[k];
    const where = located[k];
    const sites = (where?.sites ?? []).flatMap((s) => {
      const event = d.recorded[s.index];
      return event ? [{ seq: event.seq, path: s.path }] : [];
    });
    const order = sites.flatMap((s) => cardsAt(d.recorded.find((e) => e.seq === s.seq)?.payload, s.path));
    const before = shuffle ? d.draws.slice(0, shuffle.drawsBefore).map((p) => [p.from, p.to] as const) : [];
    return {
      seq: sites[0]?.seq ?? d.recorded[0]?.seq ?? 0,
      label: where?.label ?? 'a shuffle the record does not show',
      version: d.version,
      before,
      items: (shuffle?.items ?? []).map(String),
      sites,
      order,
    };
  });
}
