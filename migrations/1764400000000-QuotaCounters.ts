import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * REST quota counters shared by every server process on the database (QUOTA_STORE=postgres,
 * src/quotas/postgres-throttler-storage.ts): one row per route and client, a fixed window. Rows
 * past their window are pruned; nothing here is history.
 */
export class QuotaCounters1764400000000 implements MigrationInterface {
  name = 'QuotaCounters1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE quota_counters (
        key        text        PRIMARY KEY,
        hits       integer     NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX quota_counters_expires_at ON quota_counters (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE quota_counters`);
  }
}
