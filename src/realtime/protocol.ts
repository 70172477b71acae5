/**
 * The realtime protocol (docs/protocol.md): message names, payload types and error codes shared by
 * the server (src/realtime) and the typed client (src/client). Types and constants only, so that
 * a browser bundle can import it without pulling in the server.
 */

/** Bumped when a message changes incompatibly. Sent in every join acknowledgement. */
export const PROTOCOL_VERSION = 1;

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
  presence: 'match:presence',
  error: 'server:error',
} as const;

/** Error codes of the realtime layer (commands add the pipeline's and the games' rules codes). */
export const RealtimeErrors = {
  /** The payload failed validation (wrong type, missing or unknown field). */
  MALFORMED_MESSAGE: 'MALFORMED_MESSAGE',
  /** No such client-to-server message. */
  UNKNOWN_MESSAGE: 'UNKNOWN_MESSAGE',
  /** The message or the command payload is larger than the server accepts. */
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** The socket sent more messages than its token bucket allows. */
  RATE_LIMITED: 'RATE_LIMITED',
  UNKNOWN_MATCH: 'UNKNOWN_MATCH',
  INVALID_SEAT_TOKEN: 'INVALID_SEAT_TOKEN',
  /** The socket has not joined this match. */
  NOT_JOINED: 'NOT_JOINED',
  /** The socket joined as a spectator and sent a seat-only message. */
  NOT_A_SEAT: 'NOT_A_SEAT',
  /** The command names a seat other than the one this socket holds. */
  WRONG_SEAT: 'WRONG_SEAT',
  /** The command was decided on an older seq than the match's (from the pipeline). */
  STALE_SEQ: 'STALE_SEQ',
  /** The command id was already used for a different command (from the pipeline). */
  COMMAND_ID_REUSED: 'COMMAND_ID_REUSED',
  MATCH_NOT_STARTED: 'MATCH_NOT_STARTED',
  /** Something failed on the server; the message changed nothing that was not acknowledged. */
  INTERNAL: 'INTERNAL',
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
  /** Stable; clients switch on it. */
  readonly code: string;
  /** The rule id a rules rejection enforces (`R-STACK-8`, `M-TURN-5`), else null. */
  readonly rule: string | null;
  readonly message: string;
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
}

export interface JoinResult {
  readonly matchId: string;
  readonly viewer: ViewerRef;
  /** The seq of the match:update sent just before this acknowledgement. */
  readonly seq: number;
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
}

export interface AutoPassRequest {
  readonly matchId: string;
  readonly enabled: boolean;
}

export interface AutoPassResult {
  readonly matchId: string;
  readonly enabled: boolean;
}

// ---- server to client -------------------------------------------------------------------

export type EventActor = { readonly kind: 'seat'; readonly seat: Seat } | { readonly kind: 'system'; readonly reason: string };

/** One stored event, redacted for the receiving viewer (DESIGN §3). Hashes are never sent. */
export interface ClientEvent {
  readonly seq: number;
  readonly type: string;
  readonly actor: EventActor;
  /** ISO-8601. */
  readonly recordedAt: string;
  /** The event as this viewer may see it (the game's `redactEvent`). */
  readonly event: GameMessage;
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

export interface MatchOutcome {
  readonly winners: readonly Seat[];
  readonly reason: string;
}

/** The viewer's whole current picture of the match at `seq`. */
export interface MatchSnapshot<V = JsonValue, C extends GameMessage = GameMessage> {
  readonly matchId: string;
  readonly gameId: string;
  readonly seq: number;
  readonly status: MatchStatus;
  readonly viewer: ViewerRef;
  /** The game's `view(state, viewer)`. */
  readonly view: V;
  readonly prompt: PromptInfo | null;
  /** "Who are we waiting for": the prompt's seats, empty when finished or not started. */
  readonly waitingFor: readonly Seat[];
  /** This seat's legal commands now (empty for spectators and seats not waited for). */
  readonly legalActions: readonly C[];
  readonly deadline: DeadlineInfo | null;
  /** Whether the server passes for this socket's seat when it can (R-MATCH-3). */
  readonly autoPass: boolean;
  readonly seats: readonly SeatPublicInfo[];
  readonly outcome: MatchOutcome | null;
  /** The seed, revealed only once the match has ended (DESIGN §5). */
  readonly seed: string | null;
  /** SHA-256 of the canonical final state, only once the match has ended. */
  readonly stateHash: string | null;
}

/**
 * The one state message. `events` are exactly the events whose seq is in (`fromSeq`, `seq`], in order.
 * Without `reset`, `fromSeq` equals the seq of the previous update this socket received for the
 * match; with `reset` the client drops what it holds (its log is not continued) and takes the snapshot.
 */
export interface MatchUpdate<V = JsonValue, C extends GameMessage = GameMessage> {
  readonly matchId: string;
  readonly fromSeq: number;
  readonly seq: number;
  readonly reset: boolean;
  readonly reason: 'join' | 'append' | 'resync';
  readonly events: readonly ClientEvent[];
  readonly snapshot: MatchSnapshot<V, C>;
}

export interface PresenceUpdate {
  readonly matchId: string;
  /** Per seat: whether at least one socket holding that seat is connected to any server instance. */
  readonly seats: readonly { readonly seat: Seat; readonly connected: boolean }[];
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
  'match:presence': (presence: PresenceUpdate) => void;
  'server:error': (error: ProtocolError) => void;
}

export type ClientMessageName = keyof ClientToServerEvents;
export const CLIENT_MESSAGE_NAMES: readonly ClientMessageName[] = Object.values(ClientMessages);
