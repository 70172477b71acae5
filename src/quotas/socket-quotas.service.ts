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
 * The socket quotas per client address (docs/operations.md, "Quotas"), over every namespace of
 * this process: sockets open at once, matches joined at once (play) and matches followed at once
 * (/replay). Sockets from one client share the counts, so opening more sockets gains nothing.
 */
@Injectable()
export class SocketQuotas {
  private readonly sockets: ClientSlots;
  private readonly joins: ClientSlots;
  private readonly follows: ClientSlots;

  constructor(config: AppConfig) {
    this.sockets = new ClientSlots(config.get('QUOTA_SOCKETS'));
    this.joins = new ClientSlots(config.get('QUOTA_JOINS'));
    this.follows = new ClientSlots(config.get('QUOTA_FOLLOWS'));
  }

  /**
   * socket.io middleware for a namespace (`namespace.use(...)`): refuses a connection beyond the
   * client's socket cap with `connect_error` (message and `data: { code: 'RATE_LIMITED' }`), and
   * frees the slot when the socket or its transport closes, whichever comes first.
   */
  connectionGate(): (socket: Socket, next: (err?: Error) => void) => void {
    return (socket, next) => {
      const client = clientOf(socket);
      if (!this.sockets.take(client)) {
        const message = `too many sockets from this client: at most ${this.sockets.limit} at once`;
        return next(Object.assign(new Error(message), { data: { code: 'RATE_LIMITED', message } satisfies ConnectRefusal }));
      }
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        this.sockets.release(client);
      };
      socket.once('disconnect', release);
      socket.conn.once('close', release);
      next();
    };
  }

  /** Takes a joined-match slot for the socket's client, or refuses with RATE_LIMITED. */
  takeJoin(socket: Socket): void {
    if (!this.joins.take(clientOf(socket)))
      throw DomainError.of('RATE_LIMITED', `too many joined matches from this client: at most ${this.joins.limit} at once; leave one first`);
  }

  releaseJoin(socket: Socket): void {
    this.joins.release(clientOf(socket));
  }

  /** Takes a followed-match slot for the socket's client, or refuses with RATE_LIMITED. */
  takeFollow(socket: Socket): void {
    if (!this.follows.take(clientOf(socket)))
      throw DomainError.of('RATE_LIMITED', `too many followed matches from this client: at most ${this.follows.limit} at once; unfollow one first`);
  }

  releaseFollow(socket: Socket): void {
    this.follows.release(clientOf(socket));
  }
}

function clientOf(socket: Socket): string {
  return clientAddress(socket.handshake.address);
}
