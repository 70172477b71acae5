import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An imported match keeps the signature it came with: the signed head of the server that decided
 * it, as verified at import against a key this server trusts, or null for an "unsigned import"
 * (no signature line, or one by a key this server does not trust). This server never signs an
 * imported head itself, so this is the only signature an imported match can show.
 */
export class ImportSignatures1765500000000 implements MigrationInterface {
  name = 'ImportSignatures1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE match_imports ADD COLUMN signed_head jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE match_imports DROP COLUMN signed_head`);
  }
}
