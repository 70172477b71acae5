/**
 * A typed client for the realtime protocol (docs/protocol.md), for Node and browsers. It keeps,
 * per joined match, the last seq seen, the redacted event log and the latest snapshot; rejoins
 * with its last seq after a reconnect (so it receives exactly what it missed); checks that every
 * update continues the previous one and asks for a resync if not.
 *
 * Imports only socket.io-client and types: no server code reaches a browser bundle.
 */
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type {
  Ack,
  AutoPassResult,
  AutoPassStop,
  ClientEvent,
  ClientToServerEvents,
  CommandAccepted,
  GameMessage,
  JoinResult,
  MatchDelta,
  MatchSnapshot,
  MatchUpdate,
  PresenceUpdate,
  ProtocolError,
  ProtocolVersion,
  ReceiptsFile,
  ResyncResult,
  ServerToClientEvents,
} from '../realtime/protocol';
import type { GameTypes, HostedGameId } from './games';
import { applyMatchDelta, withLegalActions, type HeldSnapshot } from './match-delta';

export { applyMatchDelta, withLegalActions, type HeldSnapshot } from './match-delta';

export type * from '../realtime/protocol';
export type * from './games';
export type * from './rest';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A refusal from the server (or DISCONNECTED / TIMEOUT from this client), as a thrown error. */
export class ProtocolClientError extends Error {
  readonly code: string;
  readonly rule: string | null;
  /** On a rate limit: milliseconds until the server would accept the message (the client already retried once). */
  readonly retryAfterMs: number | null;

  constructor(readonly error: ProtocolError) {
    super(`${error.code}: ${error.message}`);
    this.name = 'ProtocolClientError';
    this.code = error.code;
    this.rule = error.rule;
    this.retryAfterMs = error.retryAfterMs ?? null;
  }
}

export interface JoinOptions {
  /** Seat token from the REST join; omit to watch as a spectator. */
  readonly token?: string;
  readonly autoPass?: boolean;
  /** With `autoPass`: the priority stop (absent: `only-pass`). */
  readonly autoPassStop?: AutoPassStop;
  /** Resume from this seq (e.g. kept in local storage); default: the whole history. */
  readonly lastSeq?: number;
}

export interface CommandOptions {
  /** Default: a fresh random id. Reuse the id to retry safely (the server applies it once). */
  readonly commandId?: string;
  /** Default: the seq of the latest snapshot (the state the command was decided on). */
  readonly expectedSeq?: number | null;
}

/** What the client holds for one joined match. */
export interface MatchMirror {
  readonly matchId: string;
  seq: number;
  snapshot: MatchSnapshot | null;
  /** Redacted events from `logStart` (exclusive) to `seq`, in order, without gaps. */
  events: ClientEvent[];
  logStart: number;
  presence: PresenceUpdate | null;
  /**
   * The receipt of every seq this client was told about (updates and acknowledgements), seq to
   * receipt: evidence of the history as it was shown, checkable once the match has ended.
   */
  receipts: Map<number, string>;
}

interface Session {
  options: JoinOptions;
  mirror: MatchMirror;
  joined: boolean;
  /**
   * The rejoin after a reconnect while it is unanswered. A command sent meanwhile would reach the
   * server before it knows the socket again (NOT_JOINED): the match's messages wait for it.
   */
  rejoining: Promise<unknown> | null;
  /** Protocol 2: the snapshot as the server sent it, the base of its next delta. */
  held: HeldSnapshot | null;
}

export interface GameClientOptions {
  readonly ackTimeoutMs?: number;
  /**
   * A message refused RATE_LIMITED with a `retryAfterMs` up to this is sent once more after that
   * wait (the same payload, so a command keeps its id and applies once). Default 5,000; 0: never.
   */
  readonly maxRetryWaitMs?: number;
  /**
   * 2 (default): updates come as deltas of the snapshot (match:delta), applied here, so listeners
   * and mirrors see whole snapshots either way; 1: whole snapshots in every update.
   */
  readonly protocol?: ProtocolVersion;
  /** Passed to socket.io-client (transports, auth, reconnection settings...). */
  readonly socket?: Partial<ManagerOptions & SocketOptions>;
}

