import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError } from '../errors/domain-error';
import type { ErrorKind } from '../errors/error-kind';
import { asDomainError, describeFailure } from '../errors/as-domain-error';

/** The one place an error kind becomes an HTTP status (exhaustive: a new kind must be given one). */
export const HTTP_STATUS_OF_KIND: { readonly [K in ErrorKind]: number } = {
  malformed: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  unprocessable: 422,
  rules: 422,
  'rate-limited': 429,
  unavailable: 503,
  internal: 500,
};

/** The API's one error body. */
export interface ApiErrorBody {
  readonly statusCode: number;
  readonly code: string;
  readonly rule: string | null;
  readonly message: string;
}

export function apiErrorBody(error: DomainError): ApiErrorBody {
  return { statusCode: HTTP_STATUS_OF_KIND[error.kind], code: error.code, rule: error.rule, message: error.message };
}

/** Answers a domain error in the API's shape (also used by the body-parser hook, which runs before Nest). */
export function sendApiError(res: Response, error: DomainError): void {
  const body = apiErrorBody(error);
  // A quota refusal says when to come back (RFC 9110, 10.2.3).
  if (error.retryAfterSeconds !== null) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  res.status(body.statusCode).json(body);
}

/**
 * Gives every error the API's one shape `{ statusCode, code, rule, message }`: domain errors by
 * their kind, the framework's own HTTP errors (unknown route, a failing health check) by their
 * status, the database being away as UNAVAILABLE, and anything else as INTERNAL without its
 * internals (those go to the log).
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    sendApiError(host.switchToHttp().getResponse<Response>(), this.toDomainError(exception));
  }

  private toDomainError(exception: unknown): DomainError {
    if (exception instanceof HttpException && exception.getStatus() < 500) return fromFrameworkStatus(exception.getStatus(), exception.message);
    if (exception instanceof HttpException && exception.getStatus() === 503) return DomainError.of('UNAVAILABLE', 'a dependency of the server does not answer');
    return asDomainError(exception, (error) => this.logger.error(describeFailure(error)));
  }
}

/** The framework's 4xx (routing, body parsing) in the catalogue's terms. */
export function fromFrameworkStatus(status: number, message: string): DomainError {
  switch (status) {
    case 404:
      return DomainError.of('NOT_FOUND', message);
    case 413:
      return DomainError.of('PAYLOAD_TOO_LARGE', message);
    default:
      return DomainError.of('MALFORMED_REQUEST', message);
  }
}
