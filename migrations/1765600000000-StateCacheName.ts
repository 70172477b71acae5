import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The stored state cache was called `match_snapshots`, the same word as the viewer snapshot a
 * socket is sent: two things under one name. It is a cache of folded server states (never the
 * truth), so it is named for that. A rename keeps the rows, the privileges and the indexes.
 */
export class StateCacheName1765600000000 implements MigrationInterface {
  name = 'StateCacheName1765600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE match_snapshots RENAME TO match_state_cache`);
    await q.query(`ALTER INDEX match_snapshots_pkey RENAME TO match_state_cache_pkey`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER INDEX match_state_cache_pkey RENAME TO match_snapshots_pkey`);
    await q.query(`ALTER TABLE match_state_cache RENAME TO match_snapshots`);
  }
}
