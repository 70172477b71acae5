import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorColumns, chainRows } from '../src/event-store/chain-rows';
import { compactEventLog, packEventLog } from '../src/event-store/event-log-compactor';
import { EventStore } from '../src/event-store/event-store.service';
import type { ChainedEvent, NewEvent, StoredEvent } from '../src/event-store/event-store.types';
import { GENESIS_HASH, eventHash } from '../src/event-store/hash-chain';
import { createMigratedDataSource, createTestDatabase, withClient, type TestDatabase } from './support/database';
import { STORED_SEQS } from './support/event-log';
import { publicEvent, seatCommand } from './support/store-fixtures';

/** A hidden event among the public ones: its visibility must survive the conversion as it was. */
const hidden = (type: string): NewEvent => ({ ...publicEvent(type), visibility: { kind: 'seats', seats: [1] } });

/** Rows as the server wrote them before the compact form: hex hashes, the previous hash, visibility always set, a jsonb payload. */
async function insertOldForm(ds: DataSource, rows: readonly ChainedEvent[]): Promise<void> {
  for (const r of rows) {
    const a = actorColumns(r);
    await ds.query(
      `INSERT INTO match_events (match_id, seq, type, schema_version, payload_jsonb, visibility, command_id, actor_kind, actor_seat, actor_reason,
                                 recorded_at, prev_hash, hash)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9, $10, $11, $12, $13)`,
      [
        r.matchId,
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
}

describe('the event log in its compact form, and the conversion of old rows (real PostgreSQL)', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let store: EventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = await createMigratedDataSource(db, 4);
    store = new EventStore(ds);
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('stores a new event as a 32-byte digest, no previous hash and a null public visibility, and reads it back whole', async () => {
    const matchId = randomUUID();
    await store.append({ expectedVersion: 0, command: seatCommand(matchId, 'c1'), events: [publicEvent('a'), hidden('b')] });
    // One row for the command (the log takes one row per append): both digests in one bytea, no previous hash, null for public.
    const rows = (await ds.query(
      `SELECT first_seq, last_seq, octet_length(digests) AS digests, events::text AS events FROM match_appends WHERE match_id = $1`,
      [matchId],
    )) as unknown[];
    expect(rows).toEqual([
      {
        first_seq: 1,
        last_seq: 2,
        digests: 64,
        events: JSON.stringify([
          ['a', 1, publicEvent('a').payload, null, 0],
          ['b', 1, publicEvent('b').payload, { kind: 'seats', seats: [1] }, 0],
        ]),
      },
    ]);
    const [first, second] = await store.readStream(matchId);
    expect(first).toMatchObject({ visibility: { kind: 'public' }, prevHash: GENESIS_HASH });
    expect(second).toMatchObject({ visibility: { kind: 'seats', seats: [1] }, prevHash: first?.hash });
    // A read from the middle derives the previous hash from the row before it.
    expect((await store.readStream(matchId, 1))[0]).toEqual(second);
    expect(await store.verifyChain(matchId)).toEqual({ ok: true, events: 2 });
  });

  it('converts old rows in batches to exactly the same reads, audits and exports, and leaves a broken link as it was', async () => {
    const now = new Date(Date.parse('2026-01-02T03:04:05.678Z'));
    // A match in the old form, continued by the server in the compact form (both append paths).
    const kept = randomUUID();
    await insertOldForm(ds, chainRows(kept, 'old-1', 0, GENESIS_HASH, [publicEvent('a'), hidden('b'), publicEvent('c')], now));
    const head = (await store.head(kept))?.hash;
    expect(head).toMatch(/^[0-9a-f]{64}$/);
    expect(await store.append({ expectedVersion: 3, expectedHash: head, command: seatCommand(kept, 'new-1'), events: [publicEvent('d')] })).toMatchObject({
      kind: 'appended',
    });
    await store.append({ expectedVersion: 4, command: seatCommand(kept, 'new-2'), events: [publicEvent('e')] });
    // A match whose third row links to a wrong previous hash (its own hash is computed over that wrong link).
    const broken = randomUUID();
    const rows = chainRows(broken, 'old-2', 0, GENESIS_HASH, [publicEvent('a'), publicEvent('b'), publicEvent('c')], now);
    const badPrev = 'a'.repeat(64);
    const third = rows[2]!;
    await insertOldForm(ds, [rows[0]!, rows[1]!, { ...third, prevHash: badPrev, hash: eventHash(badPrev, third) }]);

    const before = await Promise.all([kept, broken].map(async (m) => [await store.readStream(m), await store.verifyChain(m), await store.recordJson(m)]));
    expect(before[1]?.[1]).toMatchObject({ ok: false, firstBadSeq: 3, reason: expect.stringContaining('prev_hash') });

    // These rows stand for the log as it was when the migration ran (it starts a pass over the log).
    await withClient(db.ownerUrl, async (c) => {
      await c.query(`UPDATE event_log_compaction SET after_match = '00000000-0000-0000-0000-000000000000', after_seq = 0, done = false`);
      await c.query(`UPDATE event_log_packing SET after_match = '00000000-0000-0000-0000-000000000000', after_seq = 0, done = false`);
    });
    // By the server's own role, two rows a batch: five rows take the compact hash, and the six old
    // rows (the broken one too: the payload's value is unchanged) their payload as JSON text.
    expect(await compactEventLog(ds, 2)).toBe(6);
    expect(await compactEventLog(ds, 2)).toBe(0);

    const after = await Promise.all([kept, broken].map(async (m) => [await store.readStream(m), await store.verifyChain(m), await store.recordJson(m)]));
    expect(after).toEqual(before);
    const oldForm = (await ds.query(`SELECT match_id, seq FROM match_events WHERE hash IS NOT NULL`)) as unknown[];
    expect(oldForm).toEqual([{ match_id: broken, seq: 3 }]);
    const payloads = (await ds.query(
      `SELECT count(*) FILTER (WHERE payload_jsonb IS NOT NULL)::int AS jsonb, count(*) FILTER (WHERE payload::text LIKE '%": %')::int AS spaced FROM match_events WHERE match_id = ANY($1)`,
      [[kept, broken]],
    )) as unknown[];
    expect(payloads).toEqual([{ jsonb: 0, spaced: 0 }]);
    expect(
      await store.append({ expectedVersion: 5, expectedHash: (await store.head(kept))?.hash, command: seatCommand(kept, 'new-3'), events: [publicEvent('f')] }),
    ).toMatchObject({
      kind: 'appended',
    });
    expect(await store.verifyChain(kept)).toEqual({ ok: true, events: 6 });

    // Then the packing into rows of one append each (two old rows a batch, so one command's three
    // rows are split over two batches): every compact row moves, the broken link stays where it is,
    // and the reads, the chain check, the export's JSON and the fingerprint stay the same (an
    // event's global position becomes its row's).
    const withoutPositions = (events: readonly StoredEvent[]) => events.map(({ globalPosition: _, ...e }) => e);
    const unpacked = await Promise.all(
      [kept, broken].map(async (m) => [
        withoutPositions(await store.readStream(m)),
        await store.verifyChain(m),
        await store.recordJson(m),
        await store.fingerprint(m),
      ]),
    );
    expect(await packEventLog(ds, 2)).toBe(5);
    expect(await packEventLog(ds, 2)).toBe(0);
    const packed = await Promise.all(
      [kept, broken].map(async (m) => [
        withoutPositions(await store.readStream(m)),
        await store.verifyChain(m),
        await store.recordJson(m),
        await store.fingerprint(m),
      ]),
    );
    expect(packed).toEqual(unpacked);
    expect(await ds.query(`SELECT match_id, seq FROM match_events`)).toEqual([{ match_id: broken, seq: 3 }]);
    expect(await ds.query(STORED_SEQS, [broken])).toEqual([{ seq: 1 }, { seq: 2 }]);
    // A read from the middle of a packed row, the tail from a cached state, and the next append.
    expect(await store.readStream(kept, 2, 3)).toEqual((await store.readStream(kept)).slice(2, 3));
    expect(
      await store.append({ expectedVersion: 6, expectedHash: (await store.head(kept))?.hash, command: seatCommand(kept, 'new-4'), events: [publicEvent('g')] }),
    ).toMatchObject({ kind: 'appended' });
    expect(await store.verifyChain(kept)).toEqual({ ok: true, events: 7 });
  });

  it('refuses every other change, even to the owner: a conversion that also edits the payload, or one that hides a broken link; a payload moves with its value only', async () => {
    const matchId = randomUUID();
    const rows = chainRows(matchId, 'old', 0, GENESIS_HASH, [publicEvent('a')], new Date());
    const row = rows[0]!;
    await insertOldForm(ds, [{ ...row, prevHash: 'b'.repeat(64), hash: eventHash('b'.repeat(64), row) }]);
    const convert = (extra: string) =>
      withClient(db.ownerUrl, (c) =>
        c.query(`UPDATE match_events SET digest = decode(hash, 'hex'), hash = NULL, prev_hash = NULL${extra} WHERE match_id = $1`, [matchId]),
      );
    await expect(convert(`, payload = '{}'`)).rejects.toThrow(/append-only/);
    await expect(convert('')).rejects.toThrow(/append-only/);
    // The payload may move to its JSON-text column with its value, and only so.
    const move = (payload: string) =>
      withClient(db.ownerUrl, (c) => c.query(`UPDATE match_events SET payload = $2::json, payload_jsonb = NULL WHERE match_id = $1`, [matchId, payload]));
    await expect(move(JSON.stringify({ ...(row.payload as object), forged: true }))).rejects.toThrow(/append-only/);
    await move(JSON.stringify(row.payload));
    expect(await store.readStream(matchId)).toMatchObject([{ payload: row.payload }]);
  });
});
