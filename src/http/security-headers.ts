import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';

/**
 * Security headers on every answer (API, web client, Swagger UI): a Content-Security-Policy that
 * allows only this origin's scripts (the built client and Swagger UI load theirs from files, no
 * inline script), no framing (frame-ancestors 'none', X-Frame-Options: DENY), nosniff, and no
 * `X-Powered-By`. Inline styles stay allowed: Swagger UI's page and the client's element styles
 * use them, and they cannot run code. Sockets connect to this origin ('self' covers ws/wss).
 * HSTS is left to the TLS terminator in front (the server itself speaks plain HTTP).
 */
export function useSecurityHeaders(app: NestExpressApplication): void {
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'script-src-attr': ["'none'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
        },
      },
      frameguard: { action: 'deny' },
      strictTransportSecurity: false,
    }),
  );
}
