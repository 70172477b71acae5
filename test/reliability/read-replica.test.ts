import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withClient } from '../support/database';
import { api, createTestApp } from '../support/app';
import { postgresServerBinaries, startReplicatedCluster, type ReplicatedCluster } from '../support/pg-cluster';
import { until } from './support';

/**
 * Reads routed to a lagging streaming replica (asynchronous, replaying each commit 1.5 s late).
 * A reader that sends back the position it was last shown never sees an older lobby or replay,
 * whichever database answers; a reader that does not may well (which shows the replica does lag).
 * While a test plays, the replica's replay is paused: however slow the machine, it stays behind
 * (an apply delay alone is outrun when each step takes longer than the delay).
 */
const bin = postgresServerBinaries();
if (!bin) console.warn('read-replica test not run: no PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup) under /usr/lib/postgresql');
const APPLY_DELAY_MS = 1500;

describe.runIf(bin)('reads from a lagging replica never go backwards for a viewer', () => {
  let cluster: ReplicatedCluster;
  let app: NestExpressApplication;

  beforeAll(async () => {
    cluster = await startReplicatedCluster(bin as string, { synchronous: false, applyDelayMs: APPLY_DELAY_MS });
    await withClient(cluster.primary.url('postgres'), (c) => c.query('CREATE DATABASE replicas'));
    // The database reaches the replica after the apply delay, like everything else.
    await until(
      () => withClient(cluster.standby.url('postgres'), async (c) => (await c.query(`SELECT 1 FROM pg_database WHERE datname = 'replicas'`)).rowCount === 1),
      'the database on the replica',
      20_000,
    );
    const primary = cluster.primary.url('replicas');
    app = await createTestApp(
      { url: primary, adminUrl: cluster.primary.url('postgres'), drop: async () => undefined },
      { DATABASE_REPLICA_URL: cluster.standby.url('replicas'), REPLICA_WAIT_MS: 100, PROJECTION_POLL_MS: 100 },
    );
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    cluster?.stop();
  });

  const standby = (sql: string, params: unknown[] = []) => withClient(cluster.standby.url('postgres'), (c) => c.query(sql, params));
  /** Waits until the replica has replayed everything the primary has written so far. */
  const primaryPosition = async () =>
    (await withClient(cluster.primary.url('postgres'), (c) => c.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn'))).rows[0]!.lsn;
  const caughtUp = async () => {
    const lsn = await primaryPosition();
    await until(async () => (await standby('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS ok', [lsn])).rows[0].ok === true, 'the replica caught up', 30_000);
  };
  afterEach(() => standby('SELECT pg_wal_replay_resume()'));
  const pauseReplay = async () => void (await standby('SELECT pg_wal_replay_pause()'));
  const resumeReplay = async () => {
    await standby('SELECT pg_wal_replay_resume()');
    await caughtUp();
  };

  it('the lobby: each read is at least as new as the last one the viewer was shown', async () => {
    const client = api(app);
    let position: string | undefined;
    let seen = 0;
    const sources = new Set<string>();
    const lobby = async (withPosition: boolean) => {
      const req = request(app.getHttpServer()).get('/matches?limit=100');
      if (withPosition && position) req.set('X-Read-Position', position);
      const res = await req;
      expect(res.status).toBe(200);
      return { rows: (res.body as unknown[]).length, position: res.headers['x-read-position'] as string, source: res.headers['x-read-source'] as string };
    };
    for (let i = 0; i < 6; i += 1) {
      await client.create({ gameId: 'high-card', seats: 2 });
      // The projector writes the row shortly after the append; wait until the viewer is shown it.
      await until(
        async () => {
          const read = await lobby(true);
          if (read.rows > i) {
            position = read.position;
            seen = read.rows;
            sources.add(read.source);
            return true;
          }
          expect(read.rows, 'a viewer was shown fewer matches than before').toBeGreaterThanOrEqual(seen);
          return false;
        },
        `match ${i + 1} in the lobby`,
        10_000,
      );
      for (let k = 0; k < 3; k += 1) {
        const again = await lobby(true);
        expect(again.rows, 'a viewer was shown fewer matches than before').toBeGreaterThanOrEqual(seen);
        position = again.position;
        seen = again.rows;
        sources.add(again.source);
      }
    }
    // The replica does lag: held still while one more match is created, it serves a reader with no
    // position the older lobby, while the viewer (sent to the primary by its position) is shown the new one.
    await caughtUp();
    await pauseReplay();
    await client.create({ gameId: 'high-card', seats: 2 });
    // The viewer was shown the primary's state as it is now (as by the answer to the create).
    position = await primaryPosition();
    await until(
      async () => {
        const read = await lobby(true);
        expect(read.rows, 'a viewer was shown fewer matches than before').toBeGreaterThanOrEqual(seen);
        if (read.rows <= seen) return false;
        ({ rows: seen, position } = read);
        sources.add(read.source);
        return true;
      },
      'the new match shown to the viewer',
      10_000,
    );
    expect((await lobby(false)).rows, 'the replica never lagged: the test would show nothing').toBeLessThan(seen);
    // Once the replica has replayed past the viewer's position, it serves the viewer.
    await resumeReplay();
    const served = await lobby(true);
    expect(served).toMatchObject({ rows: seen, source: 'replica' });
    expect(sources.has('primary')).toBe(true);
  });

  it('replay: the last step a viewer is shown never goes back, while the match is played and after', async () => {
    const client = api(app);
    const { matchId } = await client.create({ gameId: 'high-card', seats: 2, options: { rounds: 4 } });
    const seats = [await client.join(matchId, 0), await client.join(matchId, 1)];
    // Let the replica learn of the match; from then on it trails the play.
    await caughtUp();
    await pauseReplay();
    let position: string | undefined;
    let shown = 0;
    let lagged = false;
    const replay = async (withPosition: boolean) => {
      const req = request(app.getHttpServer()).get(`/matches/${matchId}/replay?unit=event`);
      if (withPosition && position) req.set('X-Read-Position', position);
      const res = await req;
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { seq: res.body.seq as number, position: res.headers['x-read-position'] as string, source: res.headers['x-read-source'] as string };
    };
    const look = async () => {
      const primarySeq = ((await request(app.getHttpServer()).get(`/matches/${matchId}`)).body as { seq: number }).seq;
      const read = await replay(true);
      expect(read.seq, 'a replay viewer was shown an older last step than before').toBeGreaterThanOrEqual(shown);
      if (read.source === 'replica' && read.seq < primarySeq) lagged = true;
      shown = read.seq;
      position = read.position;
    };
    // Each seat plays its legal action in turn until the match is over, the viewer looking after each.
    for (let turn = 0; turn < 40; turn += 1) {
      const summary = (await request(app.getHttpServer()).get(`/matches/${matchId}`)).body as { status: string };
      if (summary.status === 'finished') break;
      for (const [seat, { token }] of seats.entries()) {
        const view = (await client.view(matchId, token)).body as { legalActions: unknown[]; seq: number };
        const action = view.legalActions[0];
        if (action) await client.command(matchId, seat, token, { commandId: `r${turn}s${seat}`, command: action });
      }
      await look();
    }
    expect(lagged, 'the replica never trailed the primary: the test would show nothing').toBe(true);
    await resumeReplay();
    const settled = await replay(true);
    const finalSeq = ((await request(app.getHttpServer()).get(`/matches/${matchId}`)).body as { seq: number }).seq;
    expect(settled).toMatchObject({ seq: finalSeq, source: 'replica' });
  });

  it('measures the replica lag', async () => {
    const res = await request(app.getHttpServer()).get('/metrics');
    expect(res.text).toMatch(/^stackbound_replica_lag_seconds \d/m);
  });
});
