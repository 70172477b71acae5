import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { until } from '../support/fold';
import { highCard } from '../support/test-game';
import { startApp } from '../realtime/support/harness';
import { call, describeCounts, flood, liveMatch, playOne, type Answer } from './support';

const BOT_ONLY = { gameId: 'high-card', seats: 2, options: { rounds: 20 }, bots: ['random', 'random'] };

function expectRateLimited(answer: Answer, message: RegExp): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(429);
  expect(answer.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', rule: null, message: expect.stringMatching(message) });
  expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

describe('bot-only matches are capped per client and on the whole server', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let base: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    // Bots pause long enough that the bot-only matches are still running while the test looks.
    ({ app, url: base } = await startApp(db, [highCard], { QUOTA_BOT_MATCHES: 1, QUOTA_BOT_MATCHES_TOTAL: 2, BOT_DELAY_MS: 1000 }));
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('QUOTA_BOT_MATCHES per client, QUOTA_BOT_MATCHES_TOTAL for everyone; other matches are not counted; a finished one frees its slot', async () => {
    // A short one (3 rounds, about 6 s at a bot pause of 1 s), so the test can see its slot freed.
    const first = await call(base, 'POST', '/matches', { from: '127.0.0.31', body: { ...BOT_ONLY, options: { rounds: 3 } } });
    expect(first.status).toBe(201);
    expectRateLimited(await call(base, 'POST', '/matches', { from: '127.0.0.31', body: BOT_ONLY }), /bot-only matches from this client/);
    // A match with a person in it is not bot-only: not counted.
    expect((await call(base, 'POST', '/matches', { from: '127.0.0.31', body: { ...BOT_ONLY, bots: ['random', null] } })).status).toBe(201);
    expect((await call(base, 'POST', '/matches', { from: '127.0.0.32', body: BOT_ONLY })).status).toBe(201);
    // Two unfinished bot-only matches on the server: a third client is refused too.
    expectRateLimited(await call(base, 'POST', '/matches', { from: '127.0.0.33', body: BOT_ONLY }), /maximum of 2 unfinished bot-only matches/);

    // While they run, a person's match is played as usual.
    const live = await liveMatch(base, '127.0.0.34');
    expect((await playOne(base, '127.0.0.34', live.matchId, live.tokens, 'while-bots-play')).status).toBe(200);

    // Once the short match has finished, its client may start another (the lobby shows it finished).
    const matchId = first.body.matchId as string;
    await until(
      async () => (await call(base, 'GET', `/matches/${matchId}`, { from: '127.0.0.31' })).body.status === 'finished',
      'the short bot-only match to end',
      120_000,
    );
    await until(
      async () => (await call(base, 'POST', '/matches', { from: '127.0.0.31', body: BOT_ONLY })).status === 201,
      'a bot-only slot for the first client again',
      30_000,
    );
  });
});

describe('a flood of bot-only creations from many clients', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let base: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    ({ app, url: base } = await startApp(db, [highCard], { QUOTA_BOT_MATCHES: 1, QUOTA_BOT_MATCHES_TOTAL: 3, BOT_DELAY_MS: 0 }));
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('is held to the server-wide cap while a player of a live match is still answered', async () => {
    const live = await liveMatch(base, '127.0.0.9');
    let answered = 0;
    const flooding = flood(120, 12, async (n) => {
      // 120 clients, one creation each: only the server-wide cap can stop them.
      const answer = await call(base, 'POST', '/matches', { from: `127.0.2.${n + 1}`, body: BOT_ONLY });
      answered += 1;
      return answer;
    });
    await until(async () => answered >= 12, 'the flood to start');
    const command = await playOne(base, '127.0.0.9', live.matchId, live.tokens, 'during-bot-flood');
    const counts = await flooding;
    console.log(
      `[quota figures] flood of bot-only creations from 120 clients: answers ${describeCounts(counts)}; a player's command meanwhile: ${command.status} in ${command.ms.toFixed(0)} ms`,
    );
    expect(command.status).toBe(200);
    expect(command.ms).toBeLessThan(15_000);
    expect(counts.get(429)).toBeGreaterThan(0);
    expect(counts.get(500) ?? 0).toBe(0);
  });
});
