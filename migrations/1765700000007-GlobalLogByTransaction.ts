import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Below this many events the index is built in place, in well under a second; above it,
 * concurrently, so appends go on while it is built.
 */
const BUILT_IN_PLACE_BELOW = 1_000_000;

/**
 * The global log's index is on the transaction id alone, not on (transaction id, global position):
 * a transaction writes several events (a command's, and group commit puts several commands in
 * one), so the index deduplicates them into one entry per transaction, about 10 bytes an event
 * where the two-column index took 32. The log's read is unchanged: PostgreSQL derives the index
 * bound from its `(tx_id, global_position) > (…)` condition and sorts each transaction's few
 * events by global position as it walks the index (an incremental sort), so the order and the
 * batches are the same.
 *
 * Without downtime: run outside a transaction, the new index is built before the old one is
 * dropped, concurrently on a large log. An index left invalid by an interrupted concurrent build
 * is dropped and built again.
 */
export class GlobalLogByTransaction1765700000007 implements MigrationInterface {
  name = 'GlobalLogByTransaction1765700000007';
  transaction = false;

  async up(q: QueryRunner): Promise<void> {
    const [table] = (await q.query(`SELECT reltuples::float8 AS events FROM pg_class WHERE oid = 'match_events'::regclass`)) as { events: number }[];
    const concurrently = (table?.events ?? 0) >= BUILT_IN_PLACE_BELOW ? 'CONCURRENTLY' : '';
    const invalid = (await q.query(`SELECT 1 FROM pg_index i WHERE i.indexrelid = to_regclass('match_events_tx') AND NOT i.indisvalid`)) as unknown[];
    if (invalid.length > 0) await q.query(`DROP INDEX ${concurrently} match_events_tx`);
    await q.query(`CREATE INDEX ${concurrently} IF NOT EXISTS match_events_tx ON match_events (tx_id)`);
    await q.query(`DROP INDEX ${concurrently} IF EXISTS match_events_tx_position`);
  }

  /** Undone inside a transaction (TypeORM undoes every migration in one), so in place. */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS match_events_tx_position ON match_events (tx_id, global_position)`);
    await q.query(`DROP INDEX IF EXISTS match_events_tx`);
  }
}
