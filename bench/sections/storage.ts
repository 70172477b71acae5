/**
 * `storage`: bytes on disk per event, per table, after bot matches played to their end by the
 * server's own bots through the real server (every table the server writes: the event log, the
 * command ledger, the state cache, the lobby, the secrets).
 */
import { runBotE2e } from '../lib/bot-e2e-run';
import { columnSizes, type ColumnBytes } from '../lib/column-sizes';
import { compiledServerMain } from '../lib/compiled-server';
import { round } from '../lib/sample-stats';
import type { BenchSection, BenchSectionRunner } from '../lib/section';
import { reindexedSize, storedEvents, tableSizes, type TableSize } from '../lib/table-sizes';

export const id = 'storage';

/** The tables whose columns are broken down: the log (one row per append), the ledger and the state cache, nearly all the bytes. */
const BROKEN_DOWN = ['match_appends', 'match_commands', 'match_state_cache'];

export const run: BenchSectionRunner = async (ctx): Promise<BenchSection> => {
  const matches = ctx.quick ? 10 : 50;
  const game = { gameId: 'four-souls', options: { turnCap: 12 } };
  let sizes: TableSize[] = [];
  let events = 0;
  const parts = new Map<string, ColumnBytes[]>();
  let packedPrimaryKey = 0;
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
      events = await storedEvents(url);
      for (const table of BROKEN_DOWN) if (sizes.some((s) => s.table === table)) parts.set(table, await columnSizes(url, table));
      packedPrimaryKey = await reindexedSize(url, 'match_appends_pkey');
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
      ...[...parts].map(([table, columns]) => {
        const whole = columns.reduce((n, c) => n + c.bytes, 0);
        const rowsOf = sizes.find((s) => s.table === table)?.rows ?? 0;
        return {
          title: `${table}: where its bytes go (${rowsOf} rows)`,
          columns: ['column, index or overhead', 'B/event', 'B/row', 'share'],
          rows: columns.map((c) => [c.part, perEvent(c.bytes), round(c.bytes / Math.max(1, rowsOf), 1), `${round((100 * c.bytes) / Math.max(1, whole), 1)} %`]),
        };
      }),
    ],
    notes: [
      `Per finished match: ${round(total / Math.max(1, f.finished) / 1024, 1)} KB over all tables (${round(events / Math.max(1, matches), 0)} events per match).`,
      `The event log (match_appends, one row per append: a command's events) holds ${round(events / Math.max(1, sizes.find((s) => s.table === 'match_appends')?.rows ?? 0), 2)} events a row; match_events holds the rows written before that form until they are packed (none here: a new database).`,
      `The event log's primary key after a REINDEX: ${perEvent(packedPrimaryKey)} B/event (leaf pages packed to the default fillfactor of 90 %; as the server leaves it, in the table above, each match's inserts at the end of its own key range leave half-full pages behind every split).`,
      'Columns: pg_column_size of each stored value summed over the rows (as stored: after compression, 0 for a null); row overhead is the rest of the heap (tuple headers, line pointers, alignment padding, free space left by updates); each index by pg_relation_size.',
      'Sizes: pg_total_relation_size less pg_indexes_size (heap and TOAST) and pg_indexes_size, after VACUUM ANALYZE, divided by the events of the log: pages allocated, so small tables round up to whole 8 KB pages. The embedded PostgreSQL has no lz4: TOAST compression is pglz.',
      'Targets: at most 400 B per event over all tables, at most 250 B in the event log table.',
    ],
  };
};
