import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { chainRows } from '../src/event-store/chain-rows';
import { SeatTakenError } from '../src/event-store/errors';
import { EventStore } from '../src/event-store/event-store.service';
import type { CommandRecord, LedgerEntry, NewEvent, StreamImport } from '../src/event-store/event-store.types';
import { LOG_START } from '../src/event-store/global-log';
import { GENESIS_HASH } from '../src/event-store/hash-chain';
import { createMigratedDataSource, createTestDatabase, type TestDatabase } from './support/database';
import { until } from './support/fold';

const framing = (type: string, payload: object = {}): NewEvent => ({
  type,
  schemaVersion: 1,
  payload: { type, ...payload },
  visibility: { kind: 'public' },
  actor: { kind: 'system', reason: 'create' },
});

const lobby = (matchId: string, commandId: string, kind: CommandRecord['kind'] = 'create', seat: number | null = null): CommandRecord => ({
  matchId,
  actor: 'lobby',
  commandId,
  kind,
  seat,
  origin: 'lobby',
  payload: { commandId },
  receivedAt: new Date('2026-01-02T03:04:05.678Z'),
});

/** A recorded stream of `n` events as another server would have stored it. */
function recorded(matchId: string, n: number): StreamImport {
  const events = chainRows(
    matchId,
    `create:${matchId}`,
    0,
    GENESIS_HASH,
    Array.from({ length: n }, (_, i) => framing(i === 0 ? 'match.created' : 'played', { n: i })),
    new Date('2026-01-01T00:00:00.123Z'),
  );
  const commands: LedgerEntry[] = [
    { ...lobby(matchId, `create:${matchId}`), decidedVersion: 0, status: 'accepted', rejection: null, firstSeq: 1, lastSeq: n },
    {
      ...lobby(matchId, 'late', 'command', 0),
      actor: 'seat:0',
      origin: 'player',
      decidedVersion: n,
      status: 'rejected',
      rejection: { code: 'MATCH_OVER', rule: null, message: 'over' },
      firstSeq: null,
      lastSeq: null,
    },
  ];
  return {
    matchId,
    events,
    commands,
    secret: { seed: 'ab'.repeat(32) },
    cachedStates: [{ rulesVersion: 'r1', version: 2, state: { at: 2 } }],
    signedHead: null,
  };
}

