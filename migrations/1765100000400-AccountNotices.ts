import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notices delivered on every instance, invitations addressed to an account, and the push settings
 * of the two new notice kinds (docs/accounts.md, "Notifications"; docs/social.md): a notice is
 * stored so that the NOTIFY telling the other instances of it carries its id only (they read the
 * row and tell their own sockets); an invitation may name the account it is for, which is told and
 * may accept it with its session alone.
 */
export class AccountNotices1765100000400 implements MigrationInterface {
  name = 'AccountNotices1765100000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE account_notices (
        notice_id  bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        account_id uuid        NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
        kind       text        NOT NULL,
        match_id   uuid        NOT NULL,
        seat       integer     NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX account_notices_age ON account_notices (created_at)`);
    await q.query(`ALTER TABLE match_invitations ADD COLUMN invitee_account_id uuid NULL REFERENCES accounts (account_id) ON DELETE SET NULL`);
    await q.query(`ALTER TABLE notification_settings ADD COLUMN push_invited boolean NOT NULL DEFAULT true`);
    await q.query(`ALTER TABLE notification_settings ADD COLUMN push_rematch_offered boolean NOT NULL DEFAULT true`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notification_settings DROP COLUMN push_rematch_offered`);
    await q.query(`ALTER TABLE notification_settings DROP COLUMN push_invited`);
    await q.query(`ALTER TABLE match_invitations DROP COLUMN invitee_account_id`);
    await q.query(`DROP TABLE account_notices`);
  }
}
