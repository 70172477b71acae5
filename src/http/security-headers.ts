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
  // Answers carry seat tokens (claims), receipts (commands, views) and signed heads: no cache may
  // keep them. The web client's files set their own caching (src/web), which overrides this.
  app.use((_req: unknown, res: { setHeader(name: string, value: string): void }, next: () => void) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
}

/** The engine.io emitter: its polling answers are written before Express sees the request. */
interface EngineHeaders {
  on(event: 'headers', listener: (headers: Record<string, string>) => void): unknown;
}

/**
 * socket.io's HTTP long-polling answers (they carry match updates with receipts): nosniff and
 * no-store, as every other answer. The engine is shared by every namespace.
 */
export function secureEngineHeaders(engine: EngineHeaders | undefined): void {
  engine?.on('headers', (headers) => {
    headers['X-Content-Type-Options'] = 'nosniff';
    headers['Cache-Control'] = 'no-store';
  });
}
