/**
 * `store`: the event store beside the physical limit of its database, same server, same run.
 * (a) one autocommitted single-row INSERT per iteration into a table shaped like match_events:
 *     the ceiling for "one transaction per command";
 * (b) `EventStore.append` (the server's append path) with 1 to 3 events per command: with group
 *     commit (commands of different matches share a statement and a commit), with one statement
 *     and one commit per command, and the transaction path (no cached head).
 * Raw at 1, 8 and 32 connections, appends at 1, 8, 32 and 128 writers, interleaved so drift hits
 * all alike.
 */
import { EventStore } from '../../src/event-store/event-store.service';
import { Environment } from '../../src/config/environment';
import { DEFAULT_APPEND_OPTIONS } from '../../src/event-store/append-options';
import { appendLoop } from '../lib/append-load';
import type { ClosedLoopResult } from '../lib/closed-loop';
import { durabilitySettings, migratedDataSource, walBytesBetween, walPosition } from '../lib/database';
import { ClusterProbe, createBenchDatabase, withClient } from '../lib/postgres';
import { processTreeCpuSeconds } from '../lib/proc';
import { RAW_TABLE_DDL, rawInsertLoop } from '../lib/raw-insert';
import type { BenchSection, BenchSectionRunner } from '../lib/section';
import { ms, percentile, perSecond, round, seededRandom, sleep } from '../lib/sample-stats';
import { syntheticEvents } from '../lib/synthetic-events';

export const id = 'store';

const RAW_CONNECTIONS = [1, 8, 32];
const WRITERS = [1, 8, 32, 128];
/** The append's pool: as large as the raw loop's largest, so one commit per command is not starved of connections. */
const POOL_SIZE = 34;
/**
 * Group commit's statements in flight, as the server runs it by default (APPEND_BATCHES_IN_FLIGHT
 * unset: DB_POOL_SIZE, 10). With the whole 34-connection pool as the cap, up to 32 writers would
 * always find a free connection and never batch: the rows would repeat one commit per command.
 */
const SERVER_BATCHES_IN_FLIGHT = new Environment().DB_POOL_SIZE;

interface Cell {
  readonly result: ClosedLoopResult;
  readonly walBytes: number;
  /** CPU seconds of this (load-generating) Node process over the cell. */
  readonly nodeCpuSeconds: number;
  /** CPU seconds of PostgreSQL (postmaster and backends) over the cell; null when not local. */
  readonly pgCpuSeconds: number | null;
}

const rate = (c: Cell) => perSecond(c.result.ops, c.result.elapsedMs);

function appendRow(path: string, writers: number, c: Cell, raw: Cell | undefined): (string | number)[] {
  return [
    path,
    writers,
    rate(c),
    perSecond(c.result.units, c.result.elapsedMs),
    ms(percentile(c.result.latenciesMs, 50)),
    ms(percentile(c.result.latenciesMs, 99)),
    Math.round(c.walBytes / c.result.ops),
    ...cpuPerOp(c),
    raw ? `${round(rate(c) / Math.max(1, rate(raw)), 2)}×` : '—',
  ];
}

/** CPU milliseconds per operation of the load generator and of PostgreSQL. */
function cpuPerOp(c: Cell): (number | string)[] {
  return [ms((c.nodeCpuSeconds * 1000) / c.result.ops), c.pgCpuSeconds === null ? 'n/a' : ms((c.pgCpuSeconds * 1000) / c.result.ops)];
}

