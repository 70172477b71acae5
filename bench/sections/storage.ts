/**
 * `storage`: bytes on disk per event, per table, after bot matches played to their end by the
 * server's own bots through the real server (every table the server writes: the event log, the
 * command ledger, the state cache, the lobby, the secrets).
 */
import { runBotE2e } from '../lib/bot-e2e-run';
import { compiledServerMain } from '../lib/compiled-server';
import { round } from '../lib/sample-stats';
import type { BenchSection, BenchSectionRunner } from '../lib/section';
import { tableSizes, type TableSize } from '../lib/table-sizes';

export const id = 'storage';

export const run: BenchSectionRunner = async (ctx): Promise<BenchSection> => {
  const matches = ctx.quick ? 10 : 50;
  const game = { gameId: 'four-souls', options: { turnCap: 12 } };
  let sizes: TableSize[] = [];
  let events = 0;
  const f = await runBotE2e({
    adminUrl: ctx.databaseUrl,
    serverMain: compiledServerMain(),
    cwd: ctx.projectRoot ?? process.cwd(),
    game,
    matches,
    boundMs: ctx.quick ? 120_000 : 600_000,
    log: ctx.log,
    afterPlay: async (url) => {
      sizes = await tableSizes(url);
      events = sizes.find((s) => s.table === 'match_events')?.rows ?? 0;
    },
  });
  const perEvent = (bytes: number) => round(bytes / Math.max(1, events), 1);
  const total = sizes.reduce((n, s) => n + s.dataBytes + s.indexBytes, 0);
  const rows = sizes
    .filter((s) => s.dataBytes + s.indexBytes > 0)
    .map((s) => [s.table, s.rows, perEvent(s.dataBytes), perEvent(s.indexBytes), perEvent(s.dataBytes + s.indexBytes)]);
  rows.push(['all tables', '', perEvent(sizes.reduce((n, s) => n + s.dataBytes, 0)), perEvent(sizes.reduce((n, s) => n + s.indexBytes, 0)), perEvent(total)]);
  return {
    id,
    title: 'On disk: bytes per event per table',
    command: ['npm run bench -- --only storage', ...(ctx.quick ? ['--quick'] : [])].join(' '),
    tables: [
      {
        title: `${matches} Four Souls matches (turnCap 12, greedy against random), ${f.finished} finished, ${events} events`,
        columns: ['table', 'rows', 'data B/event', 'index B/event', 'total B/event'],
        rows,
      },
    ],
    notes: [
      `Per finished match: ${round(total / Math.max(1, f.finished) / 1024, 1)} KB over all tables (${round(events / Math.max(1, matches), 0)} events per match).`,
      'Sizes: pg_total_relation_size less pg_indexes_size (heap and TOAST) and pg_indexes_size, after VACUUM ANALYZE, divided by the rows of match_events: pages allocated, so small tables round up to whole 8 KB pages. The embedded PostgreSQL has no lz4: TOAST compression is pglz.',
      'Targets: at most 400 B per event over all tables, at most 250 B in the event log table.',
    ],
  };
};
