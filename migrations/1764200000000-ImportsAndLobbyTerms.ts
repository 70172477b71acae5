import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Imported matches are kept apart from live play: `match_imports` records which streams came from
 * an export file and when, by the server's clock (their own times are the uploader's). The lobby
 * gains the import time and each match's terms (deadlines, options) and is rebuilt from the log
 * (it is a read model: dropping its rows and checkpoint makes the projector fold everything again).
 */
export class ImportsAndLobbyTerms1764200000000 implements MigrationInterface {
  name = 'ImportsAndLobbyTerms1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE match_imports (
        match_id    uuid        PRIMARY KEY,
        imported_at timestamptz NOT NULL
      )`);
    await q.query(`DELETE FROM lobby_matches`);
    await q.query(`DELETE FROM projection_checkpoints WHERE name = 'lobby'`);
    await q.query(`ALTER TABLE lobby_matches ADD COLUMN deadlines jsonb, ADD COLUMN options jsonb, ADD COLUMN imported_at timestamptz(3)`);
    // Live play is listed by update time without the imports; the imports by import time.
    await q.query(`CREATE INDEX lobby_matches_play_updated ON lobby_matches (updated_at DESC, match_id) WHERE imported_at IS NULL`);
    await q.query(`CREATE INDEX lobby_matches_imported ON lobby_matches (imported_at DESC, match_id) WHERE imported_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX lobby_matches_imported`);
    await q.query(`DROP INDEX lobby_matches_play_updated`);
    await q.query(`ALTER TABLE lobby_matches DROP COLUMN imported_at, DROP COLUMN options, DROP COLUMN deadlines`);
    await q.query(`DROP TABLE match_imports`);
  }
}
