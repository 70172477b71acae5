import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Logger, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { ExpressAdapter } from '@nestjs/platform-express';

/**
 * Serves the browser client (web/, built by `npm run build:web` into dist/web) at `/`.
 *
 * Registered in onModuleInit, i.e. after Nest has registered every controller route (and main.ts
 * the Swagger page), so a static file can never shadow `/matches`, `/games`, `/health`, `/docs` or
 * `/replay`; `/socket.io` is answered by socket.io before express sees it. Requests that match no
 * file fall through to the API's 404. Without a build the module serves nothing.
 */
export const webRoot = (): string | null =>
  [
    join(__dirname, '..', '..', 'dist', 'web'), // running from source (tests): <repo>/dist/web
    join(__dirname, '..', '..', 'web'), // running compiled: dist/src/web -> dist/web
  ].find((dir) => existsSync(join(dir, 'index.html')) && existsSync(join(dir, 'assets'))) ?? null;

@Module({})
export class WebModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const root = webRoot();
    if (!root) {
      new Logger('WebModule').warn('no built web client (run `npm run build:web`); / is not served');
      return;
    }
    (this.adapterHost.httpAdapter as ExpressAdapter).useStaticAssets(root, {
      index: 'index.html',
      fallthrough: true,
      setHeaders: (res, path) => res.setHeader('cache-control', path.includes(`${join('assets', '')}`) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
}
