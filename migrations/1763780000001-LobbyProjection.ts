import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The lobby read model and the projection checkpoints (docs/design.md §4: folds with checkpoints). */
export class LobbyProjection1763780000001 implements MigrationInterface {
  name = 'LobbyProjection1763780000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE lobby_matches (
        match_id   uuid        PRIMARY KEY,
        game_id    text        NOT NULL,
        status     text        NOT NULL CHECK (status IN ('waiting', 'live', 'finished')),
        seat_count integer     NOT NULL,
        -- [{ seat, name, claimed, bot }]
        seats      jsonb       NOT NULL,
        scenario   boolean     NOT NULL,
        winners    jsonb,
        created_at timestamptz(3) NOT NULL,
        updated_at timestamptz(3) NOT NULL,
        last_seq   integer     NOT NULL
      )`);
    await q.query(`CREATE INDEX lobby_matches_status_updated ON lobby_matches (status, updated_at DESC)`);
    await q.query(`
      CREATE TABLE projection_checkpoints (
        name          text   PRIMARY KEY,
        last_tx_id    xid8   NOT NULL DEFAULT '0',
        last_position bigint NOT NULL DEFAULT 0,
        updated_at    timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE projection_checkpoints`);
    await q.query(`DROP TABLE lobby_matches`);
  }
}
