/**
 * `pile`: the peer comparison of docs/peer-workload.md. The same tiny hidden-information game on
 * boardgame.io 0.50 in memory, boardgame.io with bgio-postgres, and this server, in one run on one
 * machine; medians of fresh-process runs and the ratios between the stores.
 */
import { matrixFlags } from '../lib/cli';
import { mkdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, relative } from 'node:path';
import { topSelfTime, type SelfTime } from '../lib/cpu-profile';
import { formatNumber } from '../lib/format';
import type { BenchSection, BenchSectionRunner, BenchTable } from '../lib/section';
import { newestProfile, pileRun, RUN_TIMEOUT_MS, STORE_LABELS, STORES, WARMUP_MATCHES, type RunFigures, type StoreId } from '../pile/pile-run';
import { median } from '../pile/pile-stats';

export const id = 'pile';

const PROFILED_MATCHES = 200;
const cpuCount = () => cpus().length;

export const run: BenchSectionRunner = async (ctx): Promise<BenchSection> => {
  const sizes = ctx.matches ?? (ctx.quick ? [1, 50] : [1, 50, 200]);
  const runs = ctx.runs ?? (ctx.quick ? 1 : 3);
  const root = ctx.projectRoot ?? process.cwd();
  const all: (RunFigures & { run: number })[] = [];
  const failures: string[] = [];
  for (const matches of sizes) {
    for (let r = 1; r <= runs; r += 1) {
      // Stores interleaved within each repetition, so drift on a shared machine hits all alike.
      for (const store of STORES) {
        ctx.log(`pile: ${STORE_LABELS[store]}, M=${matches}, run ${r}/${runs}`);
        try {
          const f = await pileRun({ store, matches, adminUrl: ctx.databaseUrl, projectRoot: root, log: ctx.log });
          ctx.log(
            `  ${formatNumber(f.movesPerSecond)} moves/s, p50 ${formatNumber(f.p50Ms)} ms, p99 ${formatNumber(f.p99Ms)} ms${f.timedOut ? ' (timed out)' : ''}`,
          );
          all.push({ ...f, run: r });
        } catch (error) {
          // One broken run must not throw away the others: it is left out of the medians and named in the notes.
          const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
          ctx.log(`  failed: ${message}`);
          failures.push(`${STORE_LABELS[store]} M=${matches} run ${r}: ${message}`);
        }
      }
    }
  }
  const profileNotes = ctx.cpuProfile
    ? await profile(ctx.databaseUrl, ctx.outDir, root, ctx.log).catch((error: unknown) => [
        `--cpu-prof: the profiled run failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)}).`,
      ])
    : [];
  return {
    id,
    title: 'Peer comparison: the "pile" workload against boardgame.io',
    command: [
      'npm run bench -- --only pile',
      ...(ctx.quick ? ['--quick'] : []),
      ...(ctx.cpuProfile ? ['--cpu-prof'] : []),
      ...matrixFlags({ matches: ctx.matches ?? null, runs: ctx.runs ?? null }),
    ].join(' '),
    tables: [summaryTable(all, sizes, runs), ratioTable(all, sizes), runsTable(all)],
    notes: [
      ...standing(all, sizes, ctx.quick),
      ...(failures.length ? [`Failed runs, left out of the medians: ${failures.join('; ')}.`] : []),
      ...conditions(all, runs),
      ...profileNotes,
    ],
  };
};

type Metric = keyof Pick<
  RunFigures,
  'movesPerSecond' | 'p50Ms' | 'p95Ms' | 'p99Ms' | 'serverCpuMsPerMove' | 'pgCpuMsPerMove' | 'peakRssMb' | 'walBytesPerMove'
>;

function med(all: readonly RunFigures[], store: StoreId, matches: number, metric: Metric): number | null {
  return median(all.filter((f) => f.store === store && f.matches === matches).map((f) => f[metric]));
}

const show = (v: number | null): string | number => (v === null ? '—' : v);

function summaryTable(all: readonly RunFigures[], sizes: readonly number[], runs: number): BenchTable {
  const rows = sizes.flatMap((m) =>
    STORES.map((store) => {
      const mine = all.filter((f) => f.store === store && f.matches === m);
      const v = (metric: Metric) => show(med(all, store, m, metric));
      return [
        STORE_LABELS[store],
        m,
        v('movesPerSecond'),
        v('p50Ms'),
        v('p95Ms'),
        v('p99Ms'),
        v('serverCpuMsPerMove'),
        v('pgCpuMsPerMove'),
        v('peakRssMb'),
        v('walBytesPerMove'),
        mine.reduce((n, f) => n + f.violations, 0),
      ];
    }),
  );
  return {
    title: `Pile workload, medians of ${runs} run${runs === 1 ? '' : 's'} (fresh server process per run)`,
    columns: [
      'store',
      'M',
      'moves/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'server CPU ms/move',
      'PG CPU ms/move',
      'peak RSS MB',
      'WAL bytes/move',
      'hidden-value violations (all runs)',
    ],
    rows,
  };
}

