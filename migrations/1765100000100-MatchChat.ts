import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Match chat (src/social/chat, docs/social.md): the messages of the players' and the spectators'
 * channels, and the reports players make of them for the operator. Both are evidence for dispute
 * review, so both are append-only like the event log: the server's role gets SELECT and INSERT only
 * (src/social/chat/chat-table-privileges.ts) and a trigger refuses UPDATE, DELETE and TRUNCATE even
 * to a role that was granted more.
 */
export class MatchChat1765100000100 implements MigrationInterface {
  name = 'MatchChat1765100000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE chat_messages (
        message_id bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        match_id   uuid        NOT NULL,
        channel    text        NOT NULL CHECK (channel IN ('players', 'spectators')),
        seat       integer     NULL,
        account_id uuid        NULL,
        author     text        NOT NULL,
        body       text        NOT NULL,
        sent_at    timestamptz NOT NULL DEFAULT now(),
        CHECK ((channel = 'players') = (seat IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX chat_messages_match ON chat_messages (match_id, message_id)`);
    await q.query(`CREATE INDEX chat_messages_author ON chat_messages (match_id, author, sent_at)`);
    await q.query(`
      CREATE TABLE chat_reports (
        report_id   bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        message_id  bigint      NOT NULL REFERENCES chat_messages (message_id),
        match_id    uuid        NOT NULL,
        reporter    text        NOT NULL,
        reason      text        NOT NULL,
        reported_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (message_id, reporter)
      )`);
    await q.query(`
      CREATE FUNCTION chat_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
      END $$`);
    for (const table of ['chat_messages', 'chat_reports']) {
      await q.query(`CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION chat_append_only()`);
      await q.query(`CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION chat_append_only()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE chat_reports`);
    await q.query(`DROP TABLE chat_messages`);
    await q.query(`DROP FUNCTION chat_append_only()`);
  }
}
