import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { Appender } from '../src/event-store/append';
import { VersionConflictError } from '../src/event-store/errors';
import { EventStore } from '../src/event-store/event-store.service';
import type { AppendOutcome, NewEvent } from '../src/event-store/event-store.types';
import { publicEvent, seatCommand } from './support/store-fixtures';
import { createMigratedDataSource, createTestDatabase, withClient, type TestDatabase } from './support/database';

const ev = (type: string, n = 0): NewEvent => publicEvent(type, { type, n });

const cmd = seatCommand;

/** The outcome, or the error it failed with, for assertions on both. */
const settle = (p: Promise<AppendOutcome>): Promise<AppendOutcome | Error> => p.catch((e: unknown) => e as Error);

describe('group commit: many matches in one statement and one commit, each command on its own', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let store: EventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = await createMigratedDataSource(db, 10);
    store = new EventStore(ds);
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  /** A match with one event, and the hash of that head (what the pipeline's cache holds). */
  async function started(): Promise<{ matchId: string; head: string }> {
    const matchId = randomUUID();
    const out = await store.append({ expectedVersion: 0, command: cmd(matchId, 'init'), events: [ev('a')] });
    if (out.kind !== 'appended') throw new Error('not appended');
    return { matchId, head: out.events[0]!.hash };
  }

  async function ledgerIds(matchId: string): Promise<string[]> {
    return (await store.commands(matchId)).map((c) => c.commandId);
  }

  it('one batch with a conflicting stream and a duplicate command commits all the others and answers each correctly', async () => {
    const batches: number[] = [];
    // One batch in flight: the first append goes alone, everything submitted meanwhile is the next batch.
    const appender = new Appender(ds, { groupCommit: { maxInFlight: 1, maxBatch: 128 }, observeBatch: (n) => batches.push(n) });
    const opener = await started();
    const fine = await Promise.all(Array.from({ length: 5 }, () => started()));
    const stale = await started();
    const dup = await started();
    const first = await appender.append({ expectedVersion: 1, expectedHash: dup.head, command: cmd(dup.matchId, 'dup-1'), events: [ev('played')] });
    expect(first.kind).toBe('appended');
    const twice = await started();
    batches.length = 0;

    const opening = settle(appender.append({ expectedVersion: 1, expectedHash: opener.head, command: cmd(opener.matchId, 'o'), events: [ev('x')] }));
    const fineOut = fine.map((m, i) =>
      settle(appender.append({ expectedVersion: 1, expectedHash: m.head, command: cmd(m.matchId, `f${i}`), events: [ev('x', i), ev('y', i)] })),
    );
    // Decided on a head that is not the stream's (another writer got in first).
    const staleOut = settle(appender.append({ expectedVersion: 1, expectedHash: 'f'.repeat(64), command: cmd(stale.matchId, 's'), events: [ev('x')] }));
    // The id 'dup-1' was claimed by the append above: decided again on the new head, it is a duplicate.
    const dupHead = first.kind === 'appended' ? first.events[0]!.hash : '';
    const dupOut = settle(appender.append({ expectedVersion: 2, expectedHash: dupHead, command: cmd(dup.matchId, 'dup-1'), events: [ev('played')] }));
    // Two commands of one match decided on the same head in one batch: one wins, the other conflicts.
    const twiceOut = [0, 1].map((i) =>
      settle(appender.append({ expectedVersion: 1, expectedHash: twice.head, command: cmd(twice.matchId, `t${i}`), events: [ev('t', i)] })),
    );

    expect(await opening).toMatchObject({ kind: 'appended' });
    expect(batches).toEqual([1, 9]);
    for (const [i, out] of (await Promise.all(fineOut)).entries()) {
      expect(out).toMatchObject({ kind: 'appended', entry: { status: 'accepted', firstSeq: 2, lastSeq: 3 } });
      const stored = await store.readStream(fine[i]!.matchId);
      expect(stored.map((e) => [e.seq, e.commandId])).toEqual([
        [1, 'init'],
        [2, `f${i}`],
        [3, `f${i}`],
      ]);
      // The answer carries what a read gives back, positions included.
      expect((out as AppendOutcome & { kind: 'appended' }).events.map((e) => [e.seq, e.hash, e.globalPosition])).toEqual(
        stored.slice(1).map((e) => [e.seq, e.hash, e.globalPosition]),
      );
      expect(await store.verifyChain(fine[i]!.matchId)).toEqual({ ok: true, events: 3 });
    }
    expect(await staleOut).toBeInstanceOf(VersionConflictError);
    expect(await ledgerIds(stale.matchId)).toEqual(['init']);
    expect(await store.version(stale.matchId)).toBe(1);

    expect(await dupOut).toMatchObject({ kind: 'duplicate', entry: { commandId: 'dup-1', status: 'accepted', firstSeq: 2, lastSeq: 2 } });
    expect(await store.version(dup.matchId)).toBe(2);

    const both = await Promise.all(twiceOut);
    expect(both.filter((o) => o instanceof VersionConflictError)).toHaveLength(1);
    expect(both.filter((o) => !(o instanceof Error) && o.kind === 'appended')).toHaveLength(1);
    expect(await store.version(twice.matchId)).toBe(2);
    expect(await ledgerIds(twice.matchId)).toHaveLength(2);
  });

  it('at low load nothing waits: sequential appends each go out alone at once', async () => {
    const batches: number[] = [];
    const appender = new Appender(ds, { groupCommit: { maxInFlight: 2, maxBatch: 128 }, observeBatch: (n) => batches.push(n) });
    const { matchId, head } = await started();
    let hash = head;
    for (let v = 1; v <= 5; v += 1) {
      const out = await appender.append({ expectedVersion: v, expectedHash: hash, command: cmd(matchId, `c${v}`), events: [ev('x', v)] });
      if (out.kind !== 'appended') throw new Error('not appended');
      hash = out.events[0]!.hash;
    }
    expect(batches).toEqual([1, 1, 1, 1, 1]);
    expect(await store.verifyChain(matchId)).toEqual({ ok: true, events: 6 });
  });

  it('by default as many appends as the pool has connections go alone at once; only those that would wait for a connection are batched', async () => {
    const batches: number[] = [];
    // No cap given: the pool's size (10 connections here, see beforeAll).
    const appender = new Appender(ds, { groupCommit: { maxInFlight: null, maxBatch: 128 }, observeBatch: (n) => batches.push(n) });
    const matches = await Promise.all(Array.from({ length: 13 }, () => started()));
    // Submitted in one go: ten find a free slot, the other three queue and go out together.
    const outs = matches.map((m, i) => appender.append({ expectedVersion: 1, expectedHash: m.head, command: cmd(m.matchId, `p${i}`), events: [ev('p', i)] }));
    for (const out of await Promise.all(outs)) expect(out).toMatchObject({ kind: 'appended', entry: { firstSeq: 2, lastSeq: 2 } });
    expect(batches).toEqual([...Array.from({ length: 10 }, () => 1), 3]);
    for (const m of matches) expect(await store.verifyChain(m.matchId)).toEqual({ ok: true, events: 2 });
  });

  it('a batch that fails as a whole commits nothing of it; each command is then sent alone, and only the faulty one fails', async () => {
    const batches: number[] = [];
    const appender = new Appender(ds, { groupCommit: { maxInFlight: 1, maxBatch: 128 }, observeBatch: (n) => batches.push(n) });
    const opener = await started();
    const matches = await Promise.all(Array.from({ length: 4 }, () => started()));
    // A writer that ignores the stream lock inserts seq 2 of the last match (in the batch's match
    // order) and holds it uncommitted: the batch writes the other three, then waits on that row;
    // the writer commits and the batch's insert raises a duplicate key, which aborts all of it.
    const sorted = [...matches].sort((a, b) => a.matchId.localeCompare(b.matchId));
    const intruded = sorted.at(-1)!;
    await withClient(db.url, async (intruder) => {
      await intruder.query('BEGIN');
      await intruder.query(
        `INSERT INTO match_appends (match_id, first_seq, last_seq, recorded_at, command_id, events, digests)
         VALUES ($1, 2, 2, now(), NULL, '[["intruder", 1, {}, null, "test"]]', decode($2, 'hex'))`,
        [intruded.matchId, intruded.head],
      );
      const opening = settle(appender.append({ expectedVersion: 1, expectedHash: opener.head, command: cmd(opener.matchId, 'o'), events: [ev('x')] }));
      const outs = matches.map((m, i) =>
        settle(appender.append({ expectedVersion: 1, expectedHash: m.head, command: cmd(m.matchId, `k${i}`), events: [ev('k', i)] })),
      );
      expect(await opening).toMatchObject({ kind: 'appended' });
      const waiting = async () =>
        (await intruder.query(`SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database() AND pid <> pg_backend_pid()`))
          .rows as { pid: number }[];
      await expect.poll(async () => (await waiting()).length, { timeout: 20_000 }).toBe(1);
      // Mid-batch: the other matches' rows are written, not committed.
      for (const m of sorted.slice(0, 3)) expect(await store.version(m.matchId)).toBe(1);
      await intruder.query('COMMIT');
      const answers = await Promise.all(outs);
      for (const [i, m] of matches.entries()) {
        if (m === intruded) expect(answers[i]).toBeInstanceOf(VersionConflictError);
        else expect(answers[i]).toMatchObject({ kind: 'appended', entry: { firstSeq: 2, lastSeq: 2 } });
      }
    });
    expect(batches).toEqual([1, 4, 1, 1, 1, 1]);
    for (const [i, m] of matches.entries()) {
      expect(await ledgerIds(m.matchId)).toEqual(m === intruded ? ['init'] : ['init', `k${i}`]);
      if (m !== intruded) expect(await store.verifyChain(m.matchId)).toEqual({ ok: true, events: 2 });
    }
  });
});
