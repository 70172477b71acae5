import { Injectable } from '@nestjs/common';
import type { Socket } from 'socket.io';
import { AppConfig } from '../config/app-config';
import { DomainError } from '../errors/domain-error';
import { clientAddress } from './client-address';
import { ClientSlots } from './client-slots';

/** What a refused socket.io connection carries in `connect_error`'s `data`. */
export interface ConnectRefusal {
  readonly code: 'RATE_LIMITED';
  readonly message: string;
}

/**
 * How long an engine.io connection beyond the client's cap may stay open: long enough for the
 * namespace handshake the client sends right after the transport opens (so it reads the
 * RATE_LIMITED refusal), short enough that a flood of bare transports holds nothing for long.
 */
export const OVER_CAP_GRACE_MS = 1_000;

/** The engine.io connection as the quotas see it: its peer address and its end. */
export interface EngineConnection {
  readonly id: string;
  readonly remoteAddress: string;
  once(event: 'close', listener: () => void): unknown;
  /** `true` discards the transport: a polling one closes at once instead of at its next poll. */
  close(discard?: boolean): unknown;
}

/**
 * The socket quotas per client address (docs/operations.md, "Quotas"), over every namespace of
 * this process: sockets open at once, bare engine.io transports open at once (both QUOTA_SOCKETS),
 * matches joined at once (play) and matches followed at once (/replay). Sockets from one client
 * share the counts, so opening more sockets gains nothing. Every slot is keyed by its socket (and
 * match), taken before any await and released idempotently, so no exit path leaks one.
 */
@Injectable()
export class SocketQuotas {
  private readonly sockets: ClientSlots;
  private readonly transports: ClientSlots;
  private readonly joins: ClientSlots;
  private readonly follows: ClientSlots;
  /** Transports beyond their client's cap, closing: their namespace sockets are refused. */
  private readonly overCap = new WeakSet<object>();

  constructor(config: AppConfig) {
    this.sockets = new ClientSlots(config.get('QUOTA_SOCKETS'));
    this.transports = new ClientSlots(config.get('QUOTA_SOCKETS'));
    this.joins = new ClientSlots(config.get('QUOTA_JOINS'));
    this.follows = new ClientSlots(config.get('QUOTA_FOLLOWS'));
  }

  /** QUOTA_SOCKETS: a client's message budget is this many sockets' worth, however often it reconnects. */
  get socketsPerClient(): number {
    return this.sockets.limit;
  }

  /**
   * Counts an engine.io connection (a transport, with or without a namespace) from its first
   * moment. One beyond the cap is closed after OVER_CAP_GRACE_MS, whatever it does meanwhile; its
   * namespace sockets are refused by `connectionGate` as over the cap anyway.
   */
  admitTransport(conn: EngineConnection): void {
    const client = clientAddress(conn.remoteAddress);
    if (this.transports.take(client, conn.id)) {
      conn.once('close', () => this.transports.release(client, conn.id));
      return;
    }
    this.overCap.add(conn);
    const timer = setTimeout(() => conn.close(true), OVER_CAP_GRACE_MS);
    timer.unref();
    conn.once('close', () => clearTimeout(timer));
  }

  /**
   * socket.io middleware for a namespace (`namespace.use(...)`): refuses a connection beyond the
   * client's socket cap with `connect_error` (message and `data: { code: 'RATE_LIMITED' }`), and
   * frees the slot when the socket or its transport closes, whichever comes first.
   */
  connectionGate(): (socket: Socket, next: (err?: Error) => void) => void {
    return (socket, next) => {
      const client = clientOf(socket);
      const key = socketKey(socket);
      if (this.overCap.has(socket.conn) || !this.sockets.take(client, key)) {
        const message = `too many sockets from this client: at most ${this.sockets.limit} at once`;
        return next(Object.assign(new Error(message), { data: { code: 'RATE_LIMITED', message } satisfies ConnectRefusal }));
      }
      const release = () => this.sockets.release(client, key);
      socket.once('disconnect', release);
      socket.conn.once('close', release);
      next();
    };
  }

  /**
   * Takes the joined-match slot of this socket and match (free when already held), or refuses
   * with RATE_LIMITED. Synchronous, so nothing runs between the check and the take; a socket
   * already gone takes nothing (its disconnect has released all it held).
   */
  takeJoin(socket: Socket, matchId: string): void {
    if (!socket.connected) throw DomainError.of('NOT_JOINED', 'the socket closed before the join');
    if (!this.joins.take(clientOf(socket), slotKey(socket, matchId)))
      throw DomainError.of('RATE_LIMITED', `too many joined matches from this client: at most ${this.joins.limit} at once; leave one first`);
  }

  releaseJoin(socket: Socket, matchId: string): void {
    this.joins.release(clientOf(socket), slotKey(socket, matchId));
  }

  /** Takes the followed-match slot of this socket and room (free when already held), or refuses with RATE_LIMITED. */
  takeFollow(socket: Socket, room: string): void {
    if (!socket.connected) throw DomainError.of('NOT_JOINED', 'the socket closed before the follow');
    if (!this.follows.take(clientOf(socket), slotKey(socket, room)))
      throw DomainError.of('RATE_LIMITED', `too many followed matches from this client: at most ${this.follows.limit} at once; unfollow one first`);
  }

  releaseFollow(socket: Socket, room: string): void {
    this.follows.release(clientOf(socket), slotKey(socket, room));
  }

  /** Frees every join and follow the socket holds, pending ones included: called when it disconnects. */
  releaseSocket(socket: Socket): void {
    const client = clientOf(socket);
    this.joins.releaseAll(client, `${socketKey(socket)}\n`);
    this.follows.releaseAll(client, `${socketKey(socket)}\n`);
  }
}

function clientOf(socket: Socket): string {
  return clientAddress(socket.handshake.address);
}

function socketKey(socket: Socket): string {
  return `${socket.nsp.name}#${socket.id}`;
}

function slotKey(socket: Socket, name: string): string {
  return `${socketKey(socket)}\n${name}`;
}
