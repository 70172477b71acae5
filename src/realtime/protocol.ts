/**
 * The realtime protocol (docs/protocol.md): message names, payload types and error codes shared by
 * the server (src/realtime) and the typed client (src/client). Types and constants only, so that
 * a browser bundle can import it without pulling in the server.
 */

import type { AutoPassStop } from '../engine/auto-pass-stop';
import type { ClientCause } from '../match-domain/client-cause';
import type { MatchDispute } from '../replay';
import type { SignedHead } from '../signing/signed-head.types';
import type { ChatMessage } from '../social/chat/chat-message';
import type { RematchState } from '../social/rematch/rematch-state';
import type { ObjectDelta } from './snapshot-delta';

/** Why an event happened, as a client receives it (table and replay alike). */
export type { ClientCause };

/** The server's signed chain head of a finished match (docs/replay.md, "Evidence the players hold"). */
export type { SignedHead };

export type { AutoPassMode, AutoPassStop } from '../engine/auto-pass-stop';

/** Bumped when a message changes incompatibly. Sent in every join acknowledgement. */
export const PROTOCOL_VERSION = 1;

/**
 * The protocols a client can ask for in match:join: 1 (a whole snapshot in every match:update) or
 * 2 (a delta against the snapshot the socket last received, in match:delta; docs/protocol.md).
 */
export const PROTOCOL_VERSIONS = [1, 2] as const;
export type ProtocolVersion = (typeof PROTOCOL_VERSIONS)[number];

/** Client-to-server message names. Every one takes a payload and an acknowledgement callback. */
export const ClientMessages = {
  join: 'match:join',
  leave: 'match:leave',
  command: 'match:command',
  resync: 'match:resync',
  autoPass: 'match:auto-pass',
} as const;

/** Server-to-client message names. */
export const ServerMessages = {
  update: 'match:update',
  /** Protocol 2's update: a delta of the viewer's snapshot. */
  delta: 'match:delta',
  presence: 'match:presence',
  error: 'server:error',
  /** A chat message the socket's viewer may read (docs/social.md). */
  chat: 'match:chat',
  /** The rematch state after an offer, an acceptance or the rematch's creation. */
  rematch: 'match:rematch',
  /** A dispute opened on the match, or its verdict recorded (docs/disputes.md). */
  dispute: 'match:dispute',
} as const;

/** Default limits (the server may be configured tighter or looser; see docs/protocol.md). */
export const ProtocolLimits = {
  /** Hard transport cap (socket.io `maxHttpBufferSize`): above it the transport is closed. */
  maxTransportBytes: 256 * 1024,
  /** Any client message above this many bytes of JSON is refused with PAYLOAD_TOO_LARGE. */
  maxMessageBytes: 16 * 1024,
  /** The `command` object of match:command above this many bytes of JSON is refused. */
  maxCommandBytes: 4 * 1024,
  /** Client command ids: 1 to 64 characters of [A-Za-z0-9_-] (server ids contain ':'). */
  commandIdPattern: '^[A-Za-z0-9_-]{1,64}$',
} as const;

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** A game command or event: a JSON object with a `type` (each game documents its own union). */
export type GameMessage = { readonly type: string } & { readonly [key: string]: JsonValue | undefined };

export type Seat = number;

export type ViewerRef = { readonly kind: 'seat'; readonly seat: Seat } | { readonly kind: 'spectator' };

export interface ProtocolError {
  /** Stable; clients switch on it. One of the server's catalogue (the same over REST) or a game's rules code. */
  readonly code: string;
  /** The rule id a rules rejection enforces (`R-STACK-8`, `M-TURN-5`), else null. */
  readonly rule: string | null;
  readonly message: string;
  /**
   * On a RATE_LIMITED refusal a wait cures (the per-socket message rate): milliseconds until the
   * same message can succeed, computed from the socket's budget. Absent when waiting alone does not
   * help (a cap on matches joined or followed at once: leave or unfollow one first).
   * @asType integer
   * @minimum 1
   */
  readonly retryAfterMs?: number;
  /** The client message that caused it (`match:command`), when known. */
  readonly request?: string;
  readonly matchId?: string;
  readonly commandId?: string;
}

/** Every acknowledgement: `ok: true` with the result fields, or `ok: false` with the error. */
export type Ack<T extends object> = ({ readonly ok: true } & T) | { readonly ok: false; readonly error: ProtocolError };

// ---- client to server -------------------------------------------------------------------

export interface JoinRequest {
  readonly matchId: string;
  /** The seat token from the REST join; absent to watch as a spectator (public view only). */
  readonly token?: string;
  /** The last seq this client saw; it receives the events after it (or a full view). 0 or absent: all. */
  readonly lastSeq?: number;
  /** R-MATCH-3: let the server pass for this seat while this socket is connected. */
  readonly autoPass?: boolean;
  /** With `autoPass`: the seat's priority stop (docs/protocol.md, auto-pass); absent: `only-pass`. */
  readonly autoPassStop?: AutoPassStop;
  /** The protocol this socket speaks for this match: 1 (absent) or 2 (match:delta instead of match:update). */
  readonly protocol?: ProtocolVersion;
}

