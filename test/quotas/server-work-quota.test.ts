import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStore } from '../../src/event-store/event-store.service';
import pg from 'pg';
import { createMigratedDataSource, createTestDatabase, type TestDatabase } from '../support/database';
import { highCard } from '../support/test-game';
import { startApp } from '../realtime/support/harness';
import { call, liveMatch } from './support';

/** One server-played event a second per client, bursts of 6; bots at full speed otherwise. */
const LIMITS = { QUOTA_SERVER_EVENTS_PER_MINUTE: 60, BOT_DELAY_MS: 0, BOT_WATCHED_DELAY_MS: 0 } as const;
const PER_SECOND = LIMITS.QUOTA_SERVER_EVENTS_PER_MINUTE / 60;
const BURST = LIMITS.QUOTA_SERVER_EVENTS_PER_MINUTE / 10;
/** The most events one server-played command of high-card appends (a round's end with the next deal). */
const ONE_COMMAND = 6;
const WINDOW_MS = 3_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('server-played work (bots, deadline defaults) is bounded per client in events per minute', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let base: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    ({ app, url: base } = await startApp(db, [highCard], LIMITS));
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  const seqOf = async (matchId: string, from: string) => (await call(base, 'GET', `/matches/${matchId}`, { from })).body.seq as number;

  it("a bot-only match plays at its creator's budget, not at full speed; another client's is not slowed by it", async () => {
    const create = async (from: string) => {
      const created = await call(base, 'POST', '/matches', {
        from,
        body: { gameId: 'high-card', seats: 2, options: { rounds: 20 }, bots: ['random', 'random'] },
      });
      expect(created.status).toBe(201);
      return created.body.matchId as string;
    };
    const started = Date.now();
    const [mine, other] = [await create('127.0.0.51'), await create('127.0.0.52')];
    await sleep(WINDOW_MS);
    const seconds = (Date.now() - started) / 1000;
    const [played, otherPlayed] = [await seqOf(mine, '127.0.0.51'), await seqOf(other, '127.0.0.52')];
    // The creation's own events (match, seats) are the client's request, not server work.
    const allowed = 4 + BURST + Math.ceil(PER_SECOND * seconds) + ONE_COMMAND;
    console.log(
      `[quota figures] bot-only match: ${played} and ${otherPlayed} events in ${seconds.toFixed(1)} s at ${LIMITS.QUOTA_SERVER_EVENTS_PER_MINUTE}/min (allowed ${allowed})`,
    );
    expect(played).toBeLessThanOrEqual(allowed);
    // Both play: the budget paces, it does not stop.
    expect(played).toBeGreaterThan(4);
    expect(otherPlayed).toBeGreaterThan(4);
    expect((await call(base, 'GET', `/matches/${mine}`, { from: '127.0.0.51' })).body.status).toBe('live');
  });

  it('a restart does not reset who pays: the next process reads the creator and plays at the same budget', async () => {
    const own = await createTestDatabase();
    // A transaction another client leaves open the whole time (on a shared database server, one
    // always may be): the lobby, which reads the log below the oldest one, never sees this match.
    // The bots are resumed from the store all the same.
    const holder = new pg.Client({ connectionString: own.url });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT pg_current_xact_id()');
    try {
      const client = '127.0.0.54';
      const first = await startApp(own, [highCard], LIMITS);
      const created = await call(first.url, 'POST', '/matches', {
        from: client,
        body: { gameId: 'high-card', seats: 2, options: { rounds: 20 }, bots: ['random', 'random'] },
      });
      expect(created.status).toBe(201);
      const matchId = created.body.matchId as string;
      await first.app.close();

      // Nothing appends while no process runs: the window opens here, before the next process
      // resumes the bots, and stays open until they have played (a loaded machine slows the start)
      // and at least WINDOW_MS have passed, so none of the fresh bucket's burst falls outside it.
      const ds = await createMigratedDataSource(own, 2);
      const before = await new EventStore(ds).version(matchId).finally(() => ds.destroy());
      const started = Date.now();
      const next = await startApp(own, [highCard], LIMITS);
      try {
        const seq = async () => (await call(next.url, 'GET', `/matches/${matchId}`, { from: client })).body.seq as number;
        while ((await seq()) === before && Date.now() - started < 20_000) await sleep(100);
        await sleep(Math.max(0, started + WINDOW_MS - Date.now()));
        const played = (await seq()) - before;
        const seconds = (Date.now() - started) / 1000;
        // A fresh process starts with a full bucket; unmetered, the bots finish the 20 rounds (over 100 events) at once.
        const allowed = BURST + Math.ceil(PER_SECOND * seconds) + ONE_COMMAND;
        console.log(`[quota figures] after a restart: ${played} events in ${seconds.toFixed(1)} s (allowed ${allowed})`);
        expect(played).toBeGreaterThan(0);
        expect(played).toBeLessThanOrEqual(allowed);
      } finally {
        await next.app.close();
      }
    } finally {
      await holder.end();
      await own.drop();
    }
  });

  it("deadline defaults in many matches of one client come at that client's budget", async () => {
    const client = '127.0.0.53';
    const matches: { matchId: string; seq: number }[] = [];
    for (let n = 0; n < 8; n += 1) {
      const { matchId } = await liveMatch(base, client, { options: { rounds: 20 }, deadlines: { mode: 'live', seconds: 1 } });
      matches.push({ matchId, seq: await seqOf(matchId, client) });
    }
    const started = Date.now();
    await sleep(WINDOW_MS);
    const seconds = (Date.now() - started) / 1000;
    let defaults = 0;
    for (const m of matches) defaults += (await seqOf(m.matchId, client)) - m.seq;
    // Unbounded, 8 matches with 1-second deadlines play 8 defaults a second, each of several events.
    const allowed = BURST + Math.ceil(PER_SECOND * (seconds + 1)) + ONE_COMMAND;
    console.log(`[quota figures] deadline defaults: ${defaults} events in ${seconds.toFixed(1)} s over 8 matches (allowed ${allowed})`);
    expect(defaults).toBeLessThanOrEqual(allowed);
    expect(defaults).toBeGreaterThan(0);
  });
});
