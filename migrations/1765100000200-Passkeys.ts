import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Passkeys (src/accounts/passkeys): WebAuthn credentials of accounts and the challenges handed out
 * for registering or using one (single use: a challenge row is deleted as it is checked; expiring:
 * a row past `expires_at` is no challenge). An account made with a passkey has no password.
 */
export class Passkeys1765100000200 implements MigrationInterface {
  name = 'Passkeys1765100000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accounts ALTER COLUMN password_hash DROP NOT NULL`);
    await q.query(`
      CREATE TABLE passkey_credentials (
        credential_id text        PRIMARY KEY,
        account_id    uuid        NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
        public_key    bytea       NOT NULL,
        counter       bigint      NOT NULL,
        transports    text[]      NOT NULL DEFAULT '{}',
        created_at    timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX passkey_credentials_account ON passkey_credentials (account_id)`);
    await q.query(`
      CREATE TABLE passkey_challenges (
        challenge  text        PRIMARY KEY,
        purpose    text        NOT NULL CHECK (purpose IN ('sign-up', 'add', 'sign-in')),
        account_id uuid,
        username   text,
        expires_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE passkey_challenges`);
    await q.query(`DROP TABLE passkey_credentials`);
  }
}
