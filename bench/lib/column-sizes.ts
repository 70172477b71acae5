/**
 * Where a table's bytes go: each column's stored size summed over the rows (pg_column_size: the
 * value as stored, after any compression, 0 for a null), the rest of the heap (row headers, line
 * pointers, alignment padding, free space), and each index. What a storage cut should aim at.
 */
import { quoteIdent } from '../../src/database/sql-quote';
import { withClient } from './postgres';

export interface ColumnBytes {
  /** A column name, `index <name>`, or `row overhead` (headers, padding, free space). */
  readonly part: string;
  readonly bytes: number;
}

export async function columnSizes(databaseUrl: string, table: string): Promise<ColumnBytes[]> {
  return withClient(databaseUrl, async (c) => {
    const columns = (
      await c.query<{ name: string }>(
        `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
        [table],
      )
    ).rows.map((r) => r.name);
    const sums = columns.map((name) => `coalesce(sum(pg_column_size(${quoteIdent(name)})), 0)::text AS ${quoteIdent(name)}`).join(', ');
    const summed = (await c.query<Record<string, string>>(`SELECT ${sums} FROM ${quoteIdent(table)}`)).rows[0] ?? {};
    const heap = Number(
      (await c.query<{ b: string }>(`SELECT (pg_total_relation_size($1::regclass) - pg_indexes_size($1::regclass))::text AS b`, [table])).rows[0]?.b ?? 0,
    );
    const indexes = (
      await c.query<{ name: string; b: string }>(
        `SELECT i.indexrelid::regclass::text AS name, pg_relation_size(i.indexrelid)::text AS b FROM pg_index i WHERE i.indrelid = $1::regclass ORDER BY 2 DESC`,
        [table],
      )
    ).rows;
    const values = columns.map((name) => ({ part: name, bytes: Number(summed[name] ?? 0) })).filter((col) => col.bytes > 0);
    const inColumns = values.reduce((n, v) => n + v.bytes, 0);
    return [
      ...values.sort((x, y) => y.bytes - x.bytes),
      { part: 'row overhead', bytes: heap - inColumns },
      ...indexes.map((i) => ({ part: `index ${i.name}`, bytes: Number(i.b) })),
    ];
  });
}
