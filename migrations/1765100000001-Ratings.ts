import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Glicko-2 ratings per game (src/social/ratings): the current rating of each account and each bot
 * policy, one history row per rated match and player (the profile's chart), and the matches already
 * rated (so that a match is rated once, whichever instance sees it end). Derived from finished
 * matches; not match history.
 */
export class Ratings1765100000001 implements MigrationInterface {
  name = 'Ratings1765100000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ratings (
        player     text             NOT NULL,
        game_id    text             NOT NULL,
        rating     double precision NOT NULL,
        rd         double precision NOT NULL,
        volatility double precision NOT NULL,
        played     integer          NOT NULL,
        won        integer          NOT NULL,
        updated_at timestamptz      NOT NULL DEFAULT now(),
        PRIMARY KEY (player, game_id)
      )`);
    await q.query(`
      CREATE TABLE rating_history (
        player     text             NOT NULL,
        game_id    text             NOT NULL,
        match_id   uuid             NOT NULL,
        won        boolean          NOT NULL,
        rating     double precision NOT NULL,
        rd         double precision NOT NULL,
        volatility double precision NOT NULL,
        rated_at   timestamptz      NOT NULL DEFAULT now(),
        PRIMARY KEY (player, match_id)
      )`);
    await q.query(`CREATE INDEX rating_history_player ON rating_history (player, game_id, rated_at)`);
    await q.query(`
      CREATE TABLE rated_matches (
        match_id uuid        PRIMARY KEY,
        game_id  text        NOT NULL,
        rated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rated_matches`);
    await q.query(`DROP TABLE rating_history`);
    await q.query(`DROP TABLE ratings`);
  }
}
