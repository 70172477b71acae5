import type { AnyGameDefinition, GameDefinition, Typed } from './game-definition';
import type { Outcome, Seat } from './types';

/**
 * A match stream is the game's events framed by two generic events that the server writes:
 * `match.created` first (game, rules version, seats, options, the seed commitment, whether it is a
 * scenario) and `match.ended` last (the outcome and the revealed seed, DESIGN §5).
 */
export interface MatchCreated {
  readonly type: 'match.created';
  readonly gameId: string;
  readonly rulesVersion: string;
  readonly seatCount: number;
  readonly options: unknown;
  /** Hex SHA-256 of the secret seed. */
  readonly seedCommitment: string;
  readonly scenario: boolean;
}

export interface MatchEnded {
  readonly type: 'match.ended';
  readonly outcome: Outcome;
  /** The seed, revealed now that the match is over. */
  readonly seed: string;
}

export type MatchEvent = MatchCreated | MatchEnded;

export function isMatchEvent(event: Typed): event is MatchEvent {
  return event.type === 'match.created' || event.type === 'match.ended';
}

/**
 * Events the server writes around the game's own (`match.*`, and `seat.*` such as `seat.claimed`).
 * They count as stream events but never reach a game's `evolve`; games must not use these prefixes.
 */
export function isFramingEventType(type: string): boolean {
  return type.startsWith('match.') || type.startsWith('seat.');
}

export interface MatchState<S> {
  /** Number of events folded so far (the stream version). */
  readonly version: number;
  readonly created: MatchCreated | null;
  readonly ended: MatchEnded | null;
  readonly game: S;
}

export function initialMatchState<S>(def: GameDefinition<S, Typed, Typed>): MatchState<S> {
  return { version: 0, created: null, ended: null, game: def.initialState() };
}

/** Folds one stored event (generic or game) into the match state. */
export function evolveMatch<S>(def: AnyGameDefinition, state: MatchState<S>, event: Typed): MatchState<S> {
  const version = state.version + 1;
  if (event.type === 'match.created') return { ...state, version, created: event as MatchCreated };
  if (event.type === 'match.ended') return { ...state, version, ended: event as MatchEnded };
  if (isFramingEventType(event.type)) return { ...state, version };
  return { ...state, version, game: def.evolve(state.game, event) as S };
}

export function foldMatch<S>(def: AnyGameDefinition, events: readonly Typed[], from?: MatchState<S>): MatchState<S> {
  let state = from ?? (initialMatchState(def) as MatchState<S>);
  for (const event of events) state = evolveMatch(def, state, event);
  return state;
}

/** Seats the match is waiting for, or none when it is over. */
export function waitingFor<S>(def: AnyGameDefinition, state: MatchState<S>): readonly Seat[] {
  if (state.ended) return [];
  return def.prompt(state.game)?.seats ?? [];
}