export interface JoinResult {
  readonly matchId: string;
  readonly viewer: ViewerRef;
  /** The seq of the match:update sent just before this acknowledgement. */
  readonly seq: number;
  /** The receipt for the history up to `seq` (see MatchUpdate.receipt). */
  readonly receipt: string;
  /** The protocol the server speaks to this socket for this match (the one asked for in the join). */
  readonly protocolVersion: number;
}

export interface LeaveRequest {
  readonly matchId: string;
}

export interface LeaveResult {
  readonly matchId: string;
}

export interface CommandRequest<C extends GameMessage = GameMessage> {
  readonly matchId: string;
  /** Client-chosen, unique per match and seat: a retry with the same id returns the first result. */
  readonly commandId: string;
  readonly command: C;
  /** The seq the command was decided on; a different current seq is refused with STALE_SEQ. */
  readonly expectedSeq?: number;
  /** Optional: the seat the client believes it acts for; refused with WRONG_SEAT when not its own. */
  readonly seat?: Seat;
}

export interface CommandAccepted {
  readonly matchId: string;
  readonly commandId: string;
  /** The match seq after the command (its last event), or the seq it was decided on if it made none. */
  readonly seq: number;
  /** The receipt for the history up to `seq` (see MatchUpdate.receipt). */
  readonly receipt: string;
  readonly firstSeq: number | null;
  readonly lastSeq: number | null;
}

export interface ResyncRequest {
  readonly matchId: string;
  /** As in join: the last seq the client holds. Absent: a full view without history. */
  readonly lastSeq?: number;
}

export interface ResyncResult {
  readonly matchId: string;
  readonly seq: number;
  /** The receipt for the history up to `seq` (see MatchUpdate.receipt). */
  readonly receipt: string;
}

export interface AutoPassRequest {
  readonly matchId: string;
  readonly enabled: boolean;
  /** The priority stop (docs/protocol.md, auto-pass); absent: `only-pass`. */
  readonly stop?: AutoPassStop;
}

export interface AutoPassResult {
  readonly matchId: string;
  readonly enabled: boolean;
  /** The stop now in force (null when off). */
  readonly stop: AutoPassStop | null;
}

// ---- server to client -------------------------------------------------------------------

export type EventActor = { readonly kind: 'seat'; readonly seat: Seat } | { readonly kind: 'system'; readonly reason: string };

/** One stored event, redacted for the receiving viewer (docs/design.md §3). Hashes are never sent. */
export interface ClientEvent {
  readonly seq: number;
  readonly type: string;
  readonly actor: EventActor;
  /** ISO-8601. */
  readonly recordedAt: string;
  /** The event as this viewer may see it (the game's `redactEvent`). */
  readonly event: GameMessage;
  /**
   * The server's words for `event` as this viewer receives it ("P2 played Butter Bean"), from the
   * state before it: the same line the replay shows. Names cards, never internal object ids.
   */
  readonly text: string;
  /**
   * Why it happened, compact (docs/protocol.md): the rule ids and the card whose ability acted, as
   * the dispute review derives them; null when the server cannot tell. Redacted like the event: a
   * card this viewer may not see is never named.
   */
  readonly cause: ClientCause | null;
}

/** What a legal command refers to: a card or object in play (by its object id), or a seat. */
export type ActionRef = { readonly object: string } | { readonly seat: Seat };

/**
 * One of the seat's legal commands in words: send `command` as is. `label` says what it does by
 * card names ("Attack Trite (needs 5+, 2 health)"), never by an internal object id; `refs` are
 * the objects and seats it is about (to offer the command on those cards).
 */
export interface ActionInfo<C extends { readonly type: string } = GameMessage> {
  readonly command: C;
  readonly label: string;
  readonly refs: readonly ActionRef[];
}

export interface PromptInfo {
  readonly kind: string;
  readonly seats: readonly Seat[];
  readonly text: string;
}

export interface SeatPublicInfo {
  readonly seat: Seat;
  readonly name: string | null;
  readonly claimed: boolean;
  readonly bot: string | null;
}

/** When the server will act for the waited-for seats (R-MATCH-1, M-MISC-4). */
export interface DeadlineInfo {
  /** ISO-8601 absolute time; show a countdown against the local clock. */
  readonly at: string;
  readonly mode: 'live' | 'correspondence';
  readonly seconds: number;
  readonly seats: readonly Seat[];
}

export type MatchStatus = 'waiting' | 'live' | 'finished';

