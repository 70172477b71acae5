/**
 * `store`: the event store beside the physical limit of its database, same server, same run.
 * (a) one autocommitted single-row INSERT per iteration into a table shaped like match_events:
 *     the ceiling for "one transaction per command";
 * (b) `EventStore.append` (the server's append path) with 1 to 3 events per command.
 * Both at 1, 8 and 32 concurrent connections/writers, interleaved so drift hits both alike.
 */
import { EventStore } from '../../src/event-store/event-store.service';
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

const CONCURRENCY = [1, 8, 32];

interface Cell {
  readonly result: ClosedLoopResult;
  readonly walBytes: number;
  /** CPU seconds of this (load-generating) Node process over the cell. */
  readonly nodeCpuSeconds: number;
  /** CPU seconds of PostgreSQL (postmaster and backends) over the cell; null when not local. */
  readonly pgCpuSeconds: number | null;
}

const rate = (c: Cell) => perSecond(c.result.ops, c.result.elapsedMs);

function appendRow(path: string, writers: number, c: Cell, raw: Cell): (string | number)[] {
  return [
    path,
    writers,
    rate(c),
    perSecond(c.result.units, c.result.elapsedMs),
    ms(percentile(c.result.latenciesMs, 50)),
    ms(percentile(c.result.latenciesMs, 99)),
    Math.round(c.walBytes / c.result.ops),
    ...cpuPerOp(c),
    `${round((rate(c) / Math.max(1, rate(raw))) * 100, 0)} %`,
  ];
}

/** CPU milliseconds per operation of the load generator and of PostgreSQL. */
function cpuPerOp(c: Cell): (number | string)[] {
  return [ms((c.nodeCpuSeconds * 1000) / c.result.ops), c.pgCpuSeconds === null ? 'n/a' : ms((c.pgCpuSeconds * 1000) / c.result.ops)];
}

export const run: BenchSectionRunner = async (ctx): Promise<BenchSection> => {
  const durationMs = ctx.quick ? 3_000 : 10_000;
  const db = await createBenchDatabase(ctx.databaseUrl, 'bench_store');
  const ds = await migratedDataSource(db.url, Math.max(...CONCURRENCY) + 2);
  try {
    await ds.query(RAW_TABLE_DDL);
    const store = new EventStore(ds);
    const samplePayload = JSON.stringify(syntheticEvents(seededRandom(7), 0)[0]!.payload);
    const settings = await withClient(db.url, (c) => durabilitySettings(c));
    const probe = await ClusterProbe.open(ctx.databaseUrl);
    const postmaster = probe.postmasterPid;
    await probe.close();
    const raw = new Map<number, Cell>();
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
      // A short warm-up of both paths (connections, plans, JIT) outside the measurements.
      await rawInsertLoop(db.url, 1, 300, samplePayload);
      await appendLoop(store, 1, 300, true);
      await appendLoop(store, 1, 300, false);
      for (const n of CONCURRENCY) {
        ctx.log(`raw INSERT loop, ${n} connection(s), ${durationMs} ms`);
        raw.set(n, await measure(() => rawInsertLoop(db.url, n, durationMs, samplePayload)));
        ctx.log(`EventStore.append with the cached head hash, ${n} writer(s), ${durationMs} ms`);
        oneStatement.set(n, await measure(() => appendLoop(store, n, durationMs, true)));
        ctx.log(`EventStore.append without it, ${n} writer(s), ${durationMs} ms`);
        transaction.set(n, await measure(() => appendLoop(store, n, durationMs, false)));
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
          rows: CONCURRENCY.map((n) => {
            const c = raw.get(n)!;
            return [n, rate(c), ms(percentile(c.result.latenciesMs, 50)), ms(percentile(c.result.latenciesMs, 99)), Math.round(c.walBytes / c.result.ops), ...cpuPerOp(c)];
          }),
        },
        {
          title: 'EventStore.append: one command (1–3 events) per call, each writer on its own matches',
          columns: ['path', 'writers', 'commands/s', 'events/s', 'p50 ms', 'p99 ms', 'WAL bytes/command', 'Node CPU ms/command', 'PG CPU ms/command', 'vs raw ceiling'],
          rows: [
            ...CONCURRENCY.map((n) => appendRow('with cached head hash (pipeline hot path)', n, oneStatement.get(n)!, raw.get(n)!)),
            ...CONCURRENCY.map((n) => appendRow('without head hash (transaction)', n, transaction.get(n)!, raw.get(n)!)),
          ],
        },
      ],
      notes: [
        `Each cell runs ${durationMs / 1000} s, closed loop (every connection/writer sends its next operation as soon as the previous one returns); raw and append cells alternate per concurrency level.`,
        `Database: ${settings}. Durable settings: every commit waits for its WAL flush, so commits/s is bounded by the disk's flush rate, which concurrent commits share (group commit).`,
        `Event payload: ${samplePayload.length} bytes of JSON per event (synthetic, card-game shaped), 1–3 events per command (mean 2); a new match every 200 commands per writer.`,
        'Append paths: with the cached head hash (`expectedHash`, as CommandPipeline passes it) the store checks the head, claims the command id, inserts the chained events and NOTIFYs in one statement (one round trip, one implicit transaction); without it (first append of a stream, create/join) it runs a transaction: claim, read the head, insert, NOTIFY, commit. Each writer keeps its stream head like the pipeline\'s cache does.',
        'WAL bytes are the server-wide WAL position delta over the cell divided by the operations, so they include index entries, the ledger row and commit records (and anything else the server wrote meanwhile).',
        'CPU per operation: this Node process (the load generator; for the append rows that is EventStore.append itself: hashing, JSON, the pg driver) and PostgreSQL (postmaster and backends, from /proc; server-wide, so other databases\' work counts too). When Node CPU ms × rate approaches 1000 ms/s, the single Node thread is the limit, not the database.',
        'The load generator and the database share the machine\'s 2 cores (and, in these runs, other work on the machine).',
      ],
    };
  } finally {
    await ds.destroy();
    await db.drop();
  }
};
