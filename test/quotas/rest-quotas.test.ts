import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_TOKEN } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { eventCount, until } from '../support/fold';
import { startApp } from '../realtime/support/harness';
import { highCard } from '../support/test-game';
import { call, describeCounts, flood, liveMatch, playOne, type Answer } from './support';

/** Low quotas (per client and route, per minute) so that a test reaches each one. */
const LIMITS = { QUOTA_CREATE: 4, QUOTA_CLAIM: 4, QUOTA_IMPORT: 2, QUOTA_AUDIT: 2, QUOTA_EXPORT: 2, QUOTA_REPLAY: 3 } as const;
/** The client that sets up matches for the tests (its own counts). */
const HOST = '127.0.0.9';

/** The one refusal a quota answers: 429 RATE_LIMITED in the API's error body, with Retry-After in seconds. */
function expectRateLimited(answer: Answer): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(429);
  expect(answer.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', rule: null, message: expect.stringMatching(/too many/) });
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('REST quotas per client (429 RATE_LIMITED with Retry-After)', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let base: string;
  let finished: string;
  let live: { matchId: string; tokens: string[] };

  beforeAll(async () => {
    db = await createTestDatabase();
    ({ app, url: base } = await startApp(db, [highCard], { ...LIMITS, QUOTA_WINDOW_SECONDS: 60 }));
    live = await liveMatch(base, HOST);
    // A finished match for audit and export: the host's second creation.
    const created = await call(base, 'POST', '/matches', {
      from: HOST,
      body: { gameId: 'high-card', seats: 2, options: { rounds: 1 }, bots: ['random', 'random'] },
    });
    finished = created.body.matchId as string;
    await until(async () => (await call(base, 'GET', `/matches/${finished}`, { from: HOST })).body.status === 'finished', 'the bot match to finish', 30_000);
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  /** Each route with its quota: the requests a client makes until it is refused. */
  const routes: { name: keyof typeof LIMITS; send: (from: string, n: number) => Promise<Answer> }[] = [
    { name: 'QUOTA_CREATE', send: (from) => call(base, 'POST', '/matches', { from, body: { gameId: 'high-card', seats: 2 } }) },
    { name: 'QUOTA_CLAIM', send: (from, n) => call(base, 'POST', `/matches/${live.matchId}/seats/${n % 2}`, { from, body: { name: 'Spam' } }) },
    {
      name: 'QUOTA_IMPORT',
      send: (from) => call(base, 'POST', '/matches/import', { from, token: TEST_ADMIN_TOKEN, raw: 'not an export\n', type: 'application/x-ndjson' }),
    },
    { name: 'QUOTA_AUDIT', send: (from) => call(base, 'GET', `/matches/${finished}/audit`, { from }) },
    { name: 'QUOTA_EXPORT', send: (from) => call(base, 'GET', `/matches/${finished}/export`, { from }) },
    { name: 'QUOTA_REPLAY', send: (from) => call(base, 'GET', `/matches/${finished}/replay?step=0`, { from }) },
  ];

  it.each(routes.map((r, i) => ({ ...r, client: `127.0.0.${20 + i}`, other: `127.0.0.${40 + i}` })))(
    '$name: the client is served up to its quota, then refused with 429 and Retry-After; another client is still served',
    async ({ name, send, client, other }) => {
      const limit = LIMITS[name];
      for (let n = 0; n < limit; n += 1) expect((await send(client, n)).status, `request ${n + 1} of ${limit}`).not.toBe(429);
      expectRateLimited(await send(client, limit));
      expect((await send(other, 0)).status).not.toBe(429);
    },
  );

  it('a refused creation appends nothing, and routes without a quota (the lobby, the view) are never refused', async () => {
    const ds = app.get(DataSource);
    const client = '127.0.0.60';
    for (let n = 0; n < LIMITS.QUOTA_CREATE; n += 1) expect((await routes[0]!.send(client, n)).status).toBe(201);
    const before = await eventCount(ds);
    for (let n = 0; n < 5; n += 1) expectRateLimited(await routes[0]!.send(client, n));
    expect(await eventCount(ds)).toBe(before);
    for (let n = 0; n < 20; n += 1) expect((await call(base, 'GET', '/matches?limit=5', { from: client })).status).toBe(200);
  });

  it.each(routes.map((r, i) => ({ ...r, client: `127.0.1.${10 + i}` })))(
    'under a flood of $name requests a player of a live match is still answered',
    async ({ name, send, client }) => {
      let answered = 0;
      const flooding = flood(150, 20, async (n) => {
        const answer = await send(client, n);
        answered += 1;
        return answer;
      });
      await until(async () => answered >= 20, 'the flood to start');
      const command = await playOne(base, HOST, live.matchId, live.tokens, `during-${name}`);
      const counts = await flooding;
      console.log(
        `[quota figures] flood of ${name}: answers ${describeCounts(counts)}; a player's command meanwhile: ${command.status} in ${command.ms.toFixed(0)} ms`,
      );
      expect(command.status).toBe(200);
      // Generous: the command is answered while the flood runs, not after a stall.
      expect(command.ms).toBeLessThan(15_000);
      expect(counts.get(429)).toBeGreaterThan(100);
      expect(counts.get(500) ?? 0).toBe(0);
    },
  );
});