type Listener<T> = (value: T) => void;

export class GameClient {
  readonly socket: ClientSocket;
  private readonly sessions = new Map<string, Session>();
  private readonly updateListeners = new Set<Listener<{ update: MatchUpdate; mirror: MatchMirror }>>();
  private readonly presenceListeners = new Set<Listener<PresenceUpdate>>();
  private readonly errorListeners = new Set<Listener<ProtocolError>>();
  private readonly ackTimeoutMs: number;
  private readonly maxRetryWaitMs: number;
  /** The protocol asked for in every join. */
  readonly protocol: ProtocolVersion;

  constructor(url: string, options: GameClientOptions = {}) {
    this.protocol = options.protocol ?? 2;
    this.ackTimeoutMs = options.ackTimeoutMs ?? 10_000;
    this.maxRetryWaitMs = options.maxRetryWaitMs ?? 5_000;
    // Reconnection backoff capped low (socket.io's own grows to 5 s): after a server restart or a
    // database failover the client is back within a second of the server.
    this.socket = io(url, { transports: ['websocket'], reconnectionDelay: 250, reconnectionDelayMax: 1000, ...options.socket });
    this.socket.on('match:update', (update) => this.applyUpdate(update));
    this.socket.on('match:delta', (message) => this.applyDeltaMessage(message));
    this.socket.on('match:presence', (presence) => {
      const session = this.sessions.get(presence.matchId);
      if (session) session.mirror.presence = presence;
      for (const l of this.presenceListeners) l(presence);
    });
    this.socket.on('server:error', (error) => {
      for (const l of this.errorListeners) l(error);
    });
    // After a reconnect, resume every joined match from the last seq seen (the seat survives).
    this.socket.on('connect', () => {
      for (const [matchId, s] of this.sessions) {
        if (!s.joined) continue;
        const rejoin = this.request<JoinResult>('match:join', {
          matchId,
          token: s.options.token,
          lastSeq: s.mirror.seq,
          ...autoPassFields(s.options),
          ...this.protocolField(),
        })
          .catch((error: unknown) => this.reportLocal(error))
          .finally(() => {
            if (s.rejoining === rejoin) s.rejoining = null;
          });
        s.rejoining = rejoin;
      }
    });
  }

  onUpdate(listener: Listener<{ update: MatchUpdate; mirror: MatchMirror }>): () => void {
    this.updateListeners.add(listener);
    return () => this.updateListeners.delete(listener);
  }

  onPresence(listener: Listener<PresenceUpdate>): () => void {
    this.presenceListeners.add(listener);
    return () => this.presenceListeners.delete(listener);
  }

  /** Errors the server sent without an acknowledgement, and local resync failures. */
  onError(listener: Listener<ProtocolError>): () => void {
    this.errorListeners.add(listener);
    return () => this.errorListeners.delete(listener);
  }

  mirror(matchId: string): MatchMirror | undefined {
    return this.sessions.get(matchId)?.mirror;
  }

  async join(matchId: string, options: JoinOptions = {}): Promise<JoinResult> {
    const mirror: MatchMirror = {
      matchId,
      seq: options.lastSeq ?? 0,
      snapshot: null,
      events: [],
      logStart: options.lastSeq ?? 0,
      presence: null,
      receipts: new Map(),
    };
    const session: Session = { options, mirror, joined: false, rejoining: null, held: null };
    this.sessions.set(matchId, session);
    const result = await this.request<JoinResult>('match:join', {
      matchId,
      ...(options.token !== undefined ? { token: options.token } : {}),
      ...(options.lastSeq !== undefined ? { lastSeq: options.lastSeq } : {}),
      ...autoPassFields(options),
      ...this.protocolField(),
    });
    session.joined = true;
    keepReceipt(mirror, result);
    return result;
  }

