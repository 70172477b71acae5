/**
 * One measured run of the pile workload against one store: a fresh server process (and, for the
 * PostgreSQL stores, a fresh database), the warm-up, the lobby and connect phases, then the
 * measured closed loop with the server's and PostgreSQL's CPU, the server's peak RSS and the WAL
 * written. docs/peer-workload.md describes the phases.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { monotonicUs, type ProfileWindow } from '../lib/cpu-profile';
import { createBenchDatabase, ClusterProbe, type BenchDatabase } from '../lib/postgres';
import { peakRssMb, processCpuSeconds, processTreeCpuSeconds } from '../lib/proc';
import { startServerChild, type ServerChild } from '../lib/server-child';
import { serverNodeFlags } from '../lib/server-node-flags';
import { bgioPeer } from './bgio-peer';
import { HiddenValueReport } from './hidden-values';
import { oursPeer } from './ours-peer';
import type { Peer } from './peer';
import { MatchLoad } from './pile-loop';
import { percentile } from './pile-stats';

export const STORES = ['bgio-memory', 'bgio-postgres', 'ours', 'ours-one-commit'] as const;
export type StoreId = (typeof STORES)[number];

export const STORE_LABELS: Readonly<Record<StoreId, string>> = {
  'bgio-memory': 'boardgame.io, in memory',
  'bgio-postgres': 'boardgame.io + bgio-postgres',
  ours: 'this server (PostgreSQL, group commit)',
  'ours-one-commit': 'this server, one commit per move (APPEND_GROUP_COMMIT=false)',
};

/** Our server's settings per store: the same server with group commit on and off. */
const OURS_STORE_ENV: Partial<Record<StoreId, Record<string, string>>> = {
  ours: { APPEND_GROUP_COMMIT: 'true' },
  'ours-one-commit': { APPEND_GROUP_COMMIT: 'false' },
};

export const WARMUP_MATCHES = 20;
export const RUN_TIMEOUT_MS = 120_000;
/** Pause between "every client holds its first state" and t0 (docs/peer-workload.md step 3). */
const SETTLE_MS = 500;

/** Our server's per-socket token bucket (20 messages/s) would throttle a closed loop; boardgame.io has none. */
export const OURS_RATE_ENV = { WS_RATE_CAPACITY: '1000000', WS_RATE_PER_SECOND: '1000000' } as const;

export interface RunFigures {
  readonly store: StoreId;
  readonly matches: number;
  readonly finished: number;
  readonly timedOut: boolean;
  readonly moves: number;
  readonly refusals: number;
  readonly movesPerSecond: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly p99Ms: number;
  readonly serverCpuMsPerMove: number | null;
  readonly pgCpuMsPerMove: number | null;
  readonly peakRssMb: number | null;
  /** CPU of this (load-generating) process per move: shows when the clients, not the server, are the limit. */
  readonly clientCpuMsPerMove: number | null;
  readonly walBytesPerMove: number | null;
  /** Messages (warm-up and measured) that held a value their seat may not see. */
  readonly violations: number;
  readonly checkedMessages: number;
  readonly violationKinds: readonly string[];
  /** The measured window on the monotonic clock (to cut a CPU profile to it). */
  readonly window: ProfileWindow;
}

export interface RunOptions {
  readonly store: StoreId;
  readonly matches: number;
  readonly adminUrl: string;
  readonly projectRoot: string;
  /** Set: run our server under `node --cpu-prof` writing into this folder. */
  readonly cpuProfileDir?: string;
  readonly log: (line: string) => void;
}

