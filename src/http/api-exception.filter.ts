import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';

/**
 * Gives every error the API's one shape `{ statusCode, code, rule, message }` and hides internals
 * of unexpected errors (logged, answered with a plain 500).
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      if (typeof body === 'object' && body !== null && 'code' in body) {
        res.status(status).json(body);
        return;
      }
      const message = typeof body === 'string' ? body : (body as { message?: unknown }).message;
      res.status(status).json({
        statusCode: status,
        code: defaultCode(status),
        rule: null,
        message: Array.isArray(message) ? message.join('; ') : String(message ?? exception.message),
      });
      return;
    }
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    res.status(500).json({ statusCode: 500, code: 'INTERNAL_ERROR', rule: null, message: 'internal error' });
  }
}

function defaultCode(status: number): string {
  switch (status) {
    case 400:
      return 'MALFORMED_REQUEST';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    default:
      return `HTTP_${status}`;
  }
}
