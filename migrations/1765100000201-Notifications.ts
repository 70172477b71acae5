import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notifications (src/social/notifications): which account seats a live match waits for now (a row
 * appears as a seat's turn begins and goes as it ends: "your turn" is told once per turn, and the
 * deadline reminder once), the browsers' Web Push subscriptions, and each account's choice of
 * what to be sent by push.
 */
export class Notifications1765100000201 implements MigrationInterface {
  name = 'Notifications1765100000201';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE awaited_seats (
        match_id   uuid        NOT NULL,
        seat       integer     NOT NULL,
        account_id uuid        NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
        since      timestamptz NOT NULL DEFAULT now(),
        remind_at  timestamptz,
        reminded   boolean     NOT NULL DEFAULT false,
        PRIMARY KEY (match_id, seat)
      )`);
    await q.query(`CREATE INDEX awaited_seats_reminders ON awaited_seats (remind_at) WHERE NOT reminded AND remind_at IS NOT NULL`);
    await q.query(`
      CREATE TABLE push_subscriptions (
        endpoint   text        PRIMARY KEY,
        account_id uuid        NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
        p256dh     text        NOT NULL,
        auth       text        NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX push_subscriptions_account ON push_subscriptions (account_id)`);
    await q.query(`
      CREATE TABLE notification_settings (
        account_id   uuid    PRIMARY KEY REFERENCES accounts (account_id) ON DELETE CASCADE,
        push_turn     boolean NOT NULL DEFAULT true,
        push_reminder boolean NOT NULL DEFAULT true,
        push_match_over boolean NOT NULL DEFAULT true
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notification_settings`);
    await q.query(`DROP TABLE push_subscriptions`);
    await q.query(`DROP TABLE awaited_seats`);
  }
}
