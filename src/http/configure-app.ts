import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import type { Server } from 'node:http';
import { Logger } from 'nestjs-pino';
import { DomainError } from '../errors/domain-error';
import { stampArrival } from './arrival';
import { ApiExceptionFilter, fromFrameworkStatus, sendApiError } from './api-exception.filter';
import { refuseHostileInput } from './refuse-hostile-input';
import { useSecurityHeaders } from './security-headers';
import { buildOpenApiDocument } from './openapi/openapi-document';
import { StrictValidationPipe } from './strict-validation.pipe';

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
  useSecurityHeaders(app);
  app.useBodyParser('json', { limit: options.bodyLimit });
  // body-parser fails before any route; answer in the API's error shape instead of express's page.
  app.use((error: { type?: string; status?: number; message?: string }, _req: Request, res: Response, next: NextFunction) => {
    if (error?.type === 'entity.too.large') {
      sendApiError(res, DomainError.of('PAYLOAD_TOO_LARGE', `request body exceeds ${options.bodyLimit}`));
    } else if (error?.type === 'entity.parse.failed') {
      sendApiError(res, DomainError.of('MALFORMED_REQUEST', `malformed JSON body: ${error.message}`));
    } else if (error?.status && error.status >= 400 && error.status < 500) {
      sendApiError(res, fromFrameworkStatus(error.status, String(error.message)));
    } else {
      next(error);
    }
  });
  app.use(stampArrival);
  app.use(refuseHostileInput);
  app.useGlobalPipes(new StrictValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());

  // Built on first request: the document reads every controller's decorators.
  SwaggerModule.setup('docs', app, () => buildOpenApiDocument(app));
}