  async leave(matchId: string): Promise<void> {
    this.sessions.delete(matchId);
    await this.request('match:leave', { matchId });
  }

  /** Sends a game command as this socket's seat. Resolves when accepted; throws the refusal. */
  async command<C extends GameMessage | GameTypes[HostedGameId]['command']>(
    matchId: string,
    command: C,
    options: CommandOptions = {},
  ): Promise<CommandAccepted> {
    await this.sessions.get(matchId)?.rejoining;
    const expectedSeq = options.expectedSeq === undefined ? this.sessions.get(matchId)?.mirror.snapshot?.seq : (options.expectedSeq ?? undefined);
    const accepted = await this.request<CommandAccepted>('match:command', {
      matchId,
      commandId: options.commandId ?? randomId(),
      command,
      ...(expectedSeq !== undefined ? { expectedSeq } : {}),
    });
    const mirror = this.sessions.get(matchId)?.mirror;
    if (mirror) keepReceipt(mirror, accepted);
    return accepted;
  }

  /**
   * The receipts kept for `matchId` (and the signed head once it ended), as the file
   * `npm run cli -- verify` reads; undefined when this client never joined it.
   */
  receipts(matchId: string): ReceiptsFile | undefined {
    const mirror = this.sessions.get(matchId)?.mirror;
    if (!mirror) return undefined;
    return {
      format: 'stackbound-receipts',
      formatVersion: 1,
      matchId,
      viewer: mirror.snapshot?.viewer ?? null,
      receipts: [...mirror.receipts].sort(([a], [b]) => a - b).map(([seq, receipt]) => ({ seq, receipt })),
      signedHead: mirror.snapshot?.signedHead ?? null,
    };
  }

  /** Turns auto-pass on (with `stop`, default `only-pass`) or off; resent with every rejoin. */
  async setAutoPass(matchId: string, enabled: boolean, stop?: AutoPassStop): Promise<AutoPassResult> {
    const session = this.sessions.get(matchId);
    if (session) session.options = { ...session.options, autoPass: enabled, ...(stop ? { autoPassStop: stop } : {}) };
    await session?.rejoining;
    return this.request<AutoPassResult>('match:auto-pass', { matchId, enabled, ...(stop ? { stop } : {}) });
  }

  /** Asks for what was missed since the last seq held (the client does this itself on a gap). */
  async resync(matchId: string): Promise<ResyncResult> {
    await this.sessions.get(matchId)?.rejoining;
    const seq = this.sessions.get(matchId)?.mirror.seq;
    const result = await this.request<ResyncResult>('match:resync', { matchId, ...(seq !== undefined ? { lastSeq: seq } : {}) });
    const mirror = this.sessions.get(matchId)?.mirror;
    if (mirror) keepReceipt(mirror, result);
    return result;
  }

  close(): void {
    this.socket.close();
  }

  private protocolField(): { protocol?: ProtocolVersion } {
    return this.protocol === 1 ? {} : { protocol: this.protocol };
  }

  /**
   * Protocol 2: builds the snapshot from the delta and goes on as with a whole update; a delta
   * whose base this client does not hold (or whose result has another digest) asks for a resync,
   * which the server answers with a whole snapshot.
   */
  private applyDeltaMessage(message: MatchDelta): void {
    const session = this.sessions.get(message.matchId);
    if (!session) return;
    if (!message.snapshot && message.seq <= session.mirror.seq) return; // already held (a rejoin raced an update)
    const held = applyMatchDelta(session.held, message);
    if (held === 'resync') {
      const m = session.mirror;
      keepReceipt(m, message);
      // The events do not depend on the snapshot: keep them when they continue the log, so that
      // the resync continues from this seq and brings the whole snapshot.
      if (message.fromSeq === m.seq) {
        m.events.push(...message.events);
        m.seq = message.seq;
      }
      session.held = null;
      void this.resync(message.matchId).catch((error: unknown) => this.reportLocal(error));
      return;
    }
    const { digest: _digest, base: _base, delta: _delta, snapshot: _snapshot, ...head } = message;
    if (this.applyUpdate({ ...head, snapshot: withLegalActions(held.snapshot) })) session.held = held;
  }

