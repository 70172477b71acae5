import type { Rng } from './random';

/**
 * The working state of one `decide` (or one setup), the same in every game: each event is folded
 * with the game's `evolve` as it is emitted, so every later rule sees the consequences of the
 * earlier ones, and a replay that folds the stored events gets the same states (docs/design.md §2).
 * Mutable, but it never escapes the decision. A game extends it with what its rules need beside
 * (Four Souls: the happenings triggers react to; Mansters: the next object id).
 */
export interface Decision<S, E> {
  state: S;
  readonly events: E[];
  readonly rng: Rng;
}

/** A decision that starts from `state`, with no events yet. */
export function startDecision<S, E>(state: S, rng: Rng): Decision<S, E> {
  return { state, events: [], rng };
}

/** Appends `event` and folds it at once. */
export function emitEvent<S, E>(decision: Decision<S, E>, event: E, evolve: (state: S, event: E) => S): void {
  decision.events.push(event);
  decision.state = evolve(decision.state, event);
}
