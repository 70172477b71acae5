import type { Typed } from '../engine/game-definition';
import type { Viewer } from '../engine/types';
import { deadlineOf } from '../deadlines/deadline';
import type { StoredEvent } from '../event-store/event-store.types';
import type { LoadedMatch } from '../matches/match-loader.service';
import { isFramingEvent, stateHash, statusOf, toEvent, type ServerMatchCreated } from '../matches/match-stream';
import type { ClientEvent, GameMessage, JsonValue, MatchSnapshot, ViewerRef } from './protocol';

/*
 * The only place where match data is shaped for a socket (DESIGN §3): events go through the game's
 * `redactEvent` for this viewer and the state through its `view`. Stored rows are never forwarded:
 * their hashes would let a client brute-force a hidden card (hash of a small search space), and
 * their payloads are the unredacted events.
 */

export const engineViewer = (viewer: ViewerRef): Viewer => (viewer.kind === 'seat' ? { kind: 'seat', seat: viewer.seat } : { kind: 'spectator' });

export function clientEvent(match: LoadedMatch, stored: StoredEvent, viewer: ViewerRef): ClientEvent {
  // Framing events (match.created, seat.claimed, match.ended) are public by construction; the
  // seed in match.ended is revealed on purpose (DESIGN §5).
  const event = isFramingEvent(stored.type) ? (stored.payload as Typed) : match.def.redactEvent(toEvent(match.def, stored), engineViewer(viewer));
  return {
    seq: stored.seq,
    type: stored.type,
    actor: stored.actor,
    recordedAt: new Date(stored.recordedAt).toISOString(),
    event: event as GameMessage,
  };
}

export function snapshotOf(match: LoadedMatch, viewer: ViewerRef, lastRecordedAt: Date | null, autoPass: boolean): MatchSnapshot {
  const { def, state } = match;
  const created = state.match.created as ServerMatchCreated | null;
  const status = statusOf(state);
  const ended = state.match.ended;
  const game = state.match.game;
  const prompt = status === 'live' ? def.prompt(game) : null;
  const waitingFor = prompt ? [...prompt.seats] : [];
  const deadline = status === 'live' ? deadlineOf(created?.deadlines, waitingFor, lastRecordedAt) : null;
  return {
    matchId: match.matchId,
    gameId: def.id,
    seq: state.match.version,
    status,
    viewer,
    view: def.view(game, engineViewer(viewer)) as JsonValue,
    prompt: prompt ? { kind: prompt.kind, seats: [...prompt.seats], text: prompt.text } : null,
    waitingFor,
    legalActions: viewer.kind === 'seat' && status === 'live' ? (def.legalActions(game, viewer.seat) as GameMessage[]) : [],
    deadline: deadline ? { at: deadline.at.toISOString(), mode: deadline.mode, seconds: deadline.seconds, seats: deadline.seats } : null,
    autoPass: viewer.kind === 'seat' && autoPass,
    seats: state.seats.map((s) => ({ seat: s.seat, name: s.name, claimed: s.claimed, bot: s.bot })),
    outcome: ended ? { winners: [...ended.outcome.winners], reason: ended.outcome.reason } : null,
    seed: ended?.seed ?? null,
    stateHash: ended ? stateHash(state) : null,
  };
}
