import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ledger is keyed by what identifies a command, (match, actor, command id): that unique
 * constraint already exists (every append claims its command id through it), so the primary key
 * on the identity column was a second index of 23 bytes a row that no read uses. The identity
 * column stays: it orders a match's ledger rows (receipt order, rejected commands included) for
 * the export and the dispute views, which read them through the match's key.
 *
 * Instant: dropping an index and naming the replica identity rewrite no rows, so a live server
 * keeps appending while it runs.
 */
export class LedgerKeyedByCommand1765700000005 implements MigrationInterface {
  name = 'LedgerKeyedByCommand1765700000005';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE match_commands DROP CONSTRAINT match_commands_pkey`);
    await q.query(`ALTER TABLE match_commands REPLICA IDENTITY USING INDEX match_commands_match_id_actor_command_id_key`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE match_commands REPLICA IDENTITY DEFAULT`);
    await q.query(`ALTER TABLE match_commands ADD CONSTRAINT match_commands_pkey PRIMARY KEY (id)`);
  }
}
