import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../src/config/app-config';
import { PgListener } from '../src/event-store/pg-listener.service';
import { EventStore } from '../src/event-store/event-store.service';
import type { NewEvent } from '../src/event-store/event-store.types';
import { LobbyProjector } from '../src/projections/lobby-projector.service';
import { LobbyReader } from '../src/projections/lobby-reader.service';
import { api, createTestApp } from './support/app';
import { createMigratedDataSource, createTestDatabase, type TestDatabase } from './support/database';
import { until } from './support/fold';
import { STORED_EVENTS } from './support/event-log';

/** A high-card match.created, appended by the lobby: what the lobby lists as a waiting match. */
const created = (): NewEvent => ({
  type: 'match.created',
  schemaVersion: 1,
  payload: { type: 'match.created', gameId: 'high-card', rulesVersion: '1', seatCount: 2, options: {}, seedCommitment: 'x', scenario: false },
  visibility: { kind: 'public' },
  actor: { kind: 'system', reason: 'create' },
});
const command = (matchId: string) => ({
  matchId,
  actor: 'lobby',
  commandId: 'c',
  kind: 'create' as const,
  seat: null,
  origin: 'lobby' as const,
  payload: {},
  receivedAt: new Date(),
});

/**
 * Waits until every event in the log lies below the oldest running transaction. That horizon is
 * the whole server's, so a transaction of another test file's database can hold it back for a
 * moment; a projector reads only below it, and a test that counts what one catch-up read waits first.
 */
async function untilAllVisible(ds: DataSource): Promise<void> {
  await until(
    async () => {
      const rows = (await ds.query(`SELECT NOT EXISTS (SELECT 1 FROM match_appends WHERE tx_id >= pg_snapshot_xmin(pg_current_snapshot())) AS visible`)) as {
        visible: boolean;
      }[];
      return rows[0]?.visible === true;
    },
    'every event to lie below the oldest running transaction',
    60_000,
  );
}

/**
 * A database of its own (the app's projector must not see these events) with a store and a way
 * to build projectors that are never connected to NOTIFY (no wake-ups: the test drives them).
 */
async function withOwnStore(
  body: (own: { readonly db: TestDatabase; readonly ds: DataSource; readonly store: EventStore; readonly projector: () => LobbyProjector }) => Promise<void>,
): Promise<void> {
  const db = await createTestDatabase();
  const ds = await createMigratedDataSource(db, 6);
  try {
    const store = new EventStore(ds);
    const config = { get: () => 0 } as unknown as AppConfig;
    await body({ db, ds, store, projector: () => new LobbyProjector(ds, config, new PgListener(ds), store) });
  } finally {
    await ds.destroy();
    await db.drop();
  }
}

