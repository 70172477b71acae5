import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who created each match, as the quota key's SHA-256 (the address itself is not kept): the work the
 * server does by itself in a match (bot moves, deadline defaults) is charged to its creator
 * (QUOTA_SERVER_EVENTS_PER_MINUTE), and that must hold after a restart and on every instance, not
 * only in the process that took the create.
 */
export class MatchCreators1765600000001 implements MigrationInterface {
  name = 'MatchCreators1765600000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE match_creators (
        match_id    uuid        PRIMARY KEY,
        client_hash text        NOT NULL,
        created_at  timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE match_creators`);
  }
}
