import { canonicalJson } from '../engine/canonical-json';
import type { AnyGameDefinition, Typed } from '../engine/game-definition';
import type { SeatNames } from '../engine/seat-names';
import { sha256Hex } from '../fairness/seed';
import type { MatchCreated, MatchEnded, SeatClaimed } from './framing';

/** The stream folded: the framing events as read, and the game's state from its own events. */
export interface MatchState<S> {
  /** Number of events folded so far (the stream version, the seq of the last event). */
  readonly version: number;
  readonly created: MatchCreated | null;
  readonly ended: MatchEnded | null;
  readonly game: S;
}

export interface SeatInfo {
  readonly seat: number;
  readonly name: string | null;
  readonly claimed: boolean;
  readonly bot: string | null;
}

/**
 * What the server folds a stream into. This shape is also what the state cache stores (a cache keyed by
 * the rules version), so it only grows with care.
 */
export interface ServerState<S = unknown> {
  readonly match: MatchState<S>;
  readonly seats: readonly SeatInfo[];
}

export type MatchStatus = 'waiting' | 'live' | 'finished';

/** The players' names by seat, for the game's words (labels, event lines); null for an unclaimed seat. */
export function seatNames(state: ServerState): SeatNames {
  return state.seats.map((s) => s.name);
}

export function initialServerState<S>(def: AnyGameDefinition): ServerState<S> {
  return { match: { version: 0, created: null, ended: null, game: def.initialState() as S }, seats: [] };
}

/** Folds one event (framing or game, already upcast) into the state. */
export function evolveServer<S>(def: AnyGameDefinition, state: ServerState<S>, event: Typed): ServerState<S> {
  const version = state.match.version + 1;
  switch (event.type) {
    case 'match.created': {
      const created = event as MatchCreated;
      const seats = Array.from({ length: created.seatCount }, (_, seat): SeatInfo => ({ seat, name: null, claimed: false, bot: null }));
      // A sandbox starts from its origin's game state (framing.ts, MatchBranch); a match from the game's setup events.
      const game = created.branch ? (created.branch.game as S) : state.match.game;
      return { match: { ...state.match, version, created, game }, seats };
    }
    case 'seat.claimed': {
      const claim = event as SeatClaimed;
      const seats = state.seats.map((s) => (s.seat === claim.seat ? { ...s, name: claim.name, claimed: true, bot: claim.bot } : s));
      return { match: { ...state.match, version }, seats };
    }
    case 'match.ended':
      return { match: { ...state.match, version, ended: event as MatchEnded }, seats: state.seats };
    default:
      return { match: { ...state.match, version, game: def.evolve(state.match.game, event) as S }, seats: state.seats };
  }
}

export function foldServer<S>(def: AnyGameDefinition, events: readonly Typed[], from?: ServerState<S>): ServerState<S> {
  let state = from ?? initialServerState<S>(def);
  for (const event of events) state = evolveServer(def, state, event);
  return state;
}

/** `waiting` until every seat is claimed (commands are refused until then), `finished` once ended. */
export function statusOf(state: ServerState): MatchStatus {
  if (state.match.ended) return 'finished';
  return state.match.created !== null && state.seats.every((s) => s.claimed) ? 'live' : 'waiting';
}

/**
 * Whether any game event has been folded (the table exists). The stream's framing events are
 * match.created, one seat.claimed per claimed seat (a seat is claimed once) and match.ended.
 */
export function hasGameEvents(state: ServerState): boolean {
  if (state.match.created === null) return false;
  // A sandbox's table exists from its first event: it carries the origin's game state.
  if (state.match.created.branch) return true;
  const framing = 1 + state.seats.filter((s) => s.claimed).length + (state.match.ended ? 1 : 0);
  return state.match.version > framing;
}

/**
 * SHA-256 of the canonical JSON of the match state: equal states, equal hashes. Served only for
 * finished matches; before that it would let a client brute-force hidden cards.
 */
export function stateHash(state: ServerState): string {
  return sha256Hex(canonicalJson(state.match));
}

/**
 * SHA-256 of the canonical JSON of the game's state alone (no framing: match id, seed commitment,
 * version). A sandbox starts with the same game hash as its origin at the branch step, while its
 * `stateHash` differs by its own framing.
 */
export function gameStateHash(state: ServerState): string {
  return sha256Hex(canonicalJson(state.match.game));
}
