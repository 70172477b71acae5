import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Disputes as a workflow (docs/disputes.md): a seat opens a dispute on a step of a finished match
 * with a claim, a reviewer records one verdict with a note. Both tables are append-only like the
 * event log: the server's role may only read and insert (src/database/app-role-grants.ts), and
 * triggers refuse UPDATE, DELETE and TRUNCATE to everyone short of the owner disabling them. A
 * dispute's status is derived (open until its verdict row exists). Accounts gain the reviewer role.
 */
export class Disputes1765200000050 implements MigrationInterface {
  name = 'Disputes1765200000050';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE match_disputes (
        dispute_id uuid        PRIMARY KEY,
        match_id   uuid        NOT NULL,
        seq        integer     NOT NULL CHECK (seq >= 1),
        seat       integer     NOT NULL CHECK (seat >= 0),
        opened_by  text        NOT NULL,
        claim      text        NOT NULL,
        opened_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX match_disputes_match ON match_disputes (match_id, seat)`);
    await q.query(`
      CREATE TABLE dispute_verdicts (
        dispute_id uuid        PRIMARY KEY REFERENCES match_disputes (dispute_id),
        verdict    text        NOT NULL CHECK (verdict IN ('upheld', 'rejected')),
        note       text        NOT NULL,
        reviewer   text        NOT NULL,
        decided_at timestamptz NOT NULL DEFAULT now()
      )`);
    for (const table of ['match_disputes', 'dispute_verdicts']) {
      await q.query(`CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION append_only_refusal()`);
      await q.query(`CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION append_only_refusal()`);
    }
    await q.query(`ALTER TABLE accounts ADD COLUMN reviewer boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accounts DROP COLUMN reviewer`);
    await q.query(`DROP TABLE dispute_verdicts`);
    await q.query(`DROP TABLE match_disputes`);
  }
}
