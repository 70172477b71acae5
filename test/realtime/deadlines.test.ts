import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DataSource } from 'typeorm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EventStore } from '../../src/event-store/event-store.service';
import { createMigratedDataSource, createTestDatabase, type TestDatabase } from '../support/database';
import { startServerProcess } from '../support/server-process';
import { highCard } from '../support/test-game';
import { claimSeats, createMatch, http, RecordingClient, sleep, startApp, until } from './support/harness';

/** R-MATCH-1 / M-MISC-4: per-prompt deadlines, their defaults, and their survival across restarts. */
describe('deadlines', () => {
  let db: TestDatabase;
  let ds: DataSource;
  const apps: NestExpressApplication[] = [];
  const clients: RecordingClient[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = await createMigratedDataSource(db, 4);
  });
  // Every instance times every match of the database: stop them between tests.
  afterEach(async () => {
    for (const c of clients.splice(0)) c.close();
    for (const a of apps.splice(0)) await a.close().catch(() => undefined);
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  const start = async () => {
    const started = await startApp(db, [highCard]);
    apps.push(started.app);
    return started;
  };

  const timeoutEvents = async (matchId: string) =>
    (await new EventStore(ds).readStream(matchId)).filter((e) => e.actor.kind === 'system' && e.actor.reason === 'timeout');

  it('on expiry the server plays the default for every waited-for seat (actor system/timeout); the view shows the deadline', async () => {
    const { url } = await start();
    const matchId = await createMatch(url, { gameId: 'high-card', seats: 2, options: { rounds: 1 }, deadlines: { mode: 'live', seconds: 1 } });
    const tokens = await claimSeats(url, matchId, 2);
    const c = new RecordingClient(url);
    clients.push(c);
    await c.join(matchId, { token: tokens[0] });
    const snap = c.mirror(matchId)!.snapshot!;
    const last = c.mirror(matchId)!.events.at(-1)!;
    expect(snap.deadline).toEqual({ at: new Date(Date.parse(last.recordedAt) + 1000).toISOString(), mode: 'live', seconds: 1, seats: [0, 1] });
    expect(snap.waitingFor).toEqual([0, 1]);

    await until(() => c.mirror(matchId)?.snapshot?.status === 'finished', 'the match to finish by timeouts', 8000);
    const timeouts = await timeoutEvents(matchId);
    expect(timeouts.map((e) => e.type)).toEqual(['hc.played', 'hc.played', 'hc.round-scored']);
    // The default is the game's: the lowest card (high card's defaultAction).
    const ledger = (await new EventStore(ds).commands(matchId)).filter((l) => l.origin === 'timeout');
    expect(ledger.map((l) => l.commandId)).toEqual([`auto:timeout:${snap.seq}:0`, `auto:timeout:${snap.seq + 1}:1`]);
    expect(c.mirror(matchId)!.events.filter((e) => e.actor.kind === 'system' && e.actor.reason === 'timeout').length).toBe(3);
  });

  it('a deadline that expired while the server was down is applied after restart', async () => {
    const first = await start();
    const matchId = await createMatch(first.url, { gameId: 'high-card', seats: 2, options: { rounds: 2 }, deadlines: { mode: 'live', seconds: 2 } });
    await claimSeats(first.url, matchId, 2);
    await first.app.close();
    const stoppedAt = await new EventStore(ds).version(matchId);
    await sleep(2500);
    expect(await new EventStore(ds).version(matchId)).toBe(stoppedAt); // nobody acted while down
    const before = Date.now();
    await start();
    await until(async () => (await timeoutEvents(matchId)).length >= 2, 'the overdue default after restart', 8000);
    expect(Date.now() - before).toBeLessThan(4000); // applied at start-up, not after a fresh 2 s
    const timeouts = await timeoutEvents(matchId);
    expect(timeouts[0]!.seq).toBe(stoppedAt + 1);
  });

  it('the same with a real process killed with SIGKILL: the overdue default is applied by the next process', async () => {
    const env = { DATABASE_URL: db.url };
    const first = await startServerProcess(env);
    const matchId = await createMatch(first.url, { gameId: 'high-card', seats: 2, options: { rounds: 1 }, deadlines: { mode: 'live', seconds: 2 } });
    await claimSeats(first.url, matchId, 2);
    first.child.kill('SIGKILL');
    await first.exited;
    const stoppedAt = await new EventStore(ds).version(matchId);
    await sleep(2200);
    const second = await startServerProcess(env);
    try {
      await until(
        async () => (await http<{ status: string }>(second.url, 'GET', `/matches/${matchId}`)).status === 'finished',
        'the match finished by timeouts',
        8000,
      );
      const timeouts = await timeoutEvents(matchId);
      expect(timeouts[0]!.seq).toBe(stoppedAt + 1);
      expect(timeouts.map((e) => e.type)).toEqual(['hc.played', 'hc.played', 'hc.round-scored']);
    } finally {
      second.child.kill('SIGKILL');
      await second.exited;
    }
  });

  it('with two instances on one database a timeout is applied once', async () => {
    const a = await start();
    await start();
    const matchId = await createMatch(a.url, { gameId: 'high-card', seats: 2, options: { rounds: 2 }, deadlines: { mode: 'live', seconds: 1 } });
    await claimSeats(a.url, matchId, 2);
    await until(async () => (await new EventStore(ds).readStream(matchId)).some((e) => e.type === 'match.ended'), 'the match to end by timeouts', 10_000);
    const log = await new EventStore(ds).readStream(matchId);
    // 2 rounds x (2 plays + 1 score) by timeout, nothing doubled.
    expect(log.filter((e) => e.actor.kind === 'system' && e.actor.reason === 'timeout').length).toBe(6);
    const ledger = (await new EventStore(ds).commands(matchId)).filter((l) => l.origin === 'timeout');
    expect(ledger.length).toBe(4);
    expect(new Set(ledger.map((l) => l.commandId)).size).toBe(4);
  });
});
