import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The command ledger becomes append-only like the event log: a deleted or edited rejection would
 * otherwise leave the audit clean. Triggers stop everyone short of the owner disabling them; the
 * server's role has no UPDATE, DELETE or TRUNCATE on it either (src/database/app-role-grants.ts).
 */
export class AppendOnlyLedger1764000000000 implements MigrationInterface {
  name = 'AppendOnlyLedger1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION append_only_refusal() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
      END $$`);
    await q.query(`
      CREATE TRIGGER match_commands_append_only BEFORE UPDATE OR DELETE ON match_commands
      FOR EACH ROW EXECUTE FUNCTION append_only_refusal()`);
    await q.query(`
      CREATE TRIGGER match_commands_no_truncate BEFORE TRUNCATE ON match_commands
      FOR EACH STATEMENT EXECUTE FUNCTION append_only_refusal()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER match_commands_no_truncate ON match_commands`);
    await q.query(`DROP TRIGGER match_commands_append_only ON match_commands`);
    await q.query(`DROP FUNCTION append_only_refusal()`);
  }
}
