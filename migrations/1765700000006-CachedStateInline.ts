import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A cached state is compressed and kept in its row (`STORAGE MAIN`) instead of moved to TOAST: at
 * about 3.4 KB compressed it fits a heap page, and out of line it paid the TOAST chunks' headers,
 * their index and the half-empty last chunk of every state (about 7 % of the table). A state too
 * large for a page still goes out of line.
 *
 * Instant: the storage mode applies to rows written from now on; a state already in TOAST is read
 * as before, so nothing is converted.
 */
export class CachedStateInline1765700000006 implements MigrationInterface {
  name = 'CachedStateInline1765700000006';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE match_state_cache ALTER COLUMN state SET STORAGE MAIN`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE match_state_cache ALTER COLUMN state SET STORAGE EXTENDED`);
  }
}
