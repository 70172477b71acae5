import type { Event } from 'socket.io';
import { DomainError } from '../errors/domain-error';
import type { ErrorCode } from '../errors/catalogue';
import type { Ack } from './protocol';
import { refusal } from './socket-ack';
import type { MessageBudget } from './message-budget';

type AckCallback = (response: Ack<object>) => void;

/** What a namespace's guard enforces. */
export interface GuardRules {
  /** The message names the namespace answers; any other is refused. */
  readonly messages: readonly string[];
  /** The message budget (the socket's own and its client's, see ClientBudgets). */
  readonly bucket: MessageBudget;
  /** The budget in words, for the refusal (e.g. "at most 20/s (bursts of 40)"). */
  readonly rate: string;
  readonly maxMessageBytes: number;
}

/**
 * socket.io middleware run on every incoming message before any handler: unknown message names,
 * the rate limit (token buckets per socket and per client) and the message size limit are refused here with a
 * clear error, and the connection carries on. It also normalises the packet to
 * `[name, payload, ack]`: when the client gave no acknowledgement callback, errors are sent as a
 * `server:error` message instead, so a refusal is never silent.
 */
export function socketGuard(
  socket: { emit(name: string, ...args: unknown[]): unknown },
  rules: GuardRules,
): (packet: Event, next: (err?: Error) => void) => void {
  const known = new Set<string>(rules.messages);
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
      return refuse('UNKNOWN_MESSAGE', `unknown message ${JSON.stringify(String(name)).slice(0, 80)}; known: ${rules.messages.join(', ')}`);
    }
    if (!rules.bucket.take()) {
      return refuseWith(DomainError.rateLimited(`too many messages: ${rules.rate}; slow down and retry`, rules.bucket.msUntilNext()));
    }
    const size = byteSize(payload);
    if (size > rules.maxMessageBytes) {
      return refuse('PAYLOAD_TOO_LARGE', `the message is ${size} bytes; the limit is ${rules.maxMessageBytes}`);
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
