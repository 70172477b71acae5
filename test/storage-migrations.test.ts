import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSourceOptions } from '../src/database/data-source-options';
import { runMigrations } from '../src/database/run-migrations';
import { actorColumns, chainRows } from '../src/event-store/chain-rows';
import { compactEventLog, packEventLog } from '../src/event-store/event-log-compactor';
import { EventStore } from '../src/event-store/event-store.service';
import type { ChainedEvent, NewEvent, StoredEvent } from '../src/event-store/event-store.types';
import { GENESIS_HASH } from '../src/event-store/hash-chain';
import { toExportText } from '../src/replay/core/export-format';
import { storedSteps } from '../src/replay/core/step-entry';
import { MatchRecordReader } from '../src/replay/match-record.reader';
import { buildStepIndex } from '../src/replay/core/steps';
import { createMigratedDataSource, createTestDatabase, type TestDatabase } from './support/database';
import { publicEvent } from './support/store-fixtures';

/** Undone to reach the schema before the compact storage, last run first (a fresh database runs ImportSignatures, StateCacheName, MatchCreators, the news log, the leaner ledger key and cached states, and the log by append after them). */
const UNDONE = [
  'EventLogByAppend1765800000000',
  'CachedStateInline1765700000006',
  'LedgerKeyedByCommand1765700000005',
  'NewsLog1765700000000',
  'MatchCreators1765600000001',
  'StateCacheName1765600000000',
  'ImportSignatures1765500000000',
  'CachedStateAsJsonText1765300000102',
  'PayloadAsJsonText1765300000101',
  'SeatOwnerNotices1765300000100',
  'MatchSummaries1765300000002',
  'EventStepMarks1765300000001',
  'CompactEventLog1765300000000',
];

/** The export file's text of a match (its record; a fixed export time, no signature). */
const exportOf = async (store: EventStore, matchId: string) => toExportText(await new MatchRecordReader(store).record(matchId), new Date(0));

/** A finished match: created, two seats claimed, turns and resolutions, ended. */
const types = ['match.created', 'seat.claimed', 'seat.claimed', 'turn', 'x', 'resolved', 'turn', 'x', 'x', 'resolved', 'x', 'match.ended'];
const events: NewEvent[] = types.map((type, i) => ({
  ...publicEvent(type, type === 'match.created' ? { type, gameId: 'high-card', seatCount: 2, scenario: false } : { type, seat: i % 2, name: `p${i}` }),
  ...(type === 'x' ? { visibility: { kind: 'seats', seats: [0] } } : {}),
}));