/** Something a player must be told about the match, in words to show as they are. */
export type MatchMarkInfo =
  /** Created from a scenario: the creator set decks and hands (not a fair shuffle). */
  | { readonly kind: 'scenario'; readonly text: string }
  /** Imported from an export file, not played on this server. */
  | { readonly kind: 'imported'; readonly importedAt: string; readonly signedBy: string | null; readonly text: string }
  /** A sandbox branched from a step of another match: an exploration, not a real match. */
  | { readonly kind: 'sandbox'; readonly origin: { readonly matchId: string; readonly step: number; readonly seq: number }; readonly text: string }
  /** Rated: its creator chose so; the result changes the players' ratings. */
  | { readonly kind: 'rated'; readonly text: string };

export interface MatchOutcome {
  readonly winners: readonly Seat[];
  readonly reason: string;
}

/** The viewer's whole current picture of the match at `seq`. */
export interface MatchSnapshot<V = JsonValue, C extends { readonly type: string } = GameMessage> {
  readonly matchId: string;
  readonly gameId: string;
  readonly seq: number;
  readonly status: MatchStatus;
  readonly viewer: ViewerRef;
  /** The game's `view(state, viewer)`. */
  readonly view: V;
  readonly prompt: PromptInfo | null;
  /**
   * The game's prompt and "who are we waiting for" (its seats), only while the match is live: a
   * waiting match waits for seats to be claimed, not for a decision (null and [] then).
   */
  readonly waitingFor: readonly Seat[];
  /** This seat's legal commands now (empty for spectators and unless the match is live). */
  readonly legalActions: readonly C[];
  /** The same commands in the same order, each with its words and what it refers to. */
  readonly actions: readonly ActionInfo<C>[];
  readonly deadline: DeadlineInfo | null;
  /** Whether the server passes for this socket's seat when it can (R-MATCH-3). */
  readonly autoPass: boolean;
  /** The priority stop of that auto-pass (null when off). */
  readonly autoPassStop: AutoPassStop | null;
  /**
   * True when the match waits for this seat but the server answers the prompt itself: auto-pass is
   * on and its stop passes here (the same pure decision the server sends the pass with). The next
   * update carries the pass; a client shows no "your move" and no countdown for such a prompt.
   * Always false for spectators and while the seat must be asked.
   */
  readonly autoPassPending: boolean;
  readonly seats: readonly SeatPublicInfo[];
  readonly outcome: MatchOutcome | null;
  /** The seed, revealed only once the match has ended (docs/design.md §5). */
  readonly seed: string | null;
  /** SHA-256 of the canonical final state, only once the match has ended. */
  readonly stateHash: string | null;
  /** Whether the match was created from a scenario (a set-up table, not a random deal). */
  readonly scenario: boolean;
  /** Whether its creator made the match rated (its result changes the players' ratings). */
  readonly rated: boolean;
  /** A sandbox's origin (the match and step it was branched from, docs/disputes.md); null for a real match. */
  readonly sandbox: { readonly matchId: string; readonly step: number; readonly seq: number } | null;
  /** Scenario, imported and sandbox marks, in words: show them wherever the match is shown. */
  readonly marks: readonly MatchMarkInfo[];
  /** Once finished: the server's signature of the final chain head; keep it with the receipts. */
  readonly signedHead: SignedHead | null;
}

/**
 * The one state message. `events` are exactly the events whose seq is in (`fromSeq`, `seq`], in order.
 * Without `reset`, `fromSeq` equals the seq of the previous update this socket received for the
 * match; with `reset` the client drops what it holds (its log is not continued) and takes the snapshot.
 */
export interface MatchUpdate<V = JsonValue, C extends { readonly type: string } = GameMessage> {
  readonly matchId: string;
  readonly fromSeq: number;
  readonly seq: number;
  /**
   * The receipt for the history up to `seq`: HMAC-SHA256, keyed by the match's secret seed, of the
   * chain hash at `seq` (hex). Keep it: once the seed is revealed, anyone can check an export
   * against it, and a history changed at or before `seq` no longer matches.
   */
  readonly receipt: string;
  readonly reset: boolean;
  readonly reason: 'join' | 'append' | 'resync';
  readonly events: readonly ClientEvent[];
  readonly snapshot: MatchSnapshot<V, C>;
}

/**
 * Protocol 2's snapshot: protocol 1's without `legalActions` (they are `actions[].command` and the
 * commands of `choices`), with `actions` and `choices` only while the match waits for this seat
 * (empty otherwise). A command type with many legal variants (a Mansters counter-trade: every set of
 * cards to give with every sum to ask) is not listed in `actions` but offered in `choices`, as parts.
 */
export type MatchSnapshotV2<V = JsonValue, C extends { readonly type: string } = GameMessage> = Omit<MatchSnapshot<V, C>, 'legalActions'> & {
  readonly choices: readonly ComposedChoice[];
};

