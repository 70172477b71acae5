import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { readFileSync } from 'node:fs';
import { GameClient } from '../../src/client';
import { api } from '../support/app';
import { until } from '../support/fold';
import { highCard } from '../support/test-game';
import { startApp } from '../realtime/support/harness';
import { createTestDatabase, withClient, type TestDatabase } from '../support/database';

/** The value of one sample line (`name{labels} value`) of a Prometheus scrape, or null. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      (match[3] ?? '')
        .split(',')
        .filter(Boolean)
        .map((kv) => kv.split('=').map((s) => s.replace(/"/g, '')) as [string, string]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[4]);
  }
  return null;
}

describe('operations: metrics and health', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let base: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    ({ app, url: base } = await startApp(db, [highCard]));
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  const scrape = async () => {
    const res = await request(app.getHttpServer()).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    return res.text;
  };

  it('GET /metrics serves the Node.js defaults, the event-loop delay and the pool, in Prometheus format', async () => {
    const text = await scrape();
    expect(sample(text, 'stackbound_process_cpu_user_seconds_total')).not.toBeNull();
    expect(sample(text, 'stackbound_nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'stackbound_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'stackbound_db_pool_connections', { state: 'waiting' })).toBe(0);
  });

  it('liveness and readiness: the database is writable and every migration has run', async () => {
    const live = await request(app.getHttpServer()).get('/health/live');
    expect(live.status).toBe(200);
    // The event-loop delay (perf_hooks.monitorEventLoopDelay): figures in ms, ordered.
    const delay = live.body.eventLoopDelay as { windowSeconds: number; p50Ms: number; p99Ms: number; maxMs: number };
    expect(delay.windowSeconds).toBe(20);
    expect(delay.p50Ms).toBeGreaterThanOrEqual(0);
    expect(delay.p99Ms).toBeGreaterThanOrEqual(delay.p50Ms);
    expect(delay.maxMs).toBeGreaterThanOrEqual(delay.p99Ms);
    const ready = await request(app.getHttpServer()).get('/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ok', ready: true, writable: true, migrations: 'done' });
  });

  it('is not ready while a migration this build knows has not run, and ready again once it has', async () => {
    const ds = app.get(DataSource);
    const [last] = (await ds.query(`SELECT id, timestamp, name FROM migrations ORDER BY id DESC LIMIT 1`)) as { id: number; timestamp: string; name: string }[];
    expect(last).toBeDefined();
    // The migrations record belongs to the owner role; the server's role may only read it.
    await withClient(db.ownerUrl, (c) => c.query(`DELETE FROM migrations WHERE id = $1`, [last!.id]));
    try {
      const res = await request(app.getHttpServer()).get('/health/ready');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'unavailable', ready: false, writable: true, migrations: 'pending' });
    } finally {
      await withClient(db.ownerUrl, (c) =>
        c.query(`INSERT INTO migrations (id, timestamp, name) VALUES ($1, $2, $3)`, [last!.id, last!.timestamp, last!.name]),
      );
    }
    expect((await request(app.getHttpServer()).get('/health/ready')).status).toBe(200);
  });

  it('moves under load: commands, refusals, appends, deadline defaults, sockets, viewers, matches, NOTIFY lag', async () => {
    const before = await scrape();
    const client = api(app);
    // Two matches played to the end over REST, one refused command, one deadline default, a viewer on a socket.
    for (let m = 0; m < 2; m += 1) {
      const { matchId } = await client.create({ gameId: 'high-card', seats: 2, options: { rounds: 2 } });
      const seats = [await client.join(matchId, 0), await client.join(matchId, 1)];
      for (let round = 0; round < 2; round += 1) {
        for (const [seat, { token }] of seats.entries()) {
          const view = (await client.view(matchId, token)).body as { legalActions: unknown[] };
          const res = await client.command(matchId, seat, token, { commandId: `m${m}r${round}s${seat}`, command: view.legalActions[0] });
          expect(res.status).toBe(200);
          if (m === 0 && round === 0 && seat === 0) {
            const again = await client.command(matchId, seat, token, { commandId: 'twice', command: view.legalActions[1] ?? view.legalActions[0] });
            expect(again.body.code).toBe('NOT_YOUR_TURN');
          }
        }
      }
    }
    const timed = await client.create({ gameId: 'high-card', seats: 2, options: { rounds: 1 }, deadlines: { mode: 'live', seconds: 1 } });
    const watcher = new GameClient(base);
    try {
      const live = await client.create({ gameId: 'high-card', seats: 2, options: { rounds: 3 } });
      await client.join(live.matchId, 0);
      await client.join(live.matchId, 1);
      await client.join(timed.matchId, 0);
      await client.join(timed.matchId, 1);
      await watcher.join(live.matchId);
      const after = await until(async () => {
        const text = await scrape();
        const defaults = sample(text, 'stackbound_deadline_defaults_total', { game: 'high-card' }) ?? 0;
        return defaults >= 1 && (sample(text, 'stackbound_live_matches') ?? 0) >= 1 ? text : null;
      }, 'a deadline default and a live match in the lobby');
      const grew = (name: string, labels: Record<string, string> = {}) => (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
      expect(grew('stackbound_commands_total', { game: 'high-card', outcome: 'accepted', origin: 'player' })).toBe(8);
      expect(grew('stackbound_commands_total', { game: 'high-card', outcome: 'rejected', origin: 'player' })).toBe(1);
      expect(grew('stackbound_rejections_total', { game: 'high-card', code: 'NOT_YOUR_TURN' })).toBe(1);
      expect(grew('stackbound_command_seconds_count', { game: 'high-card' })).toBeGreaterThanOrEqual(9);
      expect(grew('stackbound_append_seconds_count', { path: 'group-commit' })).toBeGreaterThanOrEqual(8);
      // Every hot-path append rode in a group-commit batch (alone or with others).
      expect(grew('stackbound_append_batch_commands_sum')).toBeGreaterThanOrEqual(8);
      expect(grew('stackbound_append_batch_commands_count')).toBeGreaterThanOrEqual(1);
      expect(grew('stackbound_append_seconds_count', { path: 'transaction' })).toBeGreaterThanOrEqual(4);
      expect(grew('stackbound_append_events_count')).toBeGreaterThanOrEqual(12);
      expect(sample(after, 'stackbound_sockets', { namespace: '/' })).toBeGreaterThanOrEqual(1);
      expect(sample(after, 'stackbound_viewers', { namespace: '/' })).toBeGreaterThanOrEqual(1);
      expect(sample(after, 'stackbound_matches', { status: 'finished' })).toBeGreaterThanOrEqual(2);
      expect(grew('stackbound_notify_lag_seconds_count')).toBeGreaterThan(0);

      // Every family the Grafana dashboard plots is served.
      const dashboard = JSON.parse(readFileSync('docs/grafana-dashboard.json', 'utf8')) as { panels: { targets: { expr: string }[] }[] };
      const families = new Set(dashboard.panels.flatMap((p) => p.targets.flatMap((t) => t.expr.match(/stackbound_[a-z0-9_]+/g) ?? [])));
      const served = new Set([...after.matchAll(/^# TYPE (\S+)/gm)].map((m) => m[1]));
      const missing = [...families].filter((f) => !served.has(f.replace(/_(bucket|count|sum)$/, '')));
      // Replica lag is served only with a read replica (test/reliability/read-replica.test.ts).
      expect(missing.filter((f) => f !== 'stackbound_replica_lag_seconds')).toEqual([]);
    } finally {
      watcher.close();
    }
  });
});
