import { ValidationPipe, type ValidationError } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import type { Server } from 'node:http';
import { Logger } from 'nestjs-pino';
import { ApiError, ErrorCodes } from '../matches/api-error';
import { ApiExceptionFilter } from './api-exception.filter';

/**
 * Everything about the HTTP edge that is not a route: body limits, validation, the error shape,
 * logs and the OpenAPI page. Shared by main.ts and the tests so both run the same app.
 */
export function configureApp(app: NestExpressApplication, options: { bodyLimit: string }): void {
  app.useLogger(app.get(Logger));
  // Keep idle connections longer than clients' pools do (Node's default is 5 s), so a client never
  // reuses a connection the server is closing at that instant (ECONNRESET on the next request).
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  app.useBodyParser('json', { limit: options.bodyLimit });
  // body-parser fails before any route; answer in the API's error shape instead of express's page.
  app.use((error: { type?: string; status?: number; message?: string }, _req: Request, res: Response, next: NextFunction) => {
    if (error?.type === 'entity.too.large') {
      res.status(413).json({ statusCode: 413, code: ErrorCodes.PAYLOAD_TOO_LARGE, rule: null, message: `request body exceeds ${options.bodyLimit}` });
    } else if (error?.type === 'entity.parse.failed') {
      res.status(400).json({ statusCode: 400, code: ErrorCodes.MALFORMED_REQUEST, rule: null, message: `malformed JSON body: ${error.message}` });
    } else if (error?.status && error.status >= 400 && error.status < 500) {
      res.status(error.status).json({ statusCode: error.status, code: ErrorCodes.MALFORMED_REQUEST, rule: null, message: String(error.message) });
    } else {
      next(error);
    }
  });
  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors) => new ApiError(400, ErrorCodes.MALFORMED_REQUEST, describe(errors)),
    }),
  );
  app.useGlobalFilters(new ApiExceptionFilter());

  const doc = new DocumentBuilder()
    .setTitle('Stackbound game server')
    .setDescription('Event-sourced game server for Four Souls and Mansters. Errors: { statusCode, code, rule, message }.')
    .setVersion('0.1.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'Seat token from the join call' })
    .build();
  SwaggerModule.setup('docs', app, () => SwaggerModule.createDocument(app, doc));
}

/** "seats must be an integer; property foo should not exist" */
function describe(errors: ValidationError[], prefix = ''): string {
  return errors
    .flatMap((e) => {
      const path = prefix ? `${prefix}.${e.property}` : e.property;
      const own = Object.values(e.constraints ?? {}).map((m) => (prefix ? `${prefix}.${m}` : m));
      const nested = e.children?.length ? [describe(e.children, path)] : [];
      return [...own, ...nested];
    })
    .filter(Boolean)
    .join('; ');
}
