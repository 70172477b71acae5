import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * OpenID Connect sign-in (src/accounts/oidc): the identities (issuer and subject) linked to
 * accounts, one account each, and the sign-ins under way at the provider (single use: a row is
 * deleted as the provider's answer is checked; expiring: a row past `expires_at` is none). An
 * account made by an OIDC sign-in has no password.
 */
export class OidcIdentities1765100000300 implements MigrationInterface {
  name = 'OidcIdentities1765100000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE oidc_identities (
        issuer     text        NOT NULL,
        subject    text        NOT NULL,
        account_id uuid        NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (issuer, subject)
      )`);
    await q.query(`CREATE INDEX oidc_identities_account ON oidc_identities (account_id)`);
    await q.query(`
      CREATE TABLE oidc_requests (
        state         text        PRIMARY KEY,
        nonce         text        NOT NULL,
        code_verifier text        NOT NULL,
        link_account  uuid        REFERENCES accounts (account_id) ON DELETE CASCADE,
        expires_at    timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE oidc_requests`);
    await q.query(`DROP TABLE oidc_identities`);
  }
}
