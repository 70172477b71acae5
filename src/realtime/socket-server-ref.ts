import { Injectable } from '@nestjs/common';
import type { RealtimeServer } from './socket-types';

/** The socket.io server, handed over by the gateway once Nest has created it (afterInit). */
@Injectable()
export class SocketServerRef {
  private current: RealtimeServer | null = null;

  set(server: RealtimeServer): void {
    this.current = server;
  }

  get server(): RealtimeServer | null {
    return this.current;
  }
}
