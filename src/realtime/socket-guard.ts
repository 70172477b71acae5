import type { Event } from 'socket.io';
import { DomainError } from '../errors/domain-error';
import type { ErrorCode } from '../errors/catalogue';
import { CLIENT_MESSAGE_NAMES, type Ack } from './protocol';
import type { RealtimeOptions } from './realtime-options';
import { refusal } from './socket-ack';
import type { RealtimeSocket } from './socket-types';

type AckCallback = (response: Ack<object>) => void;

const known = new Set<string>(CLIENT_MESSAGE_NAMES);

/**
 * socket.io middleware run on every incoming message before any handler: unknown message names,
 * the per-socket rate limit (token bucket) and the message size limit are refused here with a
 * clear error, and the connection carries on. It also normalises the packet to
 * `[name, payload, ack]`: when the client gave no acknowledgement callback, errors are sent as a
 * `server:error` message instead, so a refusal is never silent.
 */
export function socketGuard(socket: RealtimeSocket, options: RealtimeOptions): (packet: Event, next: (err?: Error) => void) => void {
  return (packet, next) => {
    const [name, ...args] = packet as unknown[];
    const last = args.at(-1);
    const ack: AckCallback =
      typeof last === 'function'
        ? (last as AckCallback)
        : (response) => {
            if (response && response.ok === false) socket.emit('server:error', response.error);
          };
    const payload = args.find((a) => typeof a !== 'function');
    const refuseWith = (error: DomainError) => ack(refusal(error, { request: typeof name === 'string' ? name : undefined }));
    const refuse = (code: ErrorCode, message: string) => refuseWith(DomainError.of(code, message));
    if (typeof name !== 'string' || !known.has(name)) {
      return refuse('UNKNOWN_MESSAGE', `unknown message ${JSON.stringify(String(name)).slice(0, 80)}; known: ${CLIENT_MESSAGE_NAMES.join(', ')}`);
    }
    if (!socket.data.bucket.take()) {
      return refuseWith(
        DomainError.rateLimited(
          `too many messages: at most ${options.ratePerSecond}/s (bursts of ${options.rateCapacity}); slow down and retry`,
          socket.data.bucket.msUntilNext(),
        ),
      );
    }
    const size = byteSize(payload);
    if (size > options.maxMessageBytes) {
      return refuse('PAYLOAD_TOO_LARGE', `the message is ${size} bytes; the limit is ${options.maxMessageBytes}`);
    }
    packet.length = 0;
    packet.push(name, payload, ack);
    next();
  };
}

function byteSize(value: unknown): number {
  try {
    return Buffer.byteLength(JSON.stringify(value ?? null) ?? '');
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}
