import type { AnyGameDefinition, Typed } from '../engine/game-definition';
import type { AutoPassStop } from '../engine/auto-pass-stop';
import type { SeatNames } from '../engine/seat-names';
import type { Viewer } from '../engine/types';
import { deadlineOf } from '../automation';
import type { StoredEvent } from '../event-store/event-store.types';
import {
  autoPassCommand,
  describeEvent,
  evolveServer,
  isFramingType,
  matchMarks,
  seatNames,
  upcastEvent,
  viewedCause,
  viewerSnapshot,
  type EventCause,
  type ImportMarkFacts,
  type ServerState,
} from '../match-domain';
import type { LoadedMatch } from '../matches';
import type { ClientEvent, GameMessage, JsonValue, MatchSnapshot, SignedHead, ViewerRef } from './protocol';

/** What a snapshot says about the match besides its state: where it came from, and the signed head once finished. */
export interface MatchProvenance {
  /** How the match was imported from a file, null when played here. */
  readonly imported: ImportMarkFacts | null;
  readonly signedHead: SignedHead | null;
}

/*
 * The only place where match data is shaped for a socket (docs/design.md §3): events go through
 * the game's `redactEvent` for this viewer (and are worded from that form) and the state through
 * the shared `viewerSnapshot`. Stored rows are never forwarded: their hashes would let a client brute-force a hidden card (hash of a small
 * search space), and their payloads are the unredacted events.
 */

/** One key per distinct view of a match: a seat's, or the spectators' (all alike). */
export const viewerKey = (viewer: ViewerRef): string => (viewer.kind === 'seat' ? `seat ${viewer.seat}` : 'spectator');

export const engineViewer = (viewer: ViewerRef): Viewer => (viewer.kind === 'seat' ? { kind: 'seat', seat: viewer.seat } : { kind: 'spectator' });

/** A stored event of one fan-out, upcast once, with the match state just before it (for its text) and its cause. */
export interface FoldedEvent {
  readonly stored: StoredEvent;
  readonly event: Typed;
  readonly before: ServerState;
  /** Why it happened (match-domain causes.ts), null when not known. */
  readonly cause: EventCause | null;
  /** The players' names as known after the fold (later claims included): a seat reads by one name in the whole log. */
  readonly known?: SeatNames;
}

/**
 * Pairs each event with the state before it, folding forward from `base` (the state at the first
 * event's seq - 1), with its cause from `causeOf` (by seq) and the names known at the fold's end.
 */
export function foldEvents(
  def: AnyGameDefinition,
  base: ServerState,
  events: readonly StoredEvent[],
  causeOf: (seq: number) => EventCause | null = () => null,
): FoldedEvent[] {
  let state = base;
  const folded: FoldedEvent[] = [];
  for (const stored of events) {
    if (stored.seq !== state.match.version + 1) throw new Error(`fan-out: seq ${stored.seq} follows version ${state.match.version}`);
    const event = upcastEvent(def, stored);
    folded.push({ stored, event, before: state, cause: causeOf(stored.seq) });
    state = evolveServer(def, state, event);
  }
  const known = seatNames(state);
  return folded.map((f) => ({ ...f, known }));
}

export function clientEvent(def: AnyGameDefinition, folded: FoldedEvent, viewer: ViewerRef): ClientEvent {
  const { stored, event, before, cause, known } = folded;
  // Framing events (match.created, seat.claimed, match.ended) are public by construction; the
  // seed in match.ended is revealed on purpose (docs/design.md §5).
  const visible = isFramingType(stored.type) ? event : def.redactEvent(event, engineViewer(viewer));
  return {
    seq: stored.seq,
    type: stored.type,
    actor: stored.actor,
    recordedAt: new Date(stored.recordedAt).toISOString(),
    event: visible as GameMessage,
    // Worded from the form this viewer receives, never from the stored one (hidden cards stay hidden).
    text: describeEvent(def, visible, before, stored, known),
    cause: viewedCause(cause, stored, visible, engineViewer(viewer)),
  };
}

/**
 * The client events of one fan-out, redacted and worded once per distinct viewer (a seat, or the
 * spectators) however many sockets share that viewer.
 */
export class FanOutEvents {
  private readonly byViewer = new Map<string, readonly ClientEvent[]>();

  constructor(
    private readonly def: AnyGameDefinition,
    private readonly events: readonly FoldedEvent[],
  ) {}

  /** The events after `afterSeq`, as `viewer` receives them. */
  for(viewer: ViewerRef, afterSeq: number): ClientEvent[] {
    const key = viewerKey(viewer);
    let all = this.byViewer.get(key);
    if (!all) this.byViewer.set(key, (all = this.events.map((e) => clientEvent(this.def, e, viewer))));
    return all.filter((e) => e.seq > afterSeq);
  }
}

/** What only a socket has, beside the match: its viewer, the deadline's start and its auto-pass. */
export interface SocketSide {
  readonly viewer: ViewerRef;
  /** When the last event was recorded: the deadline runs from it. */
  readonly lastRecordedAt: Date | null;
  /** The stop this socket asked for. */
  readonly autoPass: AutoPassStop | null;
  readonly provenance?: MatchProvenance;
  /** The stop the server applies to the seat (the newest request's when several sockets hold it); default `autoPass`. */
  readonly appliedStop?: AutoPassStop | null;
}

/** The shared viewer snapshot plus what only a socket has. */
export function snapshotOf(
  match: LoadedMatch,
  { viewer, lastRecordedAt, autoPass, provenance = { imported: null, signedHead: null }, appliedStop = autoPass }: SocketSide,
): MatchSnapshot {
  const snap = viewerSnapshot(match, engineViewer(viewer));
  // Decided here with the very function the auto-pass service sends its pass with: the update that
  // makes the seat awaited already says the server answers it, so no client shows "your move".
  const autoPassPending = viewer.kind === 'seat' && appliedStop !== null && autoPassCommand(match.def, match.state, viewer.seat, appliedStop) !== null;
  const deadline = deadlineOf(match.state.match.created?.deadlines, snap.waitingFor, lastRecordedAt);
  return {
    matchId: match.matchId,
    gameId: match.def.id,
    seq: snap.seq,
    status: snap.status,
    viewer,
    view: snap.view as JsonValue,
    prompt: snap.prompt ? { kind: snap.prompt.kind, seats: [...snap.prompt.seats], text: snap.prompt.text } : null,
    waitingFor: [...snap.waitingFor],
    legalActions: snap.legalActions as GameMessage[],
    actions: snap.actions.map((a) => ({ command: a.command as GameMessage, label: a.label, refs: a.refs.map((r) => ({ ...r })) })),
    deadline: deadline ? { at: deadline.at.toISOString(), mode: deadline.mode, seconds: deadline.seconds, seats: deadline.seats } : null,
    autoPass: viewer.kind === 'seat' && autoPass !== null,
    autoPassStop: viewer.kind === 'seat' ? autoPass : null,
    autoPassPending,
    seats: snap.seats.map((s) => ({ seat: s.seat, name: s.name, claimed: s.claimed, bot: s.bot })),
    outcome: snap.outcome ? { winners: [...snap.outcome.winners], reason: snap.outcome.reason } : null,
    seed: snap.seed,
    stateHash: snap.stateHash,
    scenario: snap.scenario,
    sandbox: snap.sandbox,
    rated: snap.rated,
    marks: matchMarks(snap.scenario, provenance.imported, snap.sandbox, snap.rated),
    signedHead: provenance.signedHead,
  };
}
