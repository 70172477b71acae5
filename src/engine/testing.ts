import type { DecideContext, GameDefinition, Typed } from './game-definition';
import { isRejection, type Rejection } from './rejection';
import { rngFromInt, type Rng } from './random';
import type { CommandOrigin, Seat } from './types';

/**
 * Given / when / then helpers for rules tests (Emmett style). A game's own scenario DSL builds its
 * tables on top of these.
 */
export function foldEvents<S, E extends Typed>(def: GameDefinition<S, Typed, E>, events: readonly E[], from?: S): S {
  let state = from ?? def.initialState();
  for (const e of events) state = def.evolve(state, e);
  return state;
}

export interface Step<S, E> {
  readonly state: S;
  readonly events: E[];
}

/** Runs one command: the events it produced and the state after them, or the rejection. */
export function act<S, C extends Typed, E extends Typed>(
  def: GameDefinition<S, C, E>,
  state: S,
  seat: Seat,
  command: C,
  rng: Rng = rngFromInt(1),
  origin: CommandOrigin = 'player',
): Step<S, E> | Rejection {
  const ctx: DecideContext = { seat, origin, rng };
  const result = def.decide(state, command, ctx);
  if (isRejection(result)) return result;
  return { state: foldEvents(def, result, state), events: result };
}

/** Like `act`, but throws on a rejection (for the "given" part of a test). */
export function actOk<S, C extends Typed, E extends Typed>(def: GameDefinition<S, C, E>, state: S, seat: Seat, command: C, rng?: Rng): Step<S, E> {
  const r = act(def, state, seat, command, rng);
  if (isRejection(r)) throw new Error(`expected ${command.type} by seat ${seat} to be accepted, got ${r.code} (${r.rule}): ${r.message}`);
  return r;
}
