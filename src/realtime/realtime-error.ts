import { HttpException } from '@nestjs/common';
import { RealtimeErrors, type ProtocolError } from './protocol';

/** A refusal of a client message; turned into `{ ok: false, error }` by the gateway. */
export class RealtimeError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly rule: string | null = null,
  ) {
    super(message);
    this.name = 'RealtimeError';
  }
}

/**
 * Any failure as a protocol error: our own, the pipeline's ApiError (same stable codes as REST),
 * or an unexpected one (INTERNAL, without internals: those go to the log).
 */
export function toProtocolError(error: unknown, context: Partial<ProtocolError> = {}): ProtocolError {
  if (error instanceof RealtimeError) return { code: error.code, rule: error.rule, message: error.message, ...context };
  if (error instanceof HttpException) {
    const body = error.getResponse() as { code?: unknown; rule?: unknown; message?: unknown };
    if (typeof body === 'object' && body !== null && typeof body.code === 'string') {
      return { code: body.code, rule: typeof body.rule === 'string' ? body.rule : null, message: String(body.message ?? error.message), ...context };
    }
    return { code: RealtimeErrors.INTERNAL, rule: null, message: error.message, ...context };
  }
  return { code: RealtimeErrors.INTERNAL, rule: null, message: 'internal error', ...context };
}
