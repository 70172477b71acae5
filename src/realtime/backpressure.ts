import type { RealtimeSocket } from './socket-types';

/** Bytes queued for one connection (Node's TCP buffer) above which its client is not reading. */
export const MAX_BACKLOG_BYTES = 1_000_000;
/** Packets queued in engine.io (not yet handed to the transport) above which the same holds. */
export const MAX_BACKLOG_PACKETS = 256;

interface Internals {
  readonly conn?: { readonly writeBuffer?: readonly { readonly data?: unknown }[] };
  readonly request?: { readonly socket?: { readonly writableLength?: number } };
}

/**
 * True when a socket has stopped reading: what was sent to it is piling up in this process.
 * socket.io would buffer without limit (and its heartbeat waits behind the queue), so such a
 * client could hold any amount of the server's memory; the feed disconnects it instead, and a
 * client that comes back resyncs from its last seq (docs/protocol.md).
 */
export function isBacklogged(socket: RealtimeSocket): boolean {
  const s = socket as unknown as Internals;
  const queued = s.conn?.writeBuffer ?? [];
  if (queued.length > MAX_BACKLOG_PACKETS) return true;
  let bytes = s.request?.socket?.writableLength ?? 0;
  // engine.io holds packets while the transport is still writing the previous ones: count them
  // too (one update can carry a whole history). The queue is short unless the client is stuck.
  for (const packet of queued) bytes += typeof packet.data === 'string' ? packet.data.length : 0;
  return bytes > MAX_BACKLOG_BYTES;
}
