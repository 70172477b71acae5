import type { Server, Socket } from 'socket.io';
import type { TokenBucket } from './token-bucket';
import type { ClientToServerEvents, ServerToClientEvents, ViewerRef } from './protocol';

/** Per-socket state kept by the server (socket.io's typed `socket.data`). */
export interface SocketData {
  bucket: TokenBucket;
  /** The matches this socket joined, and as whom. */
  joins: Map<string, ViewerRef>;
  /** The joined matches this socket is counted in for presence. */
  counted: Set<string>;
  /** Joins under way per match: the last one to end decides whether the match's slot is kept. */
  joining: Map<string, number>;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface InterServerEvents {}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

export const matchRoom = (matchId: string): string => `match:${matchId}`;
