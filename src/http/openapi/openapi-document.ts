import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { completeOpenApi } from './complete-openapi';

/** The version of the published contract (the REST document and the socket protocol, docs/protocol.md). */
export const CONTRACT_VERSION = '1.0.0';

const DESCRIPTION = [
  'Event-sourced game server hosting online matches of Four Souls and Mansters.',
  '',
  'Every refusal has one body, `{ statusCode, code, rule, message }`: clients switch on `code`, which never changes once shipped;',
  '`rule` names the rule a rules refusal enforces. The realtime protocol (socket.io) is described by the AsyncAPI document at `/asyncapi.json`.',
].join('\n');

/** The REST contract: written by @nestjs/swagger from the controllers' decorators, then completed. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Stackbound game server')
    .setDescription(DESCRIPTION)
    .setVersion(CONTRACT_VERSION)
    .setLicense('UNLICENSED (proprietary, all rights reserved)', 'https://docs.npmjs.com/cli/configuring-npm/package-json#license')
    .addServer('/', 'The server that serves this document')
    .addTag('matches', 'The hosted games and their cards; creating, joining, playing and reading matches')
    .addTag('replay', 'Replay, audit, export and import of matches')
    .addTag('health', 'Liveness and readiness for load balancers')
    .addTag('operations', 'Metrics and the contract documents')
    .addTag('accounts', 'Sign-up, sign-in, sessions and the signed-in account (docs/accounts.md)')
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'opaque',
        description:
          'A seat token: an opaque random token (256 random bits, base64url, 43 characters), not a JWT. It is answered once by ' +
          '`POST /matches/{matchId}/seats/{seat}`; the server stores only its SHA-256.',
      },
      'seatToken',
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'opaque',
        description: "The operator's token: the server's ADMIN_TOKEN setting (import is off without it).",
      },
      'operatorToken',
    )
    .addCookieAuth(
      '__Host-stackbound_session',
      {
        type: 'apiKey',
        in: 'cookie',
        description:
          'The session cookie set by sign-up and sign-in (`stackbound_session` where SESSION_COOKIE_SECURE is off). Writes made with it also need the ' +
          "session's CSRF token in `X-CSRF-Token` (docs/accounts.md).",
      },
      'session',
    )
    .build();
  return completeOpenApi(SwaggerModule.createDocument(app, config));
}
