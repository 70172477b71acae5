import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AnyGameDefinition } from './engine/game-definition';
import { shippedGames } from './games/registry';
import { AppModule } from './app.module';
import { validateEnvironment } from './config/environment';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from './database/embedded-postgres';
import { prepareEmbeddedRoles } from './database/embedded-roles';
import { configureApp } from './http/configure-app';

export interface BootstrapOptions {
  /** Games besides the shipped ones (the tests' own game). */
  readonly extraGames?: readonly AnyGameDefinition[];
}

/**
 * Starts the server: the database first (DATABASE_URL, or an embedded PostgreSQL in .data/), then
 * Nest. On SIGTERM/SIGINT Nest drains and closes, and the embedded database is stopped last.
 */
export async function bootstrap(options: BootstrapOptions = {}): Promise<NestExpressApplication> {
  const env = validateEnvironment(process.env);
  const logger = new Logger('Bootstrap');
  let embedded: EmbeddedPostgresHandle | null = null;
  let databaseUrl = env.DATABASE_URL;
  let databaseOwnerUrl = env.DATABASE_OWNER_URL;
  try {
    if (!databaseUrl) {
      const started = Date.now();
      embedded = await startEmbeddedPostgres({ dataDir: env.EMBEDDED_PG_DIR, port: env.EMBEDDED_PG_PORT });
      // The server runs as a restricted role; the schema belongs to an owner role (both created here).
      ({ url: databaseUrl, ownerUrl: databaseOwnerUrl } = await prepareEmbeddedRoles(embedded));
      logger.log(`embedded PostgreSQL ready on port ${embedded.port} (${embedded.dataDir}) in ${Date.now() - started} ms`);
    }
    const app = await NestFactory.create<NestExpressApplication>(
      AppModule.forRoot({ databaseUrl, databaseOwnerUrl, embedded, games: withExtraGames(options.extraGames ?? []) }),
      { bufferLogs: true, bodyParser: false },
    );
    configureApp(app, { bodyLimit: env.BODY_LIMIT });
    // process.exit after the hooks so that pino's transport flushes (see Nest's ShutdownHooksOptions).
    app.enableShutdownHooks(['SIGTERM', 'SIGINT'], { useProcessExit: true });
    await app.listen(env.PORT, env.HOST);
    logger.log(`listening on http://${env.HOST}:${env.PORT} (API docs at /docs)`);
    return app;
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

/** The shipped games plus `extra`; an extra game replaces a shipped one with the same id. */
function withExtraGames(extra: readonly AnyGameDefinition[]): AnyGameDefinition[] {
  return [...shippedGames.filter((g) => !extra.some((e) => e.id === g.id)), ...extra];
}
