import type { LoggerService } from '@nestjs/common';
import { asDomainError, describeFailure } from '../errors/as-domain-error';
import type { DomainError } from '../errors/domain-error';
import type { Ack, ProtocolError } from './protocol';

/** What the refusal answers: the client message and, when the payload named them, its match and command. */
export type ProtocolErrorContext = Pick<ProtocolError, 'request' | 'matchId' | 'commandId'>;

/**
 * The one refusal acknowledgement of every socket namespace: `{ ok: false, error: { code, rule, message, … } }`;
 * a refusal a wait cures (a rate limit) says how long in `retryAfterMs`.
 */
export function refusal(error: DomainError, context: ProtocolErrorContext): { readonly ok: false; readonly error: ProtocolError } {
  return {
    ok: false,
    error: {
      code: error.code,
      rule: error.rule,
      message: error.message,
      ...(error.retryAfterMs !== null ? { retryAfterMs: error.retryAfterMs } : {}),
      ...context,
    },
  };
}

/**
 * Runs one client message and acknowledges it: `{ ok: true, ...result }`, or the refusal of a
 * domain error, UNAVAILABLE when the database is away, INTERNAL for anything else (logged here,
 * never sent: internals stay on the server).
 * Used by every gateway so all namespaces answer alike.
 */
export async function acknowledge<T extends object>(logger: LoggerService, request: string, body: unknown, run: () => Promise<T>): Promise<Ack<T>> {
  try {
    return { ok: true, ...(await run()) };
  } catch (error) {
    const context: ProtocolErrorContext = { request, ...contextOf(body) };
    return refusal(
      asDomainError(error, (unexpected) => logger.error(`${request} failed: ${describeFailure(unexpected)}`)),
      context,
    );
  }
}

function contextOf(body: unknown): Pick<ProtocolError, 'matchId' | 'commandId'> {
  if (typeof body !== 'object' || body === null) return {};
  const { matchId, commandId } = body as { matchId?: unknown; commandId?: unknown };
  return {
    ...(typeof matchId === 'string' && matchId.length <= 64 ? { matchId } : {}),
    ...(typeof commandId === 'string' && commandId.length <= 64 ? { commandId } : {}),
  };
}
