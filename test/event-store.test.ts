import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { EventStore } from '../src/event-store/event-store.service';
import { VersionConflictError } from '../src/event-store/errors';
import type { NewEvent } from '../src/event-store/event-store.types';
import { publicEvent, seatCommand } from './support/store-fixtures';
import { createMigratedDataSource, createTestDatabase, withClient, type TestDatabase } from './support/database';
import { editEventLog, STORED_SEQS, withPayloadField } from './support/event-log';

const ev = (type: string, n = 0): NewEvent => publicEvent(type, { type, n, nested: { b: 2, a: [1, 'x', null] } });

const cmd = seatCommand;

describe('event store (docs/design.md §4) against real PostgreSQL', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let store: EventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = await createMigratedDataSource(db, 30);
    store = new EventStore(ds);
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  async function seqs(matchId: string): Promise<number[]> {
    const rows = (await ds.query(STORED_SEQS, [matchId])) as { seq: number }[];
    return rows.map((r) => r.seq);
  }

  it('20 concurrent writers at the same expected version: exactly one wins, the others conflict; no gap, no duplicate', async () => {
    const matchId = randomUUID();
    await store.append({ expectedVersion: 0, command: cmd(matchId, 'init'), events: [ev('a'), ev('b'), ev('c')] });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => store.append({ expectedVersion: 3, command: cmd(matchId, `w${i}`), events: [ev('x', i), ev('y', i)] })),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const r of lost) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(VersionConflictError);
    expect(await seqs(matchId)).toEqual([1, 2, 3, 4, 5]);
    // The losers' command ids were not claimed: their transactions rolled back entirely.
    expect((await store.commands(matchId)).map((c) => c.commandId)).toHaveLength(2);
    expect(await store.verifyChain(matchId)).toEqual({ ok: true, events: 5 });
  });

  it('the same command id sent concurrently is applied once and every caller gets the first outcome', async () => {
    const matchId = randomUUID();
    await store.append({ expectedVersion: 0, command: cmd(matchId, 'init'), events: [ev('a')] });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => store.append({ expectedVersion: 1, command: cmd(matchId, 'same'), events: [ev('played')] }).catch((e: unknown) => e)),
    );
    const appended = results.filter((r) => (r as { kind?: string }).kind === 'appended');
    const duplicates = results.filter((r) => (r as { kind?: string }).kind === 'duplicate');
    expect(appended).toHaveLength(1);
    // Duplicates either waited for the first transaction on the ledger row, or lost on the version.
    expect(duplicates.length + results.filter((r) => r instanceof VersionConflictError).length).toBe(7);
    for (const d of duplicates) expect((d as { entry: { firstSeq: number; lastSeq: number } }).entry).toMatchObject({ firstSeq: 2, lastSeq: 2 });
    expect(await seqs(matchId)).toEqual([1, 2]);
    // A later retry (sequential) is a pure duplicate.
    const retry = await store.append({ expectedVersion: 2, command: cmd(matchId, 'same'), events: [ev('played')] });
    expect(retry).toMatchObject({ kind: 'duplicate', entry: { status: 'accepted', firstSeq: 2, lastSeq: 2, decidedVersion: 1 } });
    expect(await seqs(matchId)).toEqual([1, 2]);
  });

  it('append returns exactly what a read gives back (jsonb key order included), on both append paths', async () => {
    const matchId = randomUUID();
    const payload = (n: number) => ({ type: 'played', seat: 0, card: n, zebra: { b: 1, a: [{ yy: 2, x: 1 }] } });
    const event = (n: number): NewEvent => ({
      type: 'played',
      schemaVersion: 1,
      payload: payload(n),
      visibility: { kind: 'public' },
      actor: { kind: 'seat', seat: 0 },
    });
    const first = await store.append({ expectedVersion: 0, command: cmd(matchId, 'k1'), events: [event(1)] });
    if (first.kind !== 'appended') throw new Error('not appended');
    // The hot path: one statement on the known head.
    const second = await store.append({ expectedVersion: 1, expectedHash: first.events[0]!.hash, command: cmd(matchId, 'k2'), events: [event(2), event(3)] });
    if (second.kind !== 'appended') throw new Error('not appended');
    const read = await store.readStream(matchId);
    const returned = [...first.events, ...second.events];
    expect(JSON.stringify(returned.map((e) => e.payload))).toBe(JSON.stringify(read.map((e) => e.payload)));
    expect(returned.map((e) => [e.seq, e.hash, e.globalPosition])).toEqual(read.map((e) => [e.seq, e.hash, e.globalPosition]));
    expect(await store.verifyChain(matchId)).toEqual({ ok: true, events: 3 });
  });

  it('announces each append after its commit: pg_notify(match_events, [{matchId, lastSeq, sentAt}])', async () => {
    const matchId = randomUUID();
    const listener = new pg.Client({ connectionString: db.url });
    await listener.connect();
    try {
      await listener.query('LISTEN match_events');
      // Only this match's notice: an earlier test's append may be announced late, alone or in the
      // same batch (the notifier batches the appends of one flush into one notification).
      const received = new Promise<string>((resolve) =>
        listener.on('notification', (n) => {
          if (n.payload?.includes(matchId)) resolve(n.payload);
        }),
      );
      await store.append({ expectedVersion: 0, command: cmd(matchId, 'n1'), events: [ev('a'), ev('b')] });
      const notices = JSON.parse(await received) as { matchId: string }[];
      expect(notices.filter((n) => n.matchId === matchId)).toEqual([{ matchId, lastSeq: 2, sentAt: expect.any(Number) }]);
    } finally {
      await listener.end();
    }
  });

  it('records rejected commands with their reason, once', async () => {
    const matchId = randomUUID();
    const rejection = { rejected: true as const, code: 'NOT_YOUR_TURN', rule: 'R-1', message: 'wait' };
    const first = await store.recordRejection(cmd(matchId, 'r1', { type: 'play' }), 0, rejection);
    const again = await store.recordRejection(cmd(matchId, 'r1', { type: 'play' }), 5, { ...rejection, code: 'OTHER' });
    expect(first).toMatchObject({ status: 'rejected', rejection: { code: 'NOT_YOUR_TURN', rule: 'R-1', message: 'wait' } });
    expect(again).toMatchObject({ status: 'rejected', decidedVersion: 0, rejection: { code: 'NOT_YOUR_TURN' } });
    expect(await seqs(matchId)).toEqual([]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE on the event tables, even to their owner (the triggers)', async () => {
    const matchId = randomUUID();
    await store.append({ expectedVersion: 0, command: cmd(matchId, 'init'), events: [ev('a')] });
    await withClient(db.ownerUrl, async (owner) => {
      await expect(owner.query(`UPDATE match_appends SET command_id = 'x' WHERE match_id = $1`, [matchId])).rejects.toThrow(/append-only/);
      await expect(owner.query(`DELETE FROM match_appends WHERE match_id = $1`, [matchId])).rejects.toThrow(/append-only/);
      await expect(owner.query(`TRUNCATE match_appends`)).rejects.toThrow(/append-only/);
      // The rows written before the log took one row per append: the same guarantees.
      await owner.query(
        `INSERT INTO match_events (match_id, seq, type, schema_version, payload, command_id, actor_kind, actor_reason, recorded_at, digest)
         VALUES ($1, 1, 'a', 1, '{}', 'old', 'system', 'test', now(), decode(repeat('ab', 32), 'hex'))`,
        [randomUUID()],
      );
      await expect(owner.query(`UPDATE match_events SET type = 'x'`)).rejects.toThrow(/append-only/);
      await expect(owner.query(`DELETE FROM match_events`)).rejects.toThrow(/append-only/);
      await expect(owner.query(`TRUNCATE match_events`)).rejects.toThrow(/append-only/);
      // A server of the previous release writes match_events only: a seq an append row holds is refused there.
      await expect(
        owner.query(
          `INSERT INTO match_events (match_id, seq, type, schema_version, payload, command_id, actor_kind, actor_reason, recorded_at, digest)
           VALUES ($1, 1, 'a', 1, '{}', 'old', 'system', 'test', now(), decode(repeat('ab', 32), 'hex'))`,
          [matchId],
        ),
      ).rejects.toThrow(/already in match_appends/);
    });
    expect(await seqs(matchId)).toEqual([1]);
  });

  it('the hash is recomputable from the stored columns, and tampering names the first bad seq', async () => {
    const matchId = randomUUID();
    await store.append({ expectedVersion: 0, command: cmd(matchId, 'c1'), events: [ev('a'), ev('b')] });
    await store.append({ expectedVersion: 2, command: cmd(matchId, 'c2'), events: [ev('c'), ev('d'), ev('e')] });
    expect(await store.verifyChain(matchId)).toEqual({ ok: true, events: 5 });

    // As the owner, with the append-only trigger disabled, rewrite history.
    await editEventLog(db.ownerUrl, matchId, withPayloadField(4, 'n', 99));
    expect(await store.verifyChain(matchId)).toMatchObject({ ok: false, firstBadSeq: 4 });

    // Recomputing that row's hash too is caught by the next link.
    const other = randomUUID();
    await store.append({ expectedVersion: 0, command: cmd(other, 'c1'), events: [ev('a'), ev('b'), ev('c')] });
    await editEventLog(db.ownerUrl, other, (events) => events.map((e) => (e.seq === 2 ? { ...e, digest: Buffer.alloc(32, 0xff) } : e)));
    expect(await store.verifyChain(other)).toMatchObject({ ok: false, firstBadSeq: 2 });
  });
});