  /** Takes a whole update onto the mirror; false when it was not taken (a gap, or already held). */
  private applyUpdate(update: MatchUpdate): boolean {
    const session = this.sessions.get(update.matchId);
    if (!session) return false;
    const m = session.mirror;
    // Kept whatever becomes of the update: the server vouched for that seq.
    keepReceipt(m, update);
    if (update.reset) {
      m.events = [...update.events];
      m.logStart = update.fromSeq;
    } else if (update.fromSeq === m.seq) {
      m.events.push(...update.events);
    } else if (update.seq <= m.seq) {
      return false; // already held (a rejoin raced an update)
    } else {
      // A gap: never apply out of order; ask for exactly what is missing.
      void this.resync(update.matchId).catch((error: unknown) => this.reportLocal(error));
      return false;
    }
    m.seq = update.seq;
    m.snapshot = update.snapshot;
    for (const l of this.updateListeners) l({ update, mirror: m });
    return true;
  }

  /** Sends a message; a rate-limit refusal that names a short enough wait is retried once after it. */
  private async request<T extends object>(name: keyof ClientToServerEvents, payload: object): Promise<T> {
    try {
      return await this.send<T>(name, payload);
    } catch (error) {
      const wait = error instanceof ProtocolClientError && error.code === 'RATE_LIMITED' ? error.retryAfterMs : null;
      if (wait === null || wait > this.maxRetryWaitMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
      return this.send<T>(name, payload);
    }
  }

  private send<T extends object>(name: keyof ClientToServerEvents, payload: object): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      // A buffered command would reach the new connection before the automatic rejoin (NOT_JOINED):
      // refuse it here; resend it with the same commandId once reconnected.
      if (name !== 'match:join' && !this.socket.connected) {
        return reject(new ProtocolClientError({ code: 'DISCONNECTED', rule: null, message: `not connected; resend ${name} after the reconnect` }));
      }
      const done = (err: Error | null, response?: Ack<T>) => {
        if (err || !response)
          return reject(new ProtocolClientError({ code: 'TIMEOUT', rule: null, message: `no answer to ${name} in ${this.ackTimeoutMs} ms` }));
        if (response.ok) resolve(response as T);
        else reject(new ProtocolClientError(response.error));
      };
      // The event map types each message's payload; `name` is a union here, so one cast.
      (this.socket.timeout(this.ackTimeoutMs) as unknown as { emit(n: string, p: object, cb: (e: Error | null, r?: Ack<T>) => void): void }).emit(
        name,
        payload,
        done,
      );
    });
  }

  private reportLocal(error: unknown): void {
    const e: ProtocolError = error instanceof ProtocolClientError ? error.error : { code: 'CLIENT', rule: null, message: String(error) };
    for (const l of this.errorListeners) l(e);
  }
}

/** Seq 0 (nothing received yet) has no receipt. */
function keepReceipt(mirror: MatchMirror, at: { readonly seq: number; readonly receipt: string }): void {
  if (at.seq > 0 && at.receipt !== '') mirror.receipts.set(at.seq, at.receipt);
}

function randomId(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  return (c?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`).replace(/[^A-Za-z0-9_-]/g, '');
}

/** The auto-pass fields of a join, from the options the match was joined (or last set) with. */
function autoPassFields(options: JoinOptions): { autoPass?: boolean; autoPassStop?: AutoPassStop } {
  return {
    ...(options.autoPass !== undefined ? { autoPass: options.autoPass } : {}),
    ...(options.autoPass && options.autoPassStop ? { autoPassStop: options.autoPassStop } : {}),
  };
}
