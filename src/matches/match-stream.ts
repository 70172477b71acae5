import { canonicalJson } from '../engine/canonical-json';
import type { AnyGameDefinition, Typed } from '../engine/game-definition';
import { evolveMatch, initialMatchState, type MatchCreated, type MatchState } from '../engine/match';
import { sha256Hex } from '../fairness/seed';
import type { StoredEvent } from '../event-store/event-store.types';

/**
 * The server's framing of a match stream. The engine frames game events with `match.created` and
 * `match.ended`; the server adds `seat.claimed` (who sits where: a player's name, or a bot), which
 * is public, belongs in the log for disputes and the lobby, and is no business of the rules.
 */
export interface SeatClaimed {
  readonly type: 'seat.claimed';
  readonly seat: number;
  readonly name: string;
  /** The bot policy playing this seat (a key of the game's `bots`), or null for a person. */
  readonly bot: string | null;
}

/** Per-prompt deadline settings, stored now and applied by the timer work later (R-MATCH-1). */
export interface DeadlineOptions {
  readonly mode: 'live' | 'correspondence';
  readonly seconds: number;
}

/** `match.created` as the server writes it: the engine's fields plus the deadline options. */
export interface ServerMatchCreated extends MatchCreated {
  readonly deadlines: DeadlineOptions | null;
}

export interface SeatInfo {
  readonly seat: number;
  readonly name: string | null;
  readonly claimed: boolean;
  readonly bot: string | null;
}

/** What the server folds a stream into: the engine's match state plus the seats. */
export interface ServerState<S = unknown> {
  readonly match: MatchState<S>;
  readonly seats: readonly SeatInfo[];
}

export function isSeatClaimed(event: Typed): event is SeatClaimed {
  return event.type === 'seat.claimed';
}

/** Events the server writes itself (never passed to a game's upcaster). */
export function isFramingEvent(type: string): boolean {
  return type === 'match.created' || type === 'match.ended' || type === 'seat.claimed';
}

export function initialServerState<S>(def: AnyGameDefinition): ServerState<S> {
  return { match: initialMatchState(def) as MatchState<S>, seats: [] };
}

export function evolveServer<S>(def: AnyGameDefinition, state: ServerState<S>, event: Typed): ServerState<S> {
  if (isSeatClaimed(event)) {
    // Counts as a stream event (the version is the number of events) but does not touch the game.
    const seats = state.seats.map((s) => (s.seat === event.seat ? { ...s, name: event.name, claimed: true, bot: event.bot } : s));
    return { match: { ...state.match, version: state.match.version + 1 }, seats };
  }
  const match = evolveMatch(def, state.match, event);
  if (event.type === 'match.created') {
    const created = event as MatchCreated;
    const seats = Array.from({ length: created.seatCount }, (_, seat) => ({ seat, name: null, claimed: false, bot: null }));
    return { match, seats };
  }
  return { match, seats: state.seats };
}

export function foldServer<S>(def: AnyGameDefinition, events: readonly Typed[], from?: ServerState<S>): ServerState<S> {
  let state = from ?? initialServerState<S>(def);
  for (const event of events) state = evolveServer(def, state, event);
  return state;
}

/** A stored row as the event it carries, upcast to the game's current schema when older. */
export function toEvent(def: AnyGameDefinition, stored: StoredEvent): Typed {
  if (isFramingEvent(stored.type) || stored.schemaVersion >= def.eventSchemaVersion) return stored.payload as Typed;
  return def.upcast(stored.type, stored.schemaVersion, stored.payload) as Typed;
}

export type MatchStatus = 'waiting' | 'live' | 'finished';

export function statusOf(state: ServerState): MatchStatus {
  if (state.match.ended) return 'finished';
  return state.seats.every((s) => s.claimed) ? 'live' : 'waiting';
}

/**
 * SHA-256 of the canonical JSON of the match state: equal states, equal hashes. Served only for
 * finished matches; before that it would let a client brute-force hidden cards.
 */
export function stateHash(state: ServerState): string {
  return sha256Hex(canonicalJson(state.match));
}