describe('the storage migrations convert a database written before them (real PostgreSQL)', () => {
  let db: TestDatabase;
  let owner: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase();
    owner = await new DataSource(dataSourceOptions(db.ownerUrl, 2)).initialize();
    for (const name of UNDONE) {
      const [last] = (await owner.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`)) as { name: string }[];
      expect(last?.name).toBe(name);
      await owner.undoLastMigration({ transaction: 'each' });
    }
  });
  afterAll(async () => {
    await owner?.destroy();
    await db?.drop();
  });

  it('keeps every read, the chain, the step index and the lobby summary of an old match', async () => {
    const matchId = randomUUID();
    // The match as the server stored it before: hex hashes, previous hashes, visibility set, a row per step and unit.
    const rows: ChainedEvent[] = [];
    for (let i = 0; i < events.length; i += 3) {
      const at = new Date(Date.parse('2026-03-04T05:06:07.089Z') + i);
      rows.push(...chainRows(matchId, `c${i / 3 + 1}`, i, rows.at(-1)?.hash ?? GENESIS_HASH, events.slice(i, i + 3), at));
    }
    for (const r of rows) {
      const a = actorColumns(r);
      await owner.query(
        `INSERT INTO match_events (match_id, seq, type, schema_version, payload, visibility, command_id, actor_kind, actor_seat, actor_reason, recorded_at, prev_hash, hash)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9, $10, $11, $12, $13)`,
        [
          matchId,
          r.seq,
          r.type,
          r.schemaVersion,
          JSON.stringify(r.payload),
          JSON.stringify(r.visibility),
          r.commandId,
          a.actor_kind,
          a.actor_seat,
          a.actor_reason,
          r.recordedAt,
          r.prevHash,
          r.hash,
        ],
      );
    }
    const meta = rows.map((r) => ({ seq: r.seq, type: r.type, commandId: r.commandId }));
    const markers = { isTurnStart: (t: string) => t === 'turn', isResolution: (t: string) => t === 'resolved' };
    const units = { event: storedSteps(buildStepIndex(meta, 'event', markers)), action: storedSteps(buildStepIndex(meta, 'action', markers)) };
    for (const [unit, steps] of Object.entries(units)) {
      for (const s of steps) {
        await owner.query(
          `INSERT INTO match_steps (match_id, unit, step, first_seq, last_seq, turn, prev_turn, next_turn, prev_resolution, next_resolution)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [matchId, unit, s.step, s.firstSeq, s.lastSeq, s.turn, s.prevTurn, s.nextTurn, s.prevResolution, s.nextResolution],
        );
      }
    }

    // A state cached then (jsonb, the table's old name).
    const cachedState = { match: { version: 6 }, seats: [{ name: 'p1' }, { name: 'p2' }], n: 1.5 };
    await owner.query(`INSERT INTO match_snapshots (match_id, rules_version, version, state) VALUES ($1, 'r1', 6, $2::jsonb)`, [
      matchId,
      JSON.stringify(cachedState),
    ]);

    await runMigrations(owner, { log: () => undefined, appRole: decodeURIComponent(new URL(db.url).username) });
    const ds = await createMigratedDataSource(db, 2);
    let exportedBefore = '';
    try {
      const store = new EventStore(ds);
      const before = await store.readStream(matchId);
      // The export file of the match as the migrations leave it (its rows not converted yet): byte for byte the same after every conversion.
      const exported = await exportOf(store, matchId);
      expect(before.map(({ globalPosition: _, ...e }) => e)).toEqual(rows);
      expect(await store.verifyChain(matchId)).toEqual({ ok: true, events: 12 });
      // Every step of both units, from the one row of marks the migration made of the old rows.
      for (const unit of ['event', 'action'] as const) {
        for (const s of units[unit]) expect((await store.lookUpStep(matchId, unit, { kind: 'step', step: s.step }))?.row).toEqual(s);
      }
      // The lobby summary, filled from the old rows.
      const [summary] = await store.log.summaries(null, 10);
      expect(summary).toMatchObject({ matchId, lastSeq: 12 });
      expect(summary?.lifecycle.map((e) => e.type)).toEqual(['match.created', 'seat.claimed', 'seat.claimed', 'match.ended']);

      // The old cached state reads as it was; a new one is stored as JSON text beside it.
      expect(await store.stateCache.latest(matchId, 'r1')).toEqual({ matchId, rulesVersion: 'r1', version: 6, state: cachedState });
      await store.stateCache.save({ matchId, rulesVersion: 'r1', version: 9, state: { ...cachedState, n: 2 } });
      expect((await store.stateCache.latest(matchId, 'r1'))?.state).toEqual({ ...cachedState, n: 2 });
      expect(await store.stateCache.latest(matchId, 'r1', 8)).toMatchObject({ version: 6, state: cachedState });
      const forms = (await ds.query(
        `SELECT version, state_jsonb IS NOT NULL AS jsonb, state::text AS text FROM match_state_cache WHERE match_id = $1 ORDER BY version`,
        [matchId],
      )) as unknown[];
      expect(forms).toEqual([
        { version: 6, jsonb: true, text: null },
        { version: 9, jsonb: false, text: JSON.stringify({ ...cachedState, n: 2 }) },
      ]);

      // The background conversion then leaves every read as it was.
      expect(await compactEventLog(ds, 5)).toBe(12);
      expect(await store.readStream(matchId)).toEqual(before);
      expect(await store.verifyChain(matchId)).toEqual({ ok: true, events: 12 });
      const sizes = (await ds.query(`SELECT count(*) FILTER (WHERE hash IS NULL AND prev_hash IS NULL AND octet_length(digest) = 32)::int AS compact,
                                            count(*) FILTER (WHERE visibility IS NULL)::int AS public FROM match_events`)) as unknown[];
      expect(sizes).toEqual([{ compact: 12, public: 8 }]);

      // Then the packing into rows of one append each (five old rows a batch, so a command may be
      // split over two rows): every read, the chain, the export's JSON and the fingerprint as they were.
      const withoutPositions = (events: readonly StoredEvent[]) => events.map(({ globalPosition: _, ...e }) => e);
      const unpacked = { json: await store.recordJson(matchId), fingerprint: await store.fingerprint(matchId) };
      expect(await packEventLog(ds, 5)).toBe(12);
      expect(await ds.query(`SELECT count(*)::int AS n FROM match_events`)).toEqual([{ n: 0 }]);
      expect(withoutPositions(await store.readStream(matchId))).toEqual(withoutPositions(before));
      expect(withoutPositions(await store.readStream(matchId, 4, 8))).toEqual(withoutPositions(before.slice(4, 8)));
      expect(await store.verifyChain(matchId)).toEqual({ ok: true, events: 12 });
      expect({ json: await store.recordJson(matchId), fingerprint: await store.fingerprint(matchId) }).toEqual(unpacked);
      expect(await exportOf(store, matchId)).toBe(exported);
      expect((await store.lookUpStep(matchId, 'event', { kind: 'step', step: 3 }, true))?.header?.created).toEqual(rows[0]?.payload);
      exportedBefore = exported;
    } finally {
      await ds.destroy();
    }

    // The way back: every append row unpacked into match_events, compact, the same values and hashes.
    const [last] = (await owner.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`)) as { name: string }[];
    expect(last?.name).toBe(UNDONE[0]);
    await owner.undoLastMigration({ transaction: 'each' });
    expect(await owner.query(`SELECT to_regclass('match_appends') AS t`)).toEqual([{ t: null }]);
    const unpackedRows = (await owner.query(
      `SELECT seq, type, payload::text AS payload, visibility, command_id, encode(digest, 'hex') AS hash, hash IS NULL AND prev_hash IS NULL AS compact
         FROM match_events WHERE match_id = $1 ORDER BY seq`,
      [matchId],
    )) as unknown[];
    expect(unpackedRows).toEqual(
      rows.map((r) => ({
        seq: r.seq,
        type: r.type,
        payload: JSON.stringify(r.payload),
        visibility: r.visibility.kind === 'public' ? null : r.visibility,
        command_id: r.commandId,
        hash: r.hash,
        compact: true,
      })),
    );
    const [summary] = (await owner.query(`SELECT jsonb_array_length(lifecycle) AS n FROM match_summaries WHERE match_id = $1`, [matchId])) as { n: number }[];
    expect(summary?.n).toBe(4);

    // And forth again: the packing starts over and gives the same reads.
    await runMigrations(owner, { log: () => undefined, appRole: decodeURIComponent(new URL(db.url).username) });
    const again = await createMigratedDataSource(db, 2);
    try {
      const store = new EventStore(again);
      const unpacked = await store.readStream(matchId);
      expect(await packEventLog(again, 100)).toBe(12);
      expect(await store.readStream(matchId)).toEqual(unpacked.map((e) => ({ ...e, globalPosition: expect.any(String) })));
      expect(await store.verifyChain(matchId)).toEqual({ ok: true, events: 12 });
      expect(await exportOf(store, matchId)).toBe(exportedBefore);
    } finally {
      await again.destroy();
    }
  });
});
