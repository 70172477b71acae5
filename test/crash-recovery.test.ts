import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatViewer } from '../src/engine/types';
import { EventStore } from '../src/event-store/event-store.service';
import { createMigratedDataSource, createTestDatabase, type TestDatabase } from './support/database';
import { foldFromLog, hashFromLog } from './support/fold';
import { call, startServerProcess, type ServerProcess } from './support/server-process';
import { highCard } from './support/test-game';

describe('kill -9 loses no acknowledged command (real server process)', () => {
  let db: TestDatabase;
  let ds: DataSource;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGKILL');
    await ds?.destroy();
    await db?.drop();
  });

  it('after SIGKILL and a restart every acknowledged command is stored and the rebuilt state is the same', async () => {
    const env = { DATABASE_URL: db.url, STATE_CACHE_EVERY: '4' };
    // Slow bots in the first process, so that its bot-only match is unfinished when it dies.
    const first = await startServerProcess({ ...env, BOT_DELAY_MS: '25' });
    servers.push(first);
    const created = await call(first.url, 'POST', '/matches', { gameId: 'high-card', seats: 3, options: { rounds: 8 } });
    expect(created.status).toBe(201);
    const matchId = created.body.matchId as string;
    const tokens: string[] = [];
    for (const seat of [0, 1, 2]) tokens.push((await call(first.url, 'POST', `/matches/${matchId}/seats/${seat}`, { name: `P${seat}` })).body.token as string);

    // Three players hammer the server concurrently; the process is killed while commands are in flight.
    const acknowledged: { seat: number; commandId: string; firstSeq: number; lastSeq: number }[] = [];
    let killed = false;
    const player = async (seat: number) => {
      for (let i = 0; !killed; i += 1) {
        try {
          const view = await call(first.url, 'GET', `/matches/${matchId}/view`, undefined, tokens[seat]);
          const hand = (view.body.view as { hand: number[] }).hand;
          if (!view.body.legalActions || (view.body.legalActions as unknown[]).length === 0) {
            await new Promise((r) => setTimeout(r, 5));
            continue;
          }
          const commandId = `s${seat}-${i}`;
          const res = await call(
            first.url,
            'POST',
            `/matches/${matchId}/seats/${seat}/commands`,
            { commandId, command: { type: 'play', card: hand[0] } },
            tokens[seat],
          );
          if (res.status === 200) acknowledged.push({ seat, commandId, firstSeq: res.body.firstSeq as number, lastSeq: res.body.lastSeq as number });
        } catch {
          return; // the server is gone: this command was never acknowledged
        }
      }
    };
    const players = [0, 1, 2].map(player);
    const botMatch = (await call(first.url, 'POST', '/matches', { gameId: 'high-card', seats: 2, options: { rounds: 20 }, bots: ['random', 'random'] })).body
      .matchId as string;
    while (acknowledged.length < 10) await new Promise((r) => setTimeout(r, 2));
    killed = true;
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    await Promise.all(players);

    ds = await createMigratedDataSource(db, 4);
    const store = new EventStore(ds);
    const ledger = await store.commands(matchId);
    for (const ack of acknowledged) {
      expect(ledger).toContainEqual(
        expect.objectContaining({ actor: `seat:${ack.seat}`, commandId: ack.commandId, status: 'accepted', firstSeq: ack.firstSeq, lastSeq: ack.lastSeq }),
      );
      const events = await store.readStream(matchId, ack.firstSeq - 1, ack.lastSeq);
      expect(events.every((e) => e.commandId === ack.commandId)).toBe(true);
    }
    expect(await store.verifyChain(matchId)).toMatchObject({ ok: true });
    const before = await foldFromLog(ds, matchId);
    const hashBefore = await hashFromLog(ds, matchId);

    // Restart: the new process rebuilds the state (from a snapshot plus later events).
    const second = await startServerProcess(env);
    servers.push(second);
    const snapshots = (await ds.query('SELECT count(*)::int AS n FROM match_state_cache WHERE match_id = $1', [matchId])) as { n: number }[];
    expect(snapshots[0]!.n).toBeGreaterThan(0);
    for (const seat of [0, 1, 2]) {
      const view = await call(second.url, 'GET', `/matches/${matchId}/view`, undefined, tokens[seat]);
      expect(view.status).toBe(200);
      expect(view.body.seq).toBe(before.match.version);
      expect(view.body.view).toEqual(JSON.parse(JSON.stringify(highCard.view(before.match.game as never, seatViewer(seat)))));
      // Unfinished: the state hash is not served (it would help brute-force hidden cards).
      expect(view.body.stateHash).toBeNull();
    }
    expect(await hashFromLog(ds, matchId)).toBe(hashBefore);

    // Finish the match through the restarted server; its state hash then matches the test's fold.
    for (let guard = 0; guard < 100; guard += 1) {
      const summary = await call(second.url, 'GET', `/matches/${matchId}`);
      if (summary.body.status === 'finished') {
        expect(summary.body.stateHash).toBe(await hashFromLog(ds, matchId));
        break;
      }
      for (const seat of summary.body.waitingFor as number[]) {
        const view = await call(second.url, 'GET', `/matches/${matchId}/view`, undefined, tokens[seat]);
        const card = (view.body.view as { hand: number[] }).hand[0];
        const res = await call(
          second.url,
          'POST',
          `/matches/${matchId}/seats/${seat}/commands`,
          { commandId: `after-${guard}-${seat}`, command: { type: 'play', card } },
          tokens[seat],
        );
        expect(res.status).toBe(200);
      }
    }
    expect((await call(second.url, 'GET', `/matches/${matchId}`)).body.status).toBe('finished');

    // Nothing appends to the bot-only match after the restart: the bot runner resumes it by itself.
    expect(before.seats.length).toBe(3);
    for (let i = 0; ; i += 1) {
      const summary = await call(second.url, 'GET', `/matches/${botMatch}`);
      if (summary.body.status === 'finished') break;
      if (i > 200) throw new Error(`bot match did not resume: ${JSON.stringify(summary.body)}`);
      await new Promise((r) => setTimeout(r, 50));
    }

    // Graceful shutdown on SIGTERM.
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 180_000);

  it('without DATABASE_URL starts an embedded PostgreSQL under the data folder and stops it on SIGTERM', async () => {
    const dir = join('.data', `test-embedded-${randomBytes(4).toString('hex')}`);
    const env: Record<string, string> = { EMBEDDED_PG_DIR: dir, DATABASE_URL: '' };
    try {
      const server = await startServerProcess(env);
      servers.push(server);
      expect(existsSync(join(dir, 'postmaster.pid'))).toBe(true);
      const created = await call(server.url, 'POST', '/matches', { gameId: 'high-card', seats: 2 });
      expect(created.status).toBe(201);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      // The database was stopped (last) with the server.
      expect(existsSync(join(dir, 'postmaster.pid'))).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