function ratioTable(all: readonly RunFigures[], sizes: readonly number[]): BenchTable {
  const ratio = (a: number | null, b: number | null): string | number => (a === null || b === null || b === 0 ? '—' : Math.round((a / b) * 100) / 100);
  return {
    title: 'Ratios of the medians (throughput: ours ÷ peer, higher is better; latency: peer ÷ ours, higher is better)',
    columns: [
      'M',
      'moves/s ÷ bgio memory',
      'moves/s ÷ bgio+postgres',
      'p50: bgio memory ÷ ours',
      'p50: bgio+postgres ÷ ours',
      'server CPU/move: bgio+postgres ÷ ours',
      'moves/s: group commit ÷ one commit per move',
      'p50: one commit per move ÷ group commit',
    ],
    rows: sizes.map((m) => {
      const ours = (metric: Metric) => med(all, 'ours', m, metric);
      return [
        m,
        ratio(ours('movesPerSecond'), med(all, 'bgio-memory', m, 'movesPerSecond')),
        ratio(ours('movesPerSecond'), med(all, 'bgio-postgres', m, 'movesPerSecond')),
        ratio(med(all, 'bgio-memory', m, 'p50Ms'), ours('p50Ms')),
        ratio(med(all, 'bgio-postgres', m, 'p50Ms'), ours('p50Ms')),
        ratio(med(all, 'bgio-postgres', m, 'serverCpuMsPerMove'), ours('serverCpuMsPerMove')),
        ratio(ours('movesPerSecond'), med(all, 'ours-one-commit', m, 'movesPerSecond')),
        ratio(med(all, 'ours-one-commit', m, 'p50Ms'), ours('p50Ms')),
      ];
    }),
  };
}

function runsTable(all: readonly (RunFigures & { run: number })[]): BenchTable {
  return {
    title: 'Every run',
    columns: [
      'store',
      'M',
      'run',
      'finished',
      'moves',
      'moves/s',
      'p50 ms',
      'p99 ms',
      'server CPU ms/move',
      'PG CPU ms/move',
      'clients CPU ms/move',
      'peak RSS MB',
      'WAL bytes/move',
      'violations / messages',
    ],
    rows: all.map((f) => [
      STORE_LABELS[f.store],
      f.matches,
      f.run,
      `${f.finished}/${f.matches}${f.timedOut ? ' (timeout)' : ''}`,
      f.moves,
      f.movesPerSecond,
      f.p50Ms,
      f.p99Ms,
      show(f.serverCpuMsPerMove),
      show(f.pgCpuMsPerMove),
      show(f.clientCpuMsPerMove),
      show(f.peakRssMb),
      show(f.walBytesPerMove),
      `${f.violations} / ${f.checkedMessages}`,
    ]),
  };
}

