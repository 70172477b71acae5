import type { Rejection } from '../engine/rejection';
import { ErrorCatalogue, isCatalogued, type ErrorCode } from './catalogue';
import type { ErrorKind } from './error-kind';

/** Where a game's own (uncatalogued) rejection code arose: its rules (`decide`) or its parsers. */
export type GameCodeKind = Extract<ErrorKind, 'rules' | 'malformed'>;

/**
 * The one error type of the server: services throw it, the edges (the REST exception filter, the
 * socket acknowledgement) turn its `kind` into a status or an acknowledgement. It carries no
 * transport detail. `rule` is the game rule a rules refusal enforces (R-STACK-8, M-TURN-5), else null.
 */
export class DomainError extends Error {
  private constructor(
    readonly code: string,
    readonly kind: ErrorKind,
    message: string,
    readonly rule: string | null,
    /** For a rate-limited refusal: milliseconds until a retry can succeed (sockets send it as `retryAfterMs`). */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  /** A server error: its kind is the catalogue's, so a code can never be thrown with another kind. */
  static of(code: ErrorCode, message: string): DomainError {
    return new DomainError(code, ErrorCatalogue[code], message, null);
  }

  /**
   * A quota refusal (RATE_LIMITED): a retry can succeed in `retryAfterMs` (at least 1 ms), as the limiter computed it.
   * Built without a stack trace: a flood is answered with thousands of these a second, and capturing
   * the stack (which only ever points at the limiter) was a flood's largest cost after socket writes
   * in the `hostile` bench's profile: about 14 of the 16 µs a refusal took to build.
   */
  static rateLimited(message: string, retryAfterMs: number): DomainError {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      return new DomainError('RATE_LIMITED', ErrorCatalogue.RATE_LIMITED, message, null, Math.max(1, Math.ceil(retryAfterMs)));
    } finally {
      Error.stackTraceLimit = limit;
    }
  }

  /** The same wait in whole seconds, rounded up (at least 1), as REST's Retry-After header carries it; null when no wait applies. */
  get retryAfterSeconds(): number | null {
    return this.retryAfterMs === null ? null : Math.max(1, Math.ceil(this.retryAfterMs / 1000));
  }

  /**
   * A refusal from a game (`decide`, `parseCommand`, `parseOptions`, `parseSetup`) or from the
   * pipeline's own checks. A catalogued code keeps its kind (STALE_SEQ is a conflict wherever it
   * comes from, MALFORMED_COMMAND is malformed); a game's own code takes `gameCodes`.
   */
  static fromRejection(rejection: Pick<Rejection, 'code' | 'rule' | 'message'>, gameCodes: GameCodeKind, message = rejection.message): DomainError {
    const kind = isCatalogued(rejection.code) ? ErrorCatalogue[rejection.code] : gameCodes;
    return new DomainError(rejection.code, kind, message, rejection.rule);
  }
}
