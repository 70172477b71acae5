import { io, type Socket } from 'socket.io-client';

/** How a connection attempt ended: connected, or refused with the server's `connect_error`. */
export type Opened = { readonly socket: Socket; readonly refused: null } | { readonly socket: Socket; readonly refused: { message: string; data: unknown } };

/**
 * A socket.io connection of its own (no multiplexing, no reconnection) from a chosen loopback
 * address: the quotas count per client address.
 */
export function open(base: string, namespace: '/' | '/replay', from: string): Promise<Opened> {
  const socket = io(`${base}${namespace === '/' ? '' : namespace}`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    localAddress: from,
  } as Parameters<typeof io>[1]);
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ socket, refused: null }));
    socket.once('connect_error', (error: Error & { data?: unknown }) => resolve({ socket, refused: { message: error.message, data: error.data } }));
  });
}

export async function connected(base: string, namespace: '/' | '/replay', from: string): Promise<Socket> {
  const opened = await open(base, namespace, from);
  if (opened.refused) throw new Error(`connection refused: ${opened.refused.message}`);
  return opened.socket;
}

/** The acknowledgement of one message (every namespace answers `{ ok, ... }`). */
export async function ask(socket: Socket, name: string, body: unknown): Promise<{ ok: boolean; error?: { code: string; message: string } }> {
  return (await socket.timeout(30_000).emitWithAck(name, body)) as { ok: boolean; error?: { code: string; message: string } };
}
