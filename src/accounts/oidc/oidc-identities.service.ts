import { randomInt, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../../errors/domain-error';
import { isUniqueViolation } from '../../event-store/errors';
import { Accounts, type AccountInfo } from '../accounts.service';
import type { VerifiedIdentity } from './oidc-client.service';
import { suggestedUsername, usernameCandidate } from './oidc-username';
import type { OidcIdentityLink } from './oidc-wire';

/** Candidates tried for a new account's username (`ada`, `ada-2`... `ada-50`) before a random suffix. */
const NAMED_CANDIDATES = 50;
/** Sign-ins of one identity racing each other: the second attempt finds the first's account. */
const RACE_ATTEMPTS = 3;

/**
 * Identities (issuer and subject) linked to accounts: each to one account. The first sign-in of an
 * identity makes its account; linking adds an identity to a signed-in account.
 */
@Injectable()
export class OidcIdentities {
  constructor(
    private readonly db: DataSource,
    private readonly accounts: Accounts,
  ) {}

  /** The account the identity is linked to, or null. */
  async accountOf(identity: VerifiedIdentity): Promise<AccountInfo | null> {
    const rows = (await this.db.query(
      `SELECT a.account_id, a.username FROM oidc_identities i JOIN accounts a USING (account_id) WHERE i.issuer = $1 AND i.subject = $2`,
      [identity.issuer, identity.subject],
    )) as { account_id: string; username: string }[];
    return rows[0] ? { accountId: rows[0].account_id, username: rows[0].username } : null;
  }

  /**
   * The identity's account: the one it is linked to, or a new one (no password) named after the
   * provider's claims, made unique (`ada`, then `ada-2`...). The account and its link are made in
   * one transaction; when a concurrent sign-in took the name or linked the identity first, the
   * transaction is undone and the identity looked up again (two first sign-ins make one account).
   */
  async signIn(identity: VerifiedIdentity): Promise<AccountInfo> {
    for (let attempt = 1; ; attempt++) {
      const known = await this.accountOf(identity);
      if (known) return known;
      try {
        return await this.createLinked(identity);
      } catch (error) {
        const raced = isUniqueViolation(error) || (error instanceof DomainError && error.code === 'USERNAME_TAKEN');
        if (attempt >= RACE_ATTEMPTS || !raced) throw error;
      }
    }
  }

  private createLinked(identity: VerifiedIdentity): Promise<AccountInfo> {
    const base = suggestedUsername(identity.claims);
    return this.db.transaction(async (tx) => {
      for (let n = 1; ; n++) {
        // Past the named candidates, a random 4-digit suffix: a crowd of "player"s still gets in.
        const username = usernameCandidate(base, n <= NAMED_CANDIDATES ? n : randomInt(1000, 10_000));
        const taken = (await tx.query(`SELECT 1 FROM accounts WHERE lower(username) = lower($1)`, [username])) as unknown[];
        if (taken.length > 0) continue;
        const account = await this.accounts.signUpWithoutPassword(randomUUID(), username, tx);
        await tx.query(`INSERT INTO oidc_identities (issuer, subject, account_id) VALUES ($1, $2, $3)`, [identity.issuer, identity.subject, account.accountId]);
        return account;
      }
    });
  }

  /** Links the identity to `accountId`; IDENTITY_LINKED when another account has it (linked twice to one account: nothing changes). */
  async link(identity: VerifiedIdentity, accountId: string): Promise<void> {
    const known = await this.accountOf(identity);
    if (known?.accountId === accountId) return;
    if (known) throw linkedElsewhere();
    try {
      await this.db.query(`INSERT INTO oidc_identities (issuer, subject, account_id) VALUES ($1, $2, $3)`, [identity.issuer, identity.subject, accountId]);
    } catch (error) {
      throw isUniqueViolation(error) ? linkedElsewhere() : error;
    }
  }

  /** The identities linked to the account, oldest first. */
  async ofAccount(accountId: string): Promise<OidcIdentityLink[]> {
    const rows = (await this.db.query(`SELECT issuer, created_at FROM oidc_identities WHERE account_id = $1 ORDER BY created_at, issuer, subject`, [
      accountId,
    ])) as { issuer: string; created_at: Date }[];
    return rows.map((r) => ({ issuer: r.issuer, linkedAt: r.created_at.toISOString() }));
  }

  /**
   * Unlinks every identity of the account: NO_LINKED_IDENTITY when it has none, LAST_SIGN_IN_METHOD
   * when the account has neither a password nor a passkey (it could never sign in again). The
   * account's row is locked for the check, so a passkey removed meanwhile cannot slip past it.
   */
  async unlinkAll(accountId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [account] = (await tx.query(
        `SELECT password_hash IS NOT NULL AS has_password,
                EXISTS (SELECT 1 FROM passkey_credentials WHERE account_id = $1) AS has_passkey
           FROM accounts WHERE account_id = $1 FOR UPDATE`,
        [accountId],
      )) as { has_password: boolean; has_passkey: boolean }[];
      const linked = (await tx.query(`SELECT 1 FROM oidc_identities WHERE account_id = $1`, [accountId])) as unknown[];
      if (linked.length === 0) throw DomainError.of('NO_LINKED_IDENTITY', 'no identity of an identity provider is linked to this account');
      if (!account?.has_password && !account?.has_passkey)
        throw DomainError.of('LAST_SIGN_IN_METHOD', 'this account signs in only with the identity provider: add a passkey before unlinking it');
      await tx.query(`DELETE FROM oidc_identities WHERE account_id = $1`, [accountId]);
    });
  }
}

const linkedElsewhere = () => DomainError.of('IDENTITY_LINKED', 'this identity signs in to another account already');
