import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresThrottlerStorage } from '../../src/quotas/postgres-throttler-storage';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { highCard } from '../support/test-game';
import { startApp } from '../realtime/support/harness';
import { call, type Answer } from './support';

const CREATE_QUOTA = 3;
const create = (base: string, from: string): Promise<Answer> => call(base, 'POST', '/matches', { from, body: { gameId: 'high-card', seats: 2 } });

/**
 * QUOTA_STORE=postgres: the REST quotas count in one table that every instance on the database
 * shares, so a client that spreads its requests over two instances still gets one quota. With the
 * default in-process store each instance counts alone (the reason for the switch).
 */
describe('REST quotas shared by the instances on one database (QUOTA_STORE=postgres)', () => {
  let db: TestDatabase;
  const apps: NestExpressApplication[] = [];
  const urls: Record<'sharedA' | 'sharedB' | 'aloneA' | 'aloneB', string> = { sharedA: '', sharedB: '', aloneA: '', aloneB: '' };

  beforeAll(async () => {
    db = await createTestDatabase();
    // One at a time: the first runs the migrations.
    for (const [name, store] of [
      ['sharedA', 'postgres'],
      ['sharedB', 'postgres'],
      ['aloneA', 'memory'],
      ['aloneB', 'memory'],
    ] as const) {
      const { app, url } = await startApp(db, [highCard], { QUOTA_STORE: store, QUOTA_CREATE: CREATE_QUOTA, QUOTA_WINDOW_SECONDS: 60 });
      apps.push(app);
      urls[name] = url;
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db?.drop();
  });

  it("the second instance sees the first one's count: the client's fourth creation is refused there, with Retry-After", async () => {
    const from = '127.0.0.31';
    for (let n = 0; n < CREATE_QUOTA - 1; n += 1) expect((await create(urls.sharedA, from)).status).toBe(201);
    expect((await create(urls.sharedB, from)).status).toBe(201);
    for (const url of [urls.sharedB, urls.sharedA]) {
      const refused = await create(url, from);
      expect(refused.status, JSON.stringify(refused.body)).toBe(429);
      expect(refused.body.code).toBe('RATE_LIMITED');
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    // Another client is counted apart.
    expect((await create(urls.sharedB, '127.0.0.32')).status).toBe(201);
  });

  it('with the in-process store, each instance counts alone: the same requests all pass', async () => {
    const from = '127.0.0.33';
    for (let n = 0; n < CREATE_QUOTA - 1; n += 1) expect((await create(urls.aloneA, from)).status).toBe(201);
    for (let n = 0; n < CREATE_QUOTA; n += 1) expect((await create(urls.aloneB, from)).status).toBe(201);
  });

  it('the count is atomic across instances, a closed window starts again, and expired counters are pruned', async () => {
    const ds = apps[0]!.get(DataSource);
    const [a, b] = [new PostgresThrottlerStorage(ds), new PostgresThrottlerStorage(ds)];
    // 20 requests at once through two storages: each gets its own count, none is lost.
    const records = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).increment('race', 60_000, 10, 60_000, 'test')));
    expect(records.map((r) => r.totalHits).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(records.filter((r) => r.isBlocked)).toHaveLength(10);
    for (const r of records.filter((x) => x.isBlocked)) expect(r.timeToBlockExpire).toBeGreaterThanOrEqual(1);

    // A 300 ms window: over the limit, then, once it has closed, counted from one again.
    expect((await a.increment('short', 300, 1, 300, 'test')).isBlocked).toBe(false);
    expect((await a.increment('short', 300, 1, 300, 'test')).isBlocked).toBe(true);
    await new Promise((r) => setTimeout(r, 400));
    expect(await a.increment('short', 300, 1, 300, 'test')).toMatchObject({ totalHits: 1, isBlocked: false });

    // An expired counter goes with the next prune (a fresh storage prunes on its first request).
    await a.increment('expiring', 1, 1, 1, 'test');
    await new Promise((r) => setTimeout(r, 50));
    await new PostgresThrottlerStorage(ds).increment('other', 60_000, 1, 60_000, 'test');
    await expect
      .poll(async () => (await ds.query(`SELECT count(*)::int AS n FROM quota_counters WHERE key = 'test:expiring'`)) as { n: number }[])
      .toEqual([{ n: 0 }]);
  });
});