/** The targets and where we stand against them, computed from this run. */
function standing(all: readonly RunFigures[], sizes: readonly number[], quick: boolean): string[] {
  const x = (v: number | null) => (v === null ? 'n/a' : `${formatNumber(v)}×`);
  const lines = [
    'Targets: at M=200, at least 10× the moves/s of boardgame.io + bgio-postgres and at least those of boardgame.io in memory; unloaded (M=1) p50 under 2 ms; 0 hidden-value violations.',
  ];
  if (sizes.includes(200)) {
    const ours = med(all, 'ours', 200, 'movesPerSecond');
    const vsPg = ours === null ? null : ours / (med(all, 'bgio-postgres', 200, 'movesPerSecond') ?? Number.NaN);
    const vsMem = ours === null ? null : ours / (med(all, 'bgio-memory', 200, 'movesPerSecond') ?? Number.NaN);
    lines.push(
      `Where we stand at M=200: ${x(vsPg)} boardgame.io + bgio-postgres (target 10×: ${vsPg !== null && vsPg >= 10 ? 'met' : 'not met'}), ${x(vsMem)} boardgame.io in memory (target 1×: ${vsMem !== null && vsMem >= 1 ? 'met' : 'not met'}).`,
    );
  } else {
    lines.push(`M=200 not measured${quick ? ' (--quick)' : ''}: the throughput targets are not evaluated.`);
  }
  const p50 = med(all, 'ours', 1, 'p50Ms');
  if (sizes.includes(1)) {
    lines.push(`Unloaded p50 (M=1): ${p50 === null ? 'n/a' : `${formatNumber(p50)} ms`} (target < 2 ms: ${p50 !== null && p50 < 2 ? 'met' : 'not met'}).`);
  }
  const ours = all.filter((f) => f.store === 'ours');
  const bad = ours.reduce((n, f) => n + f.violations, 0);
  lines.push(`Hidden-value violations on this server: ${bad} in ${ours.reduce((n, f) => n + f.checkedMessages, 0)} messages checked.`);
  for (const store of STORES) {
    const kinds = new Set(all.filter((f) => f.store === store).flatMap((f) => f.violationKinds.map((k) => k.replace(/ \(\d+ messages?\)$/, ''))));
    if (kinds.size) lines.push(`${STORE_LABELS[store]} sent hidden values: ${[...kinds].join('; ')}.`);
  }
  const timeouts = all.filter((f) => f.timedOut);
  const cut = new Map<string, number>();
  for (const f of timeouts) cut.set(`${STORE_LABELS[f.store]} M=${f.matches}`, (cut.get(`${STORE_LABELS[f.store]} M=${f.matches}`) ?? 0) + 1);
  if (cut.size) {
    lines.push(
      `Runs cut at the ${RUN_TIMEOUT_MS / 1000} s bound: ${[...cut].map(([cell, n]) => `${cell} (${n} of ${all.filter((f) => `${STORE_LABELS[f.store]} M=${f.matches}` === cell).length})`).join(', ')}; their moves/s count the moves made by then.`,
    );
  }
  lines.push(...cpuUse(all, Math.max(...sizes)));
  const refusals = all.reduce((n, f) => n + f.refusals, 0);
  if (refusals) lines.push(`Moves refused by the server during the measured phases: ${refusals} (each was decided again on the latest state).`);
  return lines;
}

/** How much of the machine each process used at the largest M: is the server CPU-bound? */
function cpuUse(all: readonly RunFigures[], m: number): string[] {
  const cores = (store: StoreId, metric: Metric) => {
    const perMove = med(all, store, m, metric);
    const rate = med(all, store, m, 'movesPerSecond');
    return perMove === null || rate === null ? null : (perMove * rate) / 1000;
  };
  const clients = median(all.filter((f) => f.store === 'ours' && f.matches === m).map((f) => f.clientCpuMsPerMove));
  const rate = med(all, 'ours', m, 'movesPerSecond');
  const fmt = (v: number | null) => (v === null ? 'n/a' : v.toFixed(2));
  return [
    `CPU use at M=${m} (CPU ms/move × moves/s, in cores of the machine's ${cpuCount()}): our server ${fmt(cores('ours', 'serverCpuMsPerMove'))}, its PostgreSQL ${fmt(cores('ours', 'pgCpuMsPerMove'))}, the clients ${fmt(clients === null || rate === null ? null : (clients * rate) / 1000)}; boardgame.io + bgio-postgres ${fmt(cores('bgio-postgres', 'serverCpuMsPerMove'))} + PostgreSQL ${fmt(cores('bgio-postgres', 'pgCpuMsPerMove'))}. A server well below one core is not limited by its own CPU but by the chain each move waits on (client → server → PostgreSQL round trips in a transaction holding one of the pool's connections → durable commit → fan-out), each hop waiting for a core on a shared machine.`,
  ];
}

