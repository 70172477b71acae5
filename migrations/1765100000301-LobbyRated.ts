import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The lobby shows which matches are rated (match.created `rated`, the creator's choice). The lobby
 * is a projection: existing rows take false, which is what their streams say (a match created
 * before the choice existed has no `rated` and is not rated), so no rebuild is needed.
 */
export class LobbyRated1765100000301 implements MigrationInterface {
  name = 'LobbyRated1765100000301';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE lobby_matches ADD COLUMN rated boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE lobby_matches DROP COLUMN rated`);
  }
}
