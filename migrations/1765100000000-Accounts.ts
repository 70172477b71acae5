import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts (src/accounts): people who sign in with a username and a password, their server-side
 * sessions (a hash of the cookie's token: a stolen table cannot be replayed as cookies), the
 * sign-in failure counters that throttle guessing per account and per address, and the seats that
 * belong to an account (claimed while signed in, or a guest's seat attached later with its token).
 * None of this is match history: the stream tables stay the event store's.
 */
export class Accounts1765100000000 implements MigrationInterface {
  name = 'Accounts1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE accounts (
        account_id    uuid        PRIMARY KEY,
        username      text        NOT NULL,
        password_hash text        NOT NULL,
        created_at    timestamptz NOT NULL DEFAULT now()
      )`);
    // Usernames are unique whatever their case: "Ada" and "ada" are one account.
    await q.query(`CREATE UNIQUE INDEX accounts_username_key ON accounts (lower(username))`);
    await q.query(`
      CREATE TABLE account_sessions (
        token_hash   bytea       PRIMARY KEY,
        account_id   uuid        NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
        csrf_token   text        NOT NULL,
        created_at   timestamptz NOT NULL DEFAULT now(),
        expires_at   timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX account_sessions_account ON account_sessions (account_id)`);
    await q.query(`
      CREATE TABLE sign_in_failures (
        key        text        PRIMARY KEY,
        failures   integer     NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE account_seats (
        match_id   uuid        NOT NULL,
        seat       integer     NOT NULL,
        account_id uuid        NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
        claimed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (match_id, seat)
      )`);
    await q.query(`CREATE INDEX account_seats_account ON account_seats (account_id, claimed_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE account_seats`);
    await q.query(`DROP TABLE sign_in_failures`);
    await q.query(`DROP TABLE account_sessions`);
    await q.query(`DROP TABLE accounts`);
  }
}
