import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The step outline of a finished match (its event types and which events continue the previous
 * event's command, packed), stored once the stream can no longer grow: a cold replay seek then
 * reads one short row instead of scanning every event of the match (src/event-store/outlines.ts).
 * A cache derived from the log, never the truth; written and read by the event store only.
 */
export class MatchOutlines1764300000001 implements MigrationInterface {
  name = 'MatchOutlines1764300000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE match_outlines (
        match_id   uuid    PRIMARY KEY,
        events     integer NOT NULL,
        -- The types joined by U+001F, and '1'/'0' per event: continues the previous event's command.
        types      text    NOT NULL,
        cont       text    NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE match_outlines`);
  }
}