export const run: BenchSectionRunner = async (ctx): Promise<BenchSection> => {
  const durationMs = ctx.quick ? 3_000 : 10_000;
  const db = await createBenchDatabase(ctx.databaseUrl, 'bench_store');
  const ds = await migratedDataSource(db.url, POOL_SIZE);
  try {
    await ds.query(RAW_TABLE_DDL);
    const grouped = new EventStore(ds, undefined, { groupCommit: { ...DEFAULT_APPEND_OPTIONS.groupCommit!, maxInFlight: SERVER_BATCHES_IN_FLIGHT } });
    const perCommand = new EventStore(ds, undefined, { groupCommit: null });
    const samplePayload = JSON.stringify(syntheticEvents(seededRandom(7), 0)[0]!.payload);
    const settings = await withClient(db.url, (c) => durabilitySettings(c));
    const probe = await ClusterProbe.open(ctx.databaseUrl);
    const postmaster = probe.postmasterPid;
    await probe.close();
    const raw = new Map<number, Cell>();
    const batched = new Map<number, Cell>();
    const oneStatement = new Map<number, Cell>();
    const transaction = new Map<number, Cell>();
    await withClient(db.url, async (admin) => {
      const pgCpu = () => (postmaster === null ? null : processTreeCpuSeconds(postmaster));
      const measure = async (work: () => Promise<ClosedLoopResult>): Promise<Cell> => {
        const before = await walPosition(admin);
        const cpu0 = process.cpuUsage();
        const pg0 = pgCpu();
        const result = await work();
        const cpu = process.cpuUsage(cpu0);
        // The raw loop's connections close at its end: give their backends time to exit and be
        // reaped, so their CPU time reaches the postmaster's children total.
        await sleep(300);
        const pg1 = pgCpu();
        return {
          result,
          walBytes: await walBytesBetween(admin, before, await walPosition(admin)),
          nodeCpuSeconds: (cpu.user + cpu.system) / 1e6,
          pgCpuSeconds: pg0 === null || pg1 === null ? null : pg1 - pg0,
        };
      };
      // A short warm-up of every path (connections, plans, JIT) outside the measurements.
      await rawInsertLoop(db.url, 1, 300, samplePayload);
      await appendLoop(grouped, 8, 300, true);
      await appendLoop(perCommand, 1, 300, true);
      await appendLoop(perCommand, 1, 300, false);
      for (const n of WRITERS) {
        if (RAW_CONNECTIONS.includes(n)) {
          ctx.log(`raw INSERT loop, ${n} connection(s), ${durationMs} ms`);
          raw.set(n, await measure(() => rawInsertLoop(db.url, n, durationMs, samplePayload)));
        }
        ctx.log(`EventStore.append with group commit, ${n} writer(s), ${durationMs} ms`);
        batched.set(n, await measure(() => appendLoop(grouped, n, durationMs, true)));
        ctx.log(`EventStore.append, one statement and commit per command, ${n} writer(s), ${durationMs} ms`);
        oneStatement.set(n, await measure(() => appendLoop(perCommand, n, durationMs, true)));
        ctx.log(`EventStore.append without the head hash (transaction), ${n} writer(s), ${durationMs} ms`);
        transaction.set(n, await measure(() => appendLoop(perCommand, n, durationMs, false)));
      }
    });
    return {
      id,
      title: 'Event store vs. the raw single-row INSERT ceiling',
      command: `npm run bench -- --only store${ctx.quick ? ' --quick' : ''}`,
      tables: [
        {
          title: 'Raw ceiling: one single-row INSERT + COMMIT per iteration (table shaped like match_events)',
          columns: ['connections', 'commits/s', 'p50 ms', 'p99 ms', 'WAL bytes/commit', 'Node CPU ms/commit', 'PG CPU ms/commit'],
          rows: RAW_CONNECTIONS.map((n) => {
            const c = raw.get(n)!;
            return [
              n,
              rate(c),
              ms(percentile(c.result.latenciesMs, 50)),
              ms(percentile(c.result.latenciesMs, 99)),
              Math.round(c.walBytes / c.result.ops),
              ...cpuPerOp(c),
            ];
          }),
        },
        {
          title: 'EventStore.append: one command (1–3 events) per call, each writer on its own matches',
          columns: [
            'path',
            'writers',
            'commands/s',
            'events/s',
            'p50 ms',
            'p99 ms',
            'WAL bytes/command',
            'Node CPU ms/command',
            'PG CPU ms/command',
            'vs raw ceiling (same concurrency)',
          ],
          rows: [
            ...WRITERS.map((n) => appendRow('group commit (pipeline hot path)', n, batched.get(n)!, raw.get(n))),
            ...WRITERS.map((n) => appendRow('one statement and one commit per command', n, oneStatement.get(n)!, raw.get(n))),
            ...WRITERS.map((n) => appendRow('without head hash (transaction)', n, transaction.get(n)!, raw.get(n))),
          ],
        },
        {
          title: 'Group commit ÷ one commit per command (commands/s, same writers, same run)',
          columns: ['writers', 'group commit ÷ one commit per command', 'group commit ÷ raw ceiling at as many connections'],
          rows: WRITERS.map((n) => [
            n,
            `${round(rate(batched.get(n)!) / Math.max(1, rate(oneStatement.get(n)!)), 2)}×`,
            raw.has(n) ? `${round(rate(batched.get(n)!) / Math.max(1, rate(raw.get(n)!)), 2)}×` : '—',
          ]),
        },
      ],
      notes: [
        `Each cell runs ${durationMs / 1000} s, closed loop (every connection/writer sends its next operation as soon as the previous one returns); raw and append cells alternate per concurrency level.`,
        `Database: ${settings}. Durable settings: every commit waits for its WAL flush, so commits/s is bounded by the disk's flush rate, which concurrent commits share (group commit).`,
        `Event payload: ${samplePayload.length} bytes of JSON per event (synthetic, card-game shaped), 1–3 events per command (mean 2); a new match every 200 commands per writer.`,
        `Append paths: group commit (the default, as CommandPipeline uses it): commands of different matches that queue while a batch is in flight go out together as one statement (the append_commands function: per command the stream lock, head check, ledger claim and events), one round trip and one durable commit for the batch, at most ${SERVER_BATCHES_IN_FLIGHT} statements in flight, the server's default (DB_POOL_SIZE; a command that finds a slot free goes alone, as the one-statement path; only commands that would wait for a slot are batched, so batches form from ${SERVER_BATCHES_IN_FLIGHT + 1} writers on); one statement per command (APPEND_GROUP_COMMIT=false): head check, claim and events in one statement, one commit each; without the head hash (first append of a stream, create/join): a transaction that claims, reads the head, inserts and commits. NOTIFY follows the commit in every path. Each writer keeps its stream head like the pipeline's cache does`,
        `The append's pool has ${POOL_SIZE} connections for every path (group commit uses at most ${SERVER_BATCHES_IN_FLIGHT} at once, as the server does); the raw loop is measured up to 32 connections (the embedded PostgreSQL allows 100), so the 128-writer rows have no raw figure beside them.`,
        'WAL bytes are the server-wide WAL position delta over the cell divided by the operations, so they include index entries, the ledger row and commit records (and anything else the server wrote meanwhile).',
        "CPU per operation: this Node process (the load generator; for the append rows that is EventStore.append itself: hashing, JSON, the pg driver) and PostgreSQL (postmaster and backends, from /proc; server-wide, so other databases' work counts too). When Node CPU ms × rate approaches 1000 ms/s, the single Node thread is the limit, not the database.",
        "The load generator and the database share the machine's 2 cores (and, in these runs, other work on the machine).",
      ],
    };
  } finally {
    await ds.destroy();
    await db.drop();
  }
};
