/**
 * engine.io's packet format (protocol 4) for a client whose packets are all text: the browser build
 * gives engine.io-client this module instead of engine.io-parser (`web/vite.config.ts`,
 * `engineTextParser`). Over a WebSocket, the only transport this client opens, a packet is its type's
 * digit followed by its text; the library's binary packets (blobs, array buffers, and their base64
 * form for long-polling) never occur, since every socket.io packet of this project is JSON text
 * (`web/src/socket-json-parser.ts`). A packet that is not text reads as the library's parser error,
 * on which the connection is dropped and made again.
 */

export const protocol = 4;

/** The packet types by their digit. */
const TYPES = ['open', 'close', 'ping', 'pong', 'message', 'upgrade', 'noop'];

interface Packet {
  type: string;
  data?: unknown;
}

const ERROR_PACKET = { type: 'error', data: 'parser error' };

export function encodePacket(packet: Packet, _supportsBinary: boolean, callback: (encoded: string) => void): void {
  if (packet.data != null && typeof packet.data !== 'string') throw new Error('binary engine.io packets are not used by this client');
  callback(String(TYPES.indexOf(packet.type)) + (packet.data ?? ''));
}

export function decodePacket(encoded: unknown): Packet {
  const type = typeof encoded === 'string' ? TYPES[Number(encoded.charAt(0))] : undefined;
  if (typeof encoded !== 'string' || type === undefined || !/^\d/.test(encoded)) return ERROR_PACKET;
  return encoded.length > 1 ? { type, data: encoded.substring(1) } : { type };
}

// The long-polling and WebTransport codecs, which the WebSocket-only build never reaches, stay the library's.
export { encodePayload, decodePayload, createPacketEncoderStream, createPacketDecoderStream } from 'engine.io-parser';