export async function pileRun(options: RunOptions): Promise<RunFigures> {
  const { store } = options;
  const db = store === 'bgio-memory' ? null : await createBenchDatabase(options.adminUrl, `pile_${store.replaceAll('-', '_')}`);
  let server: ServerChild | null = null;
  const probe = await ClusterProbe.open(options.adminUrl);
  try {
    server = await startServer(options, db);
    const peer = peerFor(store, server.url);
    const hidden = new HiddenValueReport();

    const warmup = await MatchLoad.prepare(peer, WARMUP_MATCHES);
    const warm = await warmup.run(RUN_TIMEOUT_MS);
    hidden.absorb(warmup.close());
    if (warm.timedOut) options.log(`  warm-up did not finish in ${RUN_TIMEOUT_MS / 1000} s (${warm.finished}/${warm.matches} matches)`);

    const load = await MatchLoad.prepare(peer, options.matches);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const wal0 = await probe.walLsn();
    const pg0 = probe.postmasterPid === null ? null : processTreeCpuSeconds(probe.postmasterPid);
    const cpu0 = processCpuSeconds(server.pid);
    const startUs = monotonicUs();
    const client0 = process.cpuUsage();
    const result = await load.run(RUN_TIMEOUT_MS);
    const client = process.cpuUsage(client0);
    const endUs = monotonicUs();
    const cpu1 = processCpuSeconds(server.pid);
    const pg1 = probe.postmasterPid === null ? null : processTreeCpuSeconds(probe.postmasterPid);
    const wal1 = await probe.walLsn();
    const rss = peakRssMb(server.pid);
    hidden.absorb(load.close());

    const perMove = (v: number | null) => (v === null || result.moves === 0 ? null : v / result.moves);
    const usesPg = store !== 'bgio-memory';
    return {
      store,
      matches: result.matches,
      finished: result.finished,
      timedOut: result.timedOut,
      moves: result.moves,
      refusals: result.refusals,
      movesPerSecond: result.moves / (result.elapsedMs / 1000),
      p50Ms: percentile(result.latenciesMs, 0.5),
      p95Ms: percentile(result.latenciesMs, 0.95),
      p99Ms: percentile(result.latenciesMs, 0.99),
      serverCpuMsPerMove: perMove(cpu0 === null || cpu1 === null ? null : (cpu1 - cpu0) * 1000),
      pgCpuMsPerMove: usesPg ? perMove(pg0 === null || pg1 === null ? null : (pg1 - pg0) * 1000) : null,
      peakRssMb: rss,
      clientCpuMsPerMove: perMove((client.user + client.system) / 1000),
      walBytesPerMove: usesPg ? perMove(await probe.walBytesBetween(wal0, wal1)) : null,
      violations: hidden.violations,
      checkedMessages: hidden.messages,
      violationKinds: hidden.describe(),
      window: { startUs, endUs },
    };
  } catch (error) {
    if (server) options.log(`  server output:\n${server.output()}`);
    throw error;
  } finally {
    await server?.stop();
    await probe.close();
    await db?.drop();
  }
}

function startServer(options: RunOptions, db: BenchDatabase | null): Promise<ServerChild> {
  // NODE_ENV=production for both: boardgame.io logs every action outside production; ours logs at warn.
  const common = { NODE_ENV: 'production', LOG_LEVEL: 'warn', LOG_PRETTY: 'false' };
  const ours = OURS_STORE_ENV[options.store];
  if (ours) {
    return startServerChild({
      script: join(__dirname, 'server-main.js'),
      nodeArgs: [...serverNodeFlags(), ...(options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [])],
      env: { ...common, ...OURS_RATE_ENV, ...ours, DATABASE_URL: (db as BenchDatabase).url },
      readyPath: '/health',
      cwd: options.projectRoot,
    });
  }
  return startServerChild({
    script: join(__dirname, 'bgio-server-main.js'),
    env: { ...common, BENCH_PEERS_DIR: join(options.projectRoot, 'bench', 'peers'), ...(db ? { BGIO_DATABASE_URL: db.url } : {}) },
    readyPath: '/games',
    cwd: options.projectRoot,
  });
}

function peerFor(store: StoreId, url: string): Peer {
  return OURS_STORE_ENV[store] ? oursPeer(url, STORE_LABELS[store]) : bgioPeer(url, STORE_LABELS[store]);
}

/** The newest .cpuprofile in `dir` (the one the profiled run just wrote). */
export function newestProfile(dir: string): string | null {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => join(dir, f));
  return files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0] ?? null;
}
