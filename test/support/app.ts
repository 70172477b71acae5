import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { AnyGameDefinition } from '../../src/engine/game-definition';
import { AppModule } from '../../src/app.module';
import type { Randomness } from '../../src/matches/randomness';
import { configureApp } from '../../src/http/configure-app';
import { recordHttpConformance } from './conformance/http-recorder';
import type { TestDatabase } from './database';
import { GENEROUS_QUOTAS } from './generous-quotas';
import { highCard } from './test-game';

/** The operator token of test apps (ADMIN_TOKEN): import is an operator action. */
export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789';

/**
 * The real application, in process, on a test database, with the test game registered. Scenario
 * mode is on (the suite sets up decks and hands); pass `SCENARIO_MODE: ''` for the default.
 */
export async function createTestApp(
  // A database made by hand (a replication cluster) may have one role only: then it runs as that.
  db: Pick<TestDatabase, 'url'> & Partial<TestDatabase>,
  env: Record<string, string | number | boolean> = {},
  games: readonly AnyGameDefinition[] = [highCard],
  /** Match seeds and bot draws: random unless a test fixes them (test/support/fixed-randomness.ts). */
  randomness?: Randomness,
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot({
      databaseUrl: db.url,
      databaseOwnerUrl: db.ownerUrl,
      games,
      randomness,
      env: {
        LOG_LEVEL: 'silent',
        LOG_PRETTY: false,
        PROJECTION_POLL_MS: 200,
        BOT_WATCHED_DELAY_MS: 0,
        SCENARIO_MODE: true,
        ADMIN_TOKEN: TEST_ADMIN_TOKEN,
        ...GENEROUS_QUOTAS,
        ...env,
      },
    }),
    { bufferLogs: true, bodyParser: false, logger: false, abortOnError: false },
  );
  // First of all middleware: every answer of the app is checked against the contract.
  app.use(recordHttpConformance);
  configureApp(app, { bodyLimit: String(env.BODY_LIMIT ?? '64kb') });
  await app.init();
  return app;
}

export type Http = ReturnType<typeof request>;

/** A small client for the match API. */
export function api(app: NestExpressApplication) {
  const http = () => request(app.getHttpServer());
  return {
    http,
    async create(body: Record<string, unknown>) {
      const res = await http().post('/matches').send(body);
      if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as { matchId: string; seq: number; seedCommitment: string; scenario: boolean };
    },
    async join(matchId: string, seat: number, name = `P${seat + 1}`) {
      const res = await http().post(`/matches/${matchId}/seats/${seat}`).send({ name });
      if (res.status !== 201) throw new Error(`join failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as { token: string; seq: number };
    },
    command(matchId: string, seat: number, token: string | null, body: Record<string, unknown>) {
      const req = http().post(`/matches/${matchId}/seats/${seat}/commands`);
      if (token) req.set('Authorization', `Bearer ${token}`);
      return req.send(body);
    },
    view(matchId: string, token?: string) {
      const req = http().get(`/matches/${matchId}/view`);
      if (token) req.set('Authorization', `Bearer ${token}`);
      return req;
    },
  };
}
