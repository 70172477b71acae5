/**
 * The real application in this process (no HTTP listener unless asked), on a bench database, with
 * the shipped games: for sections that drive services directly (replay, projections, pipeline).
 */
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../../src/app.module';
import { shippedGames } from '../../src/games/registry';
import { configureApp } from '../../src/http/configure-app';
import { BENCH_QUOTAS } from './bench-quotas';

export async function createBenchApp(databaseUrl: string, env: Record<string, string | number | boolean> = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot({ databaseUrl, games: shippedGames, env: { LOG_LEVEL: 'silent', LOG_PRETTY: false, BOT_WATCHED_DELAY_MS: 0, ...BENCH_QUOTAS, ...env } }),
    { bufferLogs: true, bodyParser: false, logger: false, abortOnError: false },
  );
  configureApp(app, { bodyLimit: '64kb' });
  await app.init();
  return app;
}
