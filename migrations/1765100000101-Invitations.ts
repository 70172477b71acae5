import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Unlisted matches and invitation links (src/social/invitations, docs/social.md): the matches kept
 * out of the lobby's public lists, and one secret link per open seat (only its SHA-256 is stored),
 * used once.
 */
export class Invitations1765100000101 implements MigrationInterface {
  name = 'Invitations1765100000101';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE unlisted_matches (match_id uuid PRIMARY KEY, created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`
      CREATE TABLE match_invitations (
        token_hash text        PRIMARY KEY,
        match_id   uuid        NOT NULL,
        seat       integer     NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        used_at    timestamptz NULL,
        UNIQUE (match_id, seat)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE match_invitations`);
    await q.query(`DROP TABLE unlisted_matches`);
  }
}
