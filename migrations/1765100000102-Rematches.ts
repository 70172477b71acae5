import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rematches (src/social/rematch, docs/social.md): the seats of a finished match that offered (or
 * accepted) a rematch, and the link from a match to its rematch (read both ways).
 */
export class Rematches1765100000102 implements MigrationInterface {
  name = 'Rematches1765100000102';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rematch_offers (
        match_id   uuid        NOT NULL,
        seat       integer     NOT NULL,
        offered_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (match_id, seat)
      )`);
    await q.query(`
      CREATE TABLE rematches (
        match_id   uuid        PRIMARY KEY,
        rematch_id uuid        NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rematches`);
    await q.query(`DROP TABLE rematch_offers`);
  }
}
