import { Emitter } from '@socket.io/component-emitter';

/**
 * socket.io's packet format (protocol 5) for a client that sends and receives JSON only: the
 * browser build gives socket.io-client this module instead of socket.io-parser (`web/vite.config.ts`,
 * `socketJsonParser`), whose binary attachments (blobs and array buffers taken apart and put back
 * together) no message of this project carries (docs/protocol.md: every payload is JSON). The
 * encoding and the checks are the library's, minus the binary packet types, which are refused.
 * A packet reads `<type>[<namespace>,][<ack id>][<JSON>]`.
 */

export const protocol = 5;

export const PacketType = { CONNECT: 0, DISCONNECT: 1, EVENT: 2, ACK: 3, CONNECT_ERROR: 4, BINARY_EVENT: 5, BINARY_ACK: 6 } as const;

export interface Packet {
  type: number;
  nsp: string;
  id?: number;
  data?: unknown;
}

/** Event names only the library may use (the same list as socket.io-parser's). */
const RESERVED = ['connect', 'connect_error', 'disconnect', 'disconnecting', 'newListener', 'removeListener'];

const isObject = (v: unknown): boolean => Object.prototype.toString.call(v) === '[object Object]';

function payloadValid(type: number, payload: unknown): boolean {
  switch (type) {
    case PacketType.CONNECT:
      return isObject(payload);
    case PacketType.DISCONNECT:
      return payload === undefined;
    case PacketType.CONNECT_ERROR:
      return typeof payload === 'string' || isObject(payload);
    case PacketType.EVENT:
      return Array.isArray(payload) && (typeof payload[0] === 'number' || (typeof payload[0] === 'string' && !RESERVED.includes(payload[0])));
    case PacketType.ACK:
      return Array.isArray(payload);
    default:
      return false;
  }
}

export class Encoder {
  encode(packet: Packet): string[] {
    let text = String(packet.type);
    if (packet.nsp && packet.nsp !== '/') text += `${packet.nsp},`;
    if (packet.id != null) text += String(packet.id);
    if (packet.data != null) text += JSON.stringify(packet.data);
    return [text];
  }
}

export class Decoder extends Emitter<Record<string, never>, Record<string, never>, { decoded: (packet: Packet) => void }> {
  add(data: unknown): void {
    if (typeof data !== 'string') throw new Error('binary socket.io packets are not used by this client');
    this.emitReserved('decoded', decode(data));
  }

  destroy(): void {}
}

function decode(text: string): Packet {
  const type = Number(text.charAt(0));
  if (!(type >= PacketType.CONNECT && type <= PacketType.CONNECT_ERROR)) throw new Error(`unknown or binary packet type ${text.charAt(0)}`);
  let i = 0;
  let nsp = '/';
  if (text.charAt(1) === '/') {
    const comma = text.indexOf(',', 1);
    i = comma === -1 ? text.length : comma;
    nsp = text.substring(1, i);
  }
  const packet: Packet = { type, nsp };
  let end = i + 1;
  while (end < text.length && text.charAt(end) >= '0' && text.charAt(end) <= '9') end += 1;
  if (end > i + 1) packet.id = Number(text.substring(i + 1, end));
  if (end < text.length) {
    let payload: unknown = false;
    try {
      payload = JSON.parse(text.substring(end));
    } catch {
      // as the library does: an unreadable payload is an invalid one
    }
    if (!payloadValid(type, payload)) throw new Error('invalid payload');
    packet.data = payload;
  }
  return packet;
}
