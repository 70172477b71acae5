/**
 * Statements PostgreSQL executed for one bench database, from `pg_stat_statements` (loaded by the
 * embedded bench PostgreSQL through shared_preload_libraries; a DATABASE_URL server without it
 * reports no counts). Counts do not depend on the machine's load, unlike times.
 */
import { withClient } from './postgres';

export interface StatementCount {
  readonly query: string;
  readonly calls: number;
  /** Execution time summed over the calls (ms). */
  readonly totalMs: number;
}

/**
 * The bench's own probes name a result column with this word, and are left out of the counts
 * (pg_stat_statements keeps the text of a statement without its leading comment, not its aliases).
 */
export const PROBE_MARK = 'bench_probe';

/** True when the server has pg_stat_statements loaded (the extension is created in `database`'s cluster). */
export async function statementCountsAvailable(adminUrl: string): Promise<boolean> {
  return withClient(adminUrl, async (c) => {
    const loaded = (await c.query<{ v: string }>(`SELECT current_setting('shared_preload_libraries', true) AS v`)).rows[0]?.v ?? '';
    if (!loaded.split(',').some((l) => l.trim() === 'pg_stat_statements')) return false;
    await c.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    return true;
  });
}

/** Forgets every count of the cluster (start of a measured window). */
export async function resetStatementCounts(adminUrl: string): Promise<void> {
  await withClient(adminUrl, (c) => c.query('SELECT pg_stat_statements_reset()'));
}

/** Counts since the last reset of the statements run in `database`, most called first; probes and transaction control left out. */
export async function statementCounts(adminUrl: string, database: string): Promise<StatementCount[]> {
  return withClient(adminUrl, async (c) => {
    const rows = (
      await c.query<{ query: string; calls: string; ms: number }>(
        `SELECT s.query, s.calls::text AS calls, s.total_exec_time AS ms
           FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
          WHERE d.datname = $1 AND position($2 in s.query) = 0
          ORDER BY s.calls DESC`,
        [database, PROBE_MARK],
      )
    ).rows;
    return rows.map((r) => ({ query: r.query.replace(/\s+/g, ' ').trim(), calls: Number(r.calls), totalMs: r.ms }));
  });
}

/** BEGIN, COMMIT and the like: round trips, but no work of their own. */
export function isTransactionControl(query: string): boolean {
  return /^(BEGIN|COMMIT|ROLLBACK|START TRANSACTION|SAVEPOINT|RELEASE|SET\b|SHOW\b|DISCARD)/i.test(query);
}
