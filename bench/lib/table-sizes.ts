/**
 * What each table of a database takes on disk: heap, indexes and TOAST (pg_total_relation_size),
 * and its rows. Sizes in pages, so they count what PostgreSQL allocated, not only the live bytes.
 */
import { quoteIdent } from '../../src/database/sql-quote';
import { withClient } from './postgres';

export interface TableSize {
  readonly table: string;
  readonly rows: number;
  /** Heap and TOAST. */
  readonly dataBytes: number;
  readonly indexBytes: number;
}

export async function tableSizes(databaseUrl: string): Promise<TableSize[]> {
  return withClient(databaseUrl, async (c) => {
    await c.query('VACUUM ANALYZE');
    const rows = (
      await c.query<{ table: string; data: string; indexes: string }>(
        `SELECT c.relname AS table,
                (pg_total_relation_size(c.oid) - pg_indexes_size(c.oid))::text AS data,
                pg_indexes_size(c.oid)::text AS indexes
           FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE c.relkind IN ('r', 'p') AND n.nspname = 'public'
          ORDER BY pg_total_relation_size(c.oid) DESC`,
      )
    ).rows;
    const out: TableSize[] = [];
    for (const r of rows) {
      const count = Number((await c.query<{ n: string }>(`SELECT count(*)::text AS n FROM "${r.table}"`)).rows[0]?.n ?? 0);
      out.push({ table: r.table, rows: count, dataBytes: Number(r.data), indexBytes: Number(r.indexes) });
    }
    return out;
  });
}

/** The bytes of an index rebuilt from scratch (REINDEX: leaf pages packed to its fillfactor), what the pages a live index holds compare with. */
export async function reindexedSize(databaseUrl: string, index: string): Promise<number> {
  return withClient(databaseUrl, async (c) => {
    await c.query(`REINDEX INDEX ${quoteIdent(index)}`);
    return Number((await c.query<{ b: string }>(`SELECT pg_relation_size($1::regclass)::text AS b`, [index])).rows[0]?.b ?? 0);
  });
}

/**
 * The events the log holds: those of its rows of one append each (`match_appends`) and of the rows
 * of one event each written before (`match_events`, until packed).
 */
export async function storedEvents(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, async (c) => {
    const rows = await c.query<{ n: string }>(
      `SELECT ((SELECT coalesce(sum(last_seq - first_seq + 1), 0) FROM match_appends) + (SELECT count(*) FROM match_events))::text AS n`,
    );
    return Number(rows.rows[0]?.n ?? 0);
  });
}
