import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every news item published, kept for a while (NewsBus prunes it by age): NOTIFY is lost to an
 * instance whose LISTEN connection is down, and after it reconnects the instance re-reads what was
 * published meanwhile from here. Only kind and id, as in the NOTIFY: the content stays in its table.
 */
export class NewsLog1765700000000 implements MigrationInterface {
  name = 'NewsLog1765700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE news_log (
        item       uuid        PRIMARY KEY,
        kind       text        NOT NULL,
        ref        text        NOT NULL,
        instance   uuid        NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX news_log_created_at ON news_log (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE news_log`);
  }
}
