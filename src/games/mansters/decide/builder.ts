import { emitEvent, startDecision, type Decision, type Rng } from '../../../engine';
import type { MEvent } from '../events';
import { evolve } from '../evolve';
import type { CardInstance, MState } from '../state';

/** The engine's decision (src/engine/decision.ts), plus the next object id to hand out. */
export interface Builder extends Decision<MState, MEvent> {
  /** Next object id to hand out (may run ahead of state.nextObjectId inside one decision). */
  nextId: number;
}

export function builder(state: MState, rng: Rng): Builder {
  return { ...startDecision<MState, MEvent>(state, rng), nextId: state.nextObjectId };
}

export function emit(b: Builder, event: MEvent): void {
  emitEvent(b, event, evolve);
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