/**
 * Legal commands of one type offered as parts to pick instead of one entry per combination
 * (src/realtime/composed-choices.ts). A client builds `{ type, ...fixed, [part.field]: picked }`
 * and sends it like any command; the server checks it like any command.
 */
export interface ComposedChoice {
  readonly type: string;
  /** The fields every one of these commands has alike. */
  readonly fixed: JsonObject;
  readonly parts: readonly ChoicePart[];
  /**
   * Every legal combination, one number per part: for `one`, the index of the value in `of`; for
   * `some`, a bit mask over `of` (bit i: `of[i]` is in the list, in `of`'s order). Any other pick is
   * refused by the server.
   */
  readonly legal: readonly (readonly number[])[];
}

/** One field of a composed command: one value of `of`, or a list of some of them (in `of`'s order). */
export interface ChoicePart {
  readonly field: string;
  readonly pick: 'one' | 'some';
  readonly of: readonly JsonValue[];
}

/** The snapshot a protocol 2 delta continues from: its seq and digest. */
export interface DeltaBase {
  readonly seq: number;
  /** The digest of that snapshot (snapshot-delta.ts, `snapshotDigest`). */
  readonly digest: string;
}

/**
 * Protocol 2's state message (docs/protocol.md). Events as in match:update. The snapshot comes
 * whole (`snapshot`, on join, resync and reset) or as `delta` against `base`, the snapshot this
 * socket last received; a client whose snapshot is not `base` (or whose result does not have
 * `digest`) asks for a resync.
 */
export interface MatchDelta {
  readonly matchId: string;
  readonly fromSeq: number;
  readonly seq: number;
  /** As in match:update. */
  readonly receipt: string;
  readonly reset: boolean;
  readonly reason: 'join' | 'append' | 'resync';
  readonly events: readonly ClientEvent[];
  /** The digest of the snapshot at `seq` (whole, or once the delta is applied). */
  readonly digest: string;
  /** The whole snapshot, or null when `delta` is sent. */
  readonly snapshot: MatchSnapshotV2 | null;
  /** The snapshot this delta applies to; null with a whole snapshot. */
  readonly base: DeltaBase | null;
  /** The change from `base` to the snapshot at `seq`; null with a whole snapshot. */
  readonly delta: ObjectDelta | null;
}

export interface PresenceUpdate {
  readonly matchId: string;
  /** Per seat: whether at least one socket holding that seat is connected to any server instance. */
  readonly seats: readonly { readonly seat: Seat; readonly connected: boolean }[];
}

// ---- evidence kept by players ---------------------------------------------------------

/**
 * What a player keeps of a match to check it later (docs/replay.md, "Evidence the players hold"):
 * the receipt of every seq it was told about, and the signed head once the match ended. The typed
 * client builds it (GameClient.receipts) and `npm run cli -- verify` reads it as JSON.
 */
export interface ReceiptsFile {
  readonly format: 'stackbound-receipts';
  readonly formatVersion: 1;
  readonly matchId: string;
  /** Who kept them (a seat's receipts are the same as anyone's: they do not depend on the viewer). */
  readonly viewer: ViewerRef | null;
  /** In seq order, one per seq. */
  readonly receipts: readonly { readonly seq: number; readonly receipt: string }[];
  readonly signedHead: SignedHead | null;
}

// ---- socket.io event maps ---------------------------------------------------------------

export type AckFn<T extends object> = (response: Ack<T>) => void;

export interface ClientToServerEvents {
  'match:join': (request: JoinRequest, ack: AckFn<JoinResult>) => void;
  'match:leave': (request: LeaveRequest, ack: AckFn<LeaveResult>) => void;
  'match:command': (request: CommandRequest, ack: AckFn<CommandAccepted>) => void;
  'match:resync': (request: ResyncRequest, ack: AckFn<ResyncResult>) => void;
  'match:auto-pass': (request: AutoPassRequest, ack: AckFn<AutoPassResult>) => void;
}

export interface ServerToClientEvents {
  'match:update': (update: MatchUpdate) => void;
  'match:delta': (update: MatchDelta) => void;
  'match:presence': (presence: PresenceUpdate) => void;
  'server:error': (error: ProtocolError) => void;
  'match:chat': (chat: ChatPush) => void;
  'match:rematch': (rematch: RematchState) => void;
  'match:dispute': (dispute: MatchDispute) => void;
}

/**
 * A chat message pushed to a joined socket: the message as `GET /matches/:id/chat` lists it. While
 * the match is live a seat's socket gets player chat only; a spectator's both channels.
 */
export interface ChatPush {
  readonly matchId: string;
  readonly message: ChatMessage;
}

export type ClientMessageName = keyof ClientToServerEvents;
export const CLIENT_MESSAGE_NAMES: readonly ClientMessageName[] = Object.values(ClientMessages);
