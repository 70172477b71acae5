import type { Rng } from '../../../engine';
import type { MEvent } from '../events';
import { evolve } from '../evolve';
import type { CardInstance, MState } from '../state';

/**
 * The working state of one decision: events are appended one at a time and folded immediately, so
 * each later rule sees the consequences of the earlier ones (and replay gives the same state).
 * Mutable, but it never escapes decide/setup.
 */
export interface Builder {
  state: MState;
  readonly events: MEvent[];
  readonly rng: Rng;
  /** Next object id to hand out (may run ahead of state.nextObjectId inside one decision). */
  nextId: number;
}

export function builder(state: MState, rng: Rng): Builder {
  return { state, events: [], rng, nextId: state.nextObjectId };
}

export function emit(b: Builder, event: MEvent): void {
  b.events.push(event);
  b.state = evolve(b.state, event);
}

/** Fresh instances (new object ids) for card definition ids: every zone change gets new ids. */
export function fresh(b: Builder, cards: readonly string[]): CardInstance[] {
  const out = cards.map((card, i) => ({ id: `c${b.nextId + i}`, card }));
  b.nextId += cards.length;
  return out;
}

export function freshOne(b: Builder, card: string): CardInstance {
  const id = `c${b.nextId}`;
  b.nextId += 1;
  return { id, card };
}