function conditions(all: readonly RunFigures[], runs: number): string[] {
  return [
    `Workload (docs/peer-workload.md): 2 seats, 40 cards, 60 plays per match; per run a warm-up of ${WARMUP_MATCHES} matches, then M matches created and both seats claimed, 2·M socket.io clients (websocket transport only, one per seat) holding their first state, 0.5 s, and the closed loop (the client whose turn it is plays card 0 at once). ${runs} run(s) per cell, each in a fresh server process; ${RUN_TIMEOUT_MS / 1000} s bound per run; loopback only.`,
    "Latency: from sending a move to the acting client receiving the newer state. Moves/s: moves / time from t0 until every match is seen over by both clients. Our moves count when `match:command` is acknowledged, which the server does only after the commit; boardgame.io has no acknowledgement, so its moves count when the mover sees the newer state — and boardgame.io broadcasts that state before its store write completes (Master.onUpdate sends, then awaits setState), so a bgio+postgres latency sample does not wait for the commit; the match's next move does (boardgame.io queues the moves of a match behind the write), so its throughput includes it.",
    'Server CPU: user+system seconds of the server process over the measured window (/proc/<pid>/stat) per move. PG CPU: the postmaster and all its children, exited backends included (cutime/cstime), per move. Clients CPU (every-run table): the load generator\'s own process, all 2·M clients, per move. Peak RSS: VmHWM of the server process (whole life: warm-up and lobby included). WAL: pg_wal_lsn_diff of pg_current_wal_lsn() around the window (cluster-wide) per move. "—": not applicable (no database).',
    "Each PostgreSQL-backed run uses a fresh database on the run's PostgreSQL (durable settings: see the machine section). Our server: the real bootstrap with the bench-only game bench/pile/pile-game.ts (one event per move), default pool and cache settings, LOG_LEVEL=warn, NODE_ENV=production, and the per-socket rate limit raised (WS_RATE_CAPACITY/WS_RATE_PER_SECOND=1000000): its default 20 messages/s would throttle a closed loop, and boardgame.io has no limit. boardgame.io 0.50.2 with koa-compose pinned to 4.1.0, bound to 127.0.0.1, move `client: false`, `PlayerView.STRIP_SECRETS`, NODE_ENV=production (no per-action logging); bgio-postgres 1.0.16 with its defaults (Sequelize pool of 5).",
    "Clients: ours use the typed client (src/client); boardgame.io's are raw socket.io clients sending exactly what its SocketIO transport sends (sync, then MAKE_MOVE actions with credentials), which spares the load generator a redux store per player — if anything in boardgame.io's favour. Every message every client received (warm-up included) is checked for hidden values: the other seat's hand, the deck, the shuffle seed, credentials, and any field of the game state nobody reviewed.",
    "docs/peer-workload.md's baseline (another day, a 2-core machine of this kind, PostgreSQL 15 default config): boardgame.io in memory 1146 / 2427 / 2733 moves/s and bgio-postgres 182 / 321 / 376 moves/s at M = 1 / 50 / 200. `DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- --only pile` runs against the machine's PostgreSQL 15 for those conditions; the default (embedded PostgreSQL, durable defaults) differs in version and configuration.",
    "The load generator, the server and PostgreSQL share the machine's cores: at M=200 the 400 clients' JSON parsing competes with the server for CPU, alike for every store. Run-to-run spread on these machines is large (±25 %); compare the ratios of one run, not figures from different days.",
    ...(all.some((f) => f.peakRssMb === null) ? ['Peak RSS, CPU and PG CPU need Linux /proc and a PostgreSQL on this machine; "—" where unavailable.'] : []),
  ];
}

/** One extra M=200 run of our server under `node --cpu-prof` (not in the medians): what limits it. */
async function profile(adminUrl: string, outDir: string, root: string, log: (line: string) => void): Promise<string[]> {
  const dir = join(outDir, 'profiles');
  mkdirSync(dir, { recursive: true });
  log(`pile: profiled run of this server, M=${PROFILED_MATCHES} (--cpu-prof into ${dir})`);
  const f = await pileRun({ store: 'ours', matches: PROFILED_MATCHES, adminUrl, projectRoot: root, cpuProfileDir: dir, log });
  const file = newestProfile(dir);
  if (!file) return ['--cpu-prof: the server wrote no profile (did it exit through a signal without its shutdown hooks?).'];
  const top = topSelfTime(file, 15, root, f.window);
  const via = (t: SelfTime) =>
    t.via.length && !(t.via.length === 1 && t.via[0]?.where.startsWith('(no caller'))
      ? ` — called from ${t.via.map((v) => `${v.where} (${v.percent.toFixed(0)} %)`).join(', ')}`
      : '';
  return [
    `CPU profile of our server: one extra M=${PROFILED_MATCHES} run under --cpu-prof, not in the medians (${formatNumber(f.movesPerSecond)} moves/s while profiled, server CPU ${formatNumber(f.serverCpuMsPerMove ?? Number.NaN)} ms/move), samples of the measured window only; ${relative(root, file)}. V8 samples the thread's wall time, so on a busy machine the time the server thread was runnable but preempted counts for the function it was in — typically \`writev\` to a loopback socket, which wakes the receiver (PostgreSQL, a client) that then takes the core: read a large \`writev\` share as "each write to PostgreSQL or a client costs a context switch", and compare with the server CPU figures above. Top 15 functions by self time (share of the sampled non-idle time; native functions with their nearest callers):`,
    ...top.map((t, i) => `${i + 1}. ${t.percent.toFixed(1)} % — ${formatNumber(t.selfMs)} ms — \`${t.fn}\` ${t.where}${via(t)}`),
  ];
}
