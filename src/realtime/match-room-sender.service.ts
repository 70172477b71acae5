import { Injectable } from '@nestjs/common';
import type { ServerToClientEvents, ViewerRef } from './protocol';
import { SocketServerRef } from './socket-server-ref';
import { matchRoom } from './socket-types';

/** The play namespace's messages about a match that are not its state: chat, rematch, disputes. */
export type MatchNewsMessage = 'match:chat' | 'match:rematch' | 'match:dispute';
type PayloadOf<E extends MatchNewsMessage> = Parameters<ServerToClientEvents[E]>[0];

/**
 * Sends news of a match to the sockets of this instance that joined it, each as the viewer it
 * joined as (a seat or a spectator), so a message can differ per viewer or skip one. Other
 * instances send to their own sockets (src/news carries the news to them).
 */
@Injectable()
export class MatchRoomSender {
  constructor(private readonly ref: SocketServerRef) {}

  /** Whether a socket of this instance joined the match: news of a match nobody here watches needs no read. */
  watched(matchId: string): boolean {
    return (this.ref.server?.sockets.adapter.rooms.get(matchRoom(matchId))?.size ?? 0) > 0;
  }

  /** Sends `payloadFor(viewer)` to each joined socket; null leaves that socket out. */
  send<E extends MatchNewsMessage>(matchId: string, message: E, payloadFor: (viewer: ViewerRef) => PayloadOf<E> | null): void {
    const server = this.ref.server;
    if (!server) return;
    for (const id of server.sockets.adapter.rooms.get(matchRoom(matchId)) ?? []) {
      const socket = server.sockets.sockets.get(id);
      const viewer = socket?.data.joins?.get(matchId);
      if (!socket || !viewer) continue;
      const payload = payloadFor(viewer);
      if (payload !== null) (socket.emit as (event: E, payload: PayloadOf<E>) => boolean)(message, payload);
    }
  }
}