describe('lobby projection (docs/design.md §4: a fold with a checkpoint, rebuildable from the log)', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createTestApp(db);
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('lists matches with status, seats, winner and scenario flag, and a dropped-and-rebuilt lobby equals the live one', async () => {
    const client = api(app);
    const ds = app.get(DataSource);
    const waiting = await client.create({ gameId: 'high-card', seats: 3 });
    await client.join(waiting.matchId, 1, 'Bob');
    const live = await client.create({
      gameId: 'high-card',
      seats: 2,
      setup: {
        hands: [
          [5, 1, 2],
          [6, 3, 4],
        ],
      },
    });
    await client.join(live.matchId, 0, 'Ada');
    await client.join(live.matchId, 1, 'Cy');
    const bots = await Promise.all(
      Array.from({ length: 4 }, () => client.create({ gameId: 'high-card', seats: 2, options: { rounds: 3 }, bots: ['random', 'lowest'] })),
    );
    // Wait until the bots are done and the live projection has caught up with every stream.
    const heads = async () =>
      new Map(
        ((await ds.query('SELECT match_id, max(last_seq)::int AS v FROM match_appends GROUP BY match_id')) as { match_id: string; v: number }[]).map((r) => [
          r.match_id,
          r.v,
        ]),
      );
    const reader = app.get(LobbyReader);
    const liveRows = await until(async () => {
      const rows = await reader.list({ limit: 500 });
      const h = await heads();
      const finished = bots.every((b) => rows.find((r) => r.matchId === b.matchId)?.status === 'finished');
      return finished && rows.length === h.size && rows.every((r) => r.lastSeq === h.get(r.matchId)) ? rows : null;
    }, 'the live lobby to catch up');

    const byId = new Map(liveRows.map((r) => [r.matchId, r]));
    expect(byId.get(waiting.matchId)).toMatchObject({
      status: 'waiting',
      gameId: 'high-card',
      scenario: false,
      winners: null,
      seats: [
        { seat: 0, name: null, claimed: false, bot: null },
        { seat: 1, name: 'Bob', claimed: true, bot: null },
        { seat: 2, name: null, claimed: false, bot: null },
      ],
    });
    expect(byId.get(live.matchId)).toMatchObject({ status: 'live', scenario: true });
    for (const b of bots) expect(byId.get(b.matchId)?.winners?.length).toBeGreaterThan(0);
    const listed = await client.http().get('/matches').query({ status: 'finished' });
    expect(listed.body).toHaveLength(4);

    const events = ((await ds.query(STORED_EVENTS)) as { n: number }[])[0]!.n;
    // The rebuild folds one summary row per match, not the matches' events.
    expect(await app.get(LobbyProjector).rebuild()).toBe(liveRows.length);
    expect(events).toBeGreaterThan(3 * liveRows.length);
    expect(await reader.list({ limit: 500 })).toEqual(liveRows);
  });

  it('a batch of many matches is written at once; at shutdown a catch-up stops after its current batch and the next one resumes from its checkpoint', async () => {
    await withOwnStore(async ({ ds, store, projector }) => {
      const matches = Array.from({ length: 1_200 }, () => randomUUID());
      for (let i = 0; i < matches.length; i += 100) {
        await Promise.all(matches.slice(i, i + 100).map((matchId) => store.append({ expectedVersion: 0, command: command(matchId), events: [created()] })));
      }
      await untilAllVisible(ds);
      const stopped = projector();
      const run = stopped.catchUp({ wait: true });
      await stopped.beforeApplicationShutdown();
      // One batch (500 events, 500 matches), then it stopped: the backlog did not hold shutdown up.
      expect(await run).toBe(500);
      expect(await new LobbyReader(ds).list({ limit: 500, offset: 500 })).toEqual([]);
      expect(await new LobbyReader(ds).list({ limit: 500 })).toHaveLength(500);

      const next = projector();
      expect(await next.catchUp({ wait: true })).toBe(700);
      const listed = [...(await new LobbyReader(ds).list({ limit: 500 })), ...(await new LobbyReader(ds).list({ limit: 500, offset: 500 }))];
      listed.push(...(await new LobbyReader(ds).list({ limit: 500, offset: 1_000 })));
      expect(listed.map((r) => r.matchId).sort()).toEqual([...matches].sort());
      expect(listed.every((r) => r.status === 'waiting' && r.seats.length === 2 && r.lastSeq === 1)).toBe(true);
    });
  });

  it('does not skip an event committed after a later-positioned one (reads below the oldest running transaction)', async () => {
    await withOwnStore(async ({ db: other, ds, store, projector: newProjector }) => {
      const projector = newProjector();

      // A takes its global position first but commits last: its seed is written after its events,
      // and a lock held here makes that write wait.
      const a = randomUUID();
      const b = randomUUID();
      // As the owner: LOCK ... IN SHARE MODE needs more than the server's role may do.
      const gate = new pg.Client({ connectionString: other.ownerUrl });
      await gate.connect();
      await gate.query('BEGIN');
      await gate.query('LOCK TABLE match_secrets IN SHARE MODE');
      const appendA = store.append({ expectedVersion: 0, command: command(a), events: [created()], secret: { seed: 'a'.repeat(64) } });
      await until(async () => {
        const waiting = (await ds.query(`SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted AND relation = 'match_secrets'::regclass`)) as {
          n: number;
        }[];
        return waiting[0]?.n === 1;
      }, "A's append to wait for the lock after inserting its event");
      await store.append({ expectedVersion: 0, command: command(b), events: [created()] });
      const positions = (await ds.query('SELECT match_id, global_position FROM match_appends')) as { match_id: string }[];
      expect(positions.map((p) => p.match_id)).toEqual([b]); // A is not committed yet

      await projector.catchUp({ wait: true });
      // B is committed, but a transaction older than it is still running: not read yet.
      expect(await new LobbyReader(ds).list()).toEqual([]);

      await gate.query('COMMIT');
      await gate.end();
      await appendA;
      const order = (await ds.query('SELECT match_id FROM match_appends ORDER BY global_position')) as { match_id: string }[];
      expect(order.map((r) => r.match_id)).toEqual([a, b]); // A holds the smaller position
      await untilAllVisible(ds);
      await projector.catchUp({ wait: true });
      expect((await new LobbyReader(ds).list()).map((r) => r.matchId).sort()).toEqual([a, b].sort());
    });
  });
});