describe('event store parts: secrets, seat tokens, the state cache, imports and the global log (real PostgreSQL)', () => {
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

  it('the seed is written with match.created in its transaction and nowhere else; a failed create writes neither', async () => {
    const matchId = randomUUID();
    expect(await store.secrets.seed(matchId)).toBeNull();
    await store.append({ expectedVersion: 0, command: lobby(matchId, 'create'), events: [framing('match.created')], secret: { seed: 'cd'.repeat(32) } });
    expect(await store.secrets.seed(matchId)).toBe('cd'.repeat(32));

    // A second seed for the same match fails the whole append: no event, no ledger row.
    const head = await store.head(matchId);
    await expect(
      store.append({
        expectedVersion: 1,
        expectedHash: head?.hash,
        command: lobby(matchId, 'again'),
        events: [framing('x')],
        secret: { seed: 'ef'.repeat(32) },
      }),
    ).rejects.toThrow();
    expect(await store.version(matchId)).toBe(1);
    expect(await store.findCommand(matchId, 'lobby', 'again')).toBeNull();
    expect(await store.secrets.seed(matchId)).toBe('cd'.repeat(32));
  });

  it('a seat token is written with its seat.claimed; a second token for the seat is SeatTakenError and appends nothing', async () => {
    const matchId = randomUUID();
    await store.append({ expectedVersion: 0, command: lobby(matchId, 'create'), events: [framing('match.created')], secret: { seed: 'cd'.repeat(32) } });
    await store.append({
      expectedVersion: 1,
      command: lobby(matchId, 'join:1', 'join', 1),
      events: [framing('seat.claimed', { seat: 1 })],
      seatToken: { seat: 1, tokenHash: 'a'.repeat(64) },
    });
    expect(await store.secrets.seatOfToken(matchId, 'a'.repeat(64))).toBe(1);
    expect(await store.secrets.seatOfToken(matchId, 'b'.repeat(64))).toBeNull();
    expect(await store.secrets.seatOfToken(randomUUID(), 'a'.repeat(64))).toBeNull();

    const second = store.append({
      expectedVersion: 2,
      command: lobby(matchId, 'join:1b', 'join', 1),
      events: [framing('seat.claimed', { seat: 1 })],
      seatToken: { seat: 1, tokenHash: 'b'.repeat(64) },
    });
    await expect(second).rejects.toBeInstanceOf(SeatTakenError);
    await expect(second).rejects.toMatchObject({ matchId, seat: 1 });
    expect(await store.version(matchId)).toBe(2);
    expect(await store.secrets.seatOfToken(matchId, 'b'.repeat(64))).toBeNull();
    expect(await store.findCommand(matchId, 'lobby', 'join:1b')).toBeNull();
  });

  it('the state cache: the newest of a rules version, or the newest at or below a version', async () => {
    const matchId = randomUUID();
    for (const version of [100, 200, 300]) await store.stateCache.save({ matchId, rulesVersion: 'r1', version, state: { version } });
    await store.stateCache.save({ matchId, rulesVersion: 'r0', version: 400, state: { old: true } });
    // Saving the same key again keeps the first (a snapshot is a cache of one state).
    await store.stateCache.save({ matchId, rulesVersion: 'r1', version: 300, state: { other: true } });
    expect(await store.stateCache.latest(matchId, 'r1')).toEqual({ matchId, rulesVersion: 'r1', version: 300, state: { version: 300 } });
    expect((await store.stateCache.latest(matchId, 'r1', 250))?.version).toBe(200);
    expect(await store.stateCache.latest(matchId, 'r1', 99)).toBeNull();
    expect(await store.stateCache.latest(matchId, 'r2')).toBeNull();
  });

  it('snapshot and tail in one statement: the nearest snapshot above the floor and only the events after it', async () => {
    const input = recorded(randomUUID(), 9);
    const { matchId } = input;
    await store.importStream({ ...input, cachedStates: [] });
    for (const version of [3, 6]) await store.stateCache.save({ matchId, rulesVersion: 'r1', version, state: { version } });
    await store.stateCache.save({ matchId, rulesVersion: 'r0', version: 7, state: { old: true } });
    const all = await store.readStream(matchId);
    const seqs = (t: { events: { seq: number }[] }) => t.events.map((e) => e.seq);

    const near = await store.cachedStateTail(matchId, 'r1', { atOrBelow: 7, floor: 0, to: 8 });
    expect(near.cached).toEqual({ matchId, rulesVersion: 'r1', version: 6, state: { version: 6 } });
    expect(seqs(near)).toEqual([7, 8]);
    // The events are the stored events, column for column.
    expect(near.events).toEqual(all.slice(6, 8));
    // A cached state exactly at the target: no event follows it.
    expect(await store.cachedStateTail(matchId, 'r1', { atOrBelow: 6, floor: 0, to: 6 })).toEqual({ cached: near.cached, events: [] });
    // Only cached states above the floor (a state the caller holds) count; else the events after the floor.
    const fromFloor = await store.cachedStateTail(matchId, 'r1', { atOrBelow: 7, floor: 6, to: 9 });
    expect(fromFloor.cached).toBeNull();
    expect(seqs(fromFloor)).toEqual([7, 8, 9]);
    // Below the first cached state, or another rules version: the events from the floor.
    expect(seqs(await store.cachedStateTail(matchId, 'r1', { atOrBelow: 2, floor: 0, to: 2 }))).toEqual([1, 2]);
    const other = await store.cachedStateTail(matchId, 'r2', { atOrBelow: 9, floor: 0, to: 9 });
    expect(other.cached).toBeNull();
    expect(other.events).toEqual(all);
  });

  it('versions: the newest seq of many matches in one query, 0 for a match without events', async () => {
    const a = recorded(randomUUID(), 4);
    const b = recorded(randomUUID(), 7);
    await Promise.all([store.importStream(a), store.importStream(b)]);
    const none = randomUUID();
    const heads = await store.versions([a.matchId, b.matchId, none]);
    expect(Object.fromEntries(heads)).toEqual({ [a.matchId]: 4, [b.matchId]: 7, [none]: 0 });
    expect((await store.versions([])).size).toBe(0);
  });

  it('imports a recorded stream exactly as recorded: events, hashes, times, ledger order, seed and cached states', async () => {
    const input = recorded(randomUUID(), 5);
    expect(await store.importStream(input)).toEqual({ kind: 'imported', events: 5, commands: 2 });
    const events = await store.readStream(input.matchId);
    expect(events.map(({ globalPosition: _, ...e }) => e)).toEqual(input.events);
    expect(await store.verifyChain(input.matchId)).toEqual({ ok: true, events: 5 });
    expect(await store.commands(input.matchId)).toEqual(input.commands);
    expect(await store.secrets.seed(input.matchId)).toBe(input.secret.seed);
    expect(await store.stateCache.latest(input.matchId, 'r1')).toMatchObject({ version: 2, state: { at: 2 } });
    expect(await store.head(input.matchId)).toEqual({ seq: 5, type: 'played', recordedAt: new Date('2026-01-01T00:00:00.123Z'), hash: input.events[4]?.hash });

    // The same match again, even concurrently, is refused without a write.
    const again = await Promise.all([store.importStream(input), store.importStream(input)]);
    expect(again).toEqual([{ kind: 'exists' }, { kind: 'exists' }]);
    expect(await store.version(input.matchId)).toBe(5);
  });

  it('refuses an import whose chain does not link or whose ledger repeats a command, and writes nothing', async () => {
    const input = recorded(randomUUID(), 4);
    const forged = { ...input, events: input.events.map((e) => (e.seq === 3 ? { ...e, payload: { type: 'played', n: 99 } } : e)) };
    expect(await store.importStream(forged)).toMatchObject({ kind: 'broken-chain', firstBadSeq: 3 });
    const gap = { ...input, events: input.events.filter((e) => e.seq !== 2) };
    expect(await store.importStream(gap)).toMatchObject({ kind: 'broken-chain', firstBadSeq: 2 });
    const repeated = { ...input, commands: [...input.commands, input.commands[1]!] };
    expect(await store.importStream(repeated)).toEqual({ kind: 'duplicate-command', actor: 'seat:0', commandId: 'late' });
    expect(await store.exists(input.matchId)).toBe(false);
    expect(await store.commands(input.matchId)).toEqual([]);
    expect(await store.secrets.seed(input.matchId)).toBeNull();
    // The intact stream still imports afterwards.
    expect(await store.importStream(input)).toMatchObject({ kind: 'imported' });
  });

  it('the condensed global log keeps the asked types and, of the other events, the last of each stream in the batch', async () => {
    // Where the log stands once every transaction begun before this test has ended. The log shows a
    // transaction only once no older one runs anywhere on the server, so a position read while an
    // earlier test's import was still held back (a transaction of another test file running) put
    // that import after the start: the batch then held more than these four appends, for good.
    const [{ now }] = (await ds.query(`SELECT pg_current_xact_id()::text AS now`)) as [{ now: string }];
    await until(
      async () => ((await ds.query(`SELECT pg_snapshot_xmin(pg_current_snapshot()) > $1::xid8 AS past`, [now])) as { past: boolean }[])[0]?.past,
      'every transaction older than this test to end',
      200_000,
    );
    const start = (await store.log.after(LOG_START, { limit: 100_000, payloadFor: [] })).at(-1)?.at ?? LOG_START;
    const d = randomUUID();
    const e = randomUUID();
    await store.append({ expectedVersion: 0, command: lobby(d, 'create'), events: [framing('match.created'), framing('g'), framing('g')] });
    await store.append({ expectedVersion: 0, command: lobby(e, 'create'), events: [framing('match.created'), framing('g')] });
    await store.append({ expectedVersion: 3, command: lobby(d, 'more', 'command', 0), events: [framing('g'), framing('g')] });
    await store.append({ expectedVersion: 2, command: lobby(e, 'end', 'command', 0), events: [framing('match.ended')] });
    const keep = ['match.created', 'match.ended'];
    // The log shows a transaction once no older one is still open anywhere on the server: the other
    // test files' databases share this one's transaction ids, so a long transaction there holds it
    // back until it ends (under a full run, over a minute at times).
    const all = await until(
      async () => {
        const batch = await store.log.afterCondensed(start, { limit: 100, keep });
        // Four appends: the log's rows (a command's events each).
        return batch.read === 4 && batch;
      },
      'the four appends (eight events) in the global log',
      200_000,
    );
    expect(all.entries.map((x) => [x.matchId, x.seq, x.type, x.payload === null])).toEqual([
      [d, 1, 'match.created', false],
      [e, 1, 'match.created', false],
      [d, 5, 'g', true],
      [e, 3, 'match.ended', false],
    ]);
    // A smaller batch holds the first two appends, whole (a batch never ends inside a command):
    // d's newest event in it is seq 3, e's seq 2, and the batch's last event is the last entry.
    const first = await store.log.afterCondensed(start, { limit: 2, keep });
    expect(first.read).toBe(2);
    expect(first.entries.map((x) => [x.matchId, x.seq])).toEqual([
      [d, 1],
      [d, 3],
      [e, 1],
      [e, 2],
    ]);
    const plain = await store.log.after(start, { limit: 2, payloadFor: [] });
    expect(plain.map((x) => [x.matchId, x.seq])).toEqual([
      [d, 1],
      [d, 2],
      [d, 3],
      [e, 1],
      [e, 2],
    ]);
    expect(first.entries.at(-1)?.at).toEqual(plain.at(-1)?.at);
    expect(await store.log.afterCondensed(all.entries.at(-1)!.at, { limit: 100, keep })).toEqual({ entries: [], read: 0 });
    // Named by a projection's checkpoint, the batch starts where the checkpoint stands (read in the
    // same statement), or at `otherwise` while it has none.
    const checkpointed = { checkpoint: `parts-${d}`, otherwise: start };
    expect(await store.log.afterCondensed(checkpointed, { limit: 2, keep })).toEqual(first);
    const mid = first.entries.at(-1)!.at;
    await ds.query(`INSERT INTO projection_checkpoints (name, last_tx_id, last_position, updated_at) VALUES ($1, $2::xid8, $3, now())`, [
      checkpointed.checkpoint,
      mid.txId,
      mid.position,
    ]);
    const rest = await store.log.afterCondensed(checkpointed, { limit: 100, keep });
    expect(rest.read).toBe(2);
    expect(rest).toEqual(await store.log.afterCondensed(mid, { limit: 100, keep }));
  }, 240_000);

  it('the global log reads every stream in commit order, with payloads only for the asked types, from a position on', async () => {
    const a = randomUUID();
    const b = randomUUID();
    await store.append({
      expectedVersion: 0,
      command: lobby(a, 'create'),
      events: [framing('match.created', { deadlines: { mode: 'live', seconds: 5 } }), framing('big', { blob: 'x' })],
    });
    await store.append({ expectedVersion: 0, command: lobby(b, 'create'), events: [framing('match.created', { deadlines: null })] });
    await store.append({ expectedVersion: 2, command: lobby(a, 'end', 'command', 0), events: [framing('match.ended')] });

    // Only events below the oldest running transaction are read (a NOTIFY after an append may still
    // be committing): wait until all four are there.
    const ours = await until(async () => {
      const all = await store.log.after(LOG_START, { limit: 10_000, payloadFor: ['match.created'] });
      const mine = all.filter((e) => e.matchId === a || e.matchId === b);
      return mine.length === 4 && mine;
    }, 'the four events in the global log');
    expect(ours.map((e) => [e.matchId, e.seq, e.type])).toEqual([
      [a, 1, 'match.created'],
      [a, 2, 'big'],
      [b, 1, 'match.created'],
      [a, 3, 'match.ended'],
    ]);
    expect(ours.map((e) => e.payload === null)).toEqual([false, true, false, true]);
    const firstOfB = ours[2]!;
    const rest = await store.log.after(firstOfB.at, { limit: 10_000, payloadFor: [] });
    expect(rest.filter((e) => e.matchId === a || e.matchId === b).map((e) => [e.matchId, e.seq])).toEqual([[a, 3]]);
    expect(await store.log.after(firstOfB.at, { limit: 0, payloadFor: [] })).toEqual([]);

    // a has deadlines but ended; b has none: neither needs a timer.
    const c = randomUUID();
    await store.append({ expectedVersion: 0, command: lobby(c, 'create'), events: [framing('match.created', { deadlines: { mode: 'live', seconds: 5 } })] });
    const unfinished = await store.log.unfinishedWith('deadlines');
    expect(unfinished).toContain(c);
    expect(unfinished).not.toContain(a);
    expect(unfinished).not.toContain(b);
  });

  it('finds the unfinished matches a bot sits in at once, while a transaction left open holds the global log back', async () => {
    const [botLive, botEnded, peopleOnly] = [randomUUID(), randomUUID(), randomUUID()];
    const claim = (seat: number, bot: string | null) => framing('seat.claimed', { seat, name: bot ?? `P${seat + 1}`, bot });
    // Another client's transaction, open for the whole test: the log reads nothing committed after it began.
    const holder = ds.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    await holder.query(`SELECT pg_current_xact_id()`);
    try {
      await store.append({ expectedVersion: 0, command: lobby(botLive, 'create'), events: [framing('match.created'), claim(0, null), claim(1, 'random')] });
      await store.append({
        expectedVersion: 0,
        command: lobby(botEnded, 'create'),
        events: [framing('match.created'), claim(0, 'greedy'), claim(1, 'random')],
      });
      await store.append({ expectedVersion: 3, command: lobby(botEnded, 'end', 'command', 0), events: [framing('match.ended')] });
      await store.append({ expectedVersion: 0, command: lobby(peopleOnly, 'create'), events: [framing('match.created'), claim(0, null), claim(1, null)] });
      const found = await store.log.unfinishedWithBots();
      expect(found).toContain(botLive);
      expect(found).not.toContain(botEnded);
      expect(found).not.toContain(peopleOnly);
      // What the lobby would have had to go by: not one of them is in the global log yet.
      const logged = await store.log.after(LOG_START, { limit: 100_000, payloadFor: [] });
      const ours = new Set<string>([botLive, botEnded, peopleOnly]);
      expect(logged.filter((e) => ours.has(e.matchId))).toEqual([]);
    } finally {
      await holder.rollbackTransaction();
      await holder.release();
    }
  });

  it("outlines the events after a seq: types, and which continue the previous event's command", async () => {
    const matchId = randomUUID();
    await store.append({ expectedVersion: 0, command: lobby(matchId, 'c1'), events: [framing('match.created'), framing('dealt')] });
    await store.append({ expectedVersion: 2, command: lobby(matchId, 'c2', 'command', 0), events: [framing('played'), framing('resolved')] });
    expect(await store.outline(matchId, 0)).toEqual({
      firstSeq: 1,
      types: ['match.created', 'dealt', 'played', 'resolved'],
      continues: [false, true, false, true],
    });
    expect(await store.outline(matchId, 3)).toEqual({ firstSeq: 4, types: ['resolved'], continues: [true] });
    expect(await store.outline(matchId, 4)).toEqual({ firstSeq: 5, types: [], continues: [] });
  });
});
