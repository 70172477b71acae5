import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';
import { DomainError } from '../errors/domain-error';
import { Passwords } from './passwords';
import { SignInThrottle } from './sign-in-throttle.service';

/** An account as its owner and others see it. */
export interface AccountInfo {
  readonly accountId: string;
  readonly username: string;
}

const UNIQUE_VIOLATION = '23505';

/** The database or a transaction of it (EntityManager). */
interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/** Signing up and signing in with a username and a password. Sessions are the SessionStore's. */
@Injectable()
export class Accounts {
  constructor(
    private readonly db: DataSource,
    private readonly passwords: Passwords,
    private readonly throttle: SignInThrottle,
  ) {}

  async signUp(username: string, password: string): Promise<AccountInfo> {
    return this.insert(randomUUID(), username, await this.passwords.hash(password));
  }

  /**
   * An account that signs in with passkeys or an identity provider only (its id chosen when the
   * passkey ceremony began); `db`: the transaction it is made in, if any.
   */
  signUpWithoutPassword(accountId: string, username: string, db: Queryable = this.db): Promise<AccountInfo> {
    return this.insert(accountId, username, null, db);
  }

  async usernameTaken(username: string): Promise<boolean> {
    const rows = (await this.db.query(`SELECT 1 FROM accounts WHERE lower(username) = lower($1)`, [username])) as unknown[];
    return rows.length > 0;
  }

  private async insert(accountId: string, username: string, passwordHash: string | null, db: Queryable = this.db): Promise<AccountInfo> {
    try {
      await db.query(`INSERT INTO accounts (account_id, username, password_hash) VALUES ($1, $2, $3)`, [accountId, username, passwordHash]);
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        throw DomainError.of('USERNAME_TAKEN', `the username "${username}" is taken`);
      }
      throw error;
    }
    return { accountId, username };
  }

  /**
   * The account for a username and password. Unknown username and wrong password take the same
   * path: one argon2 verification (against a dummy hash when there is no account), one failure
   * counted, and the same BAD_CREDENTIALS answer. An account made with a passkey has no password:
   * it is verified against the dummy hash too, and never matches.
   */
  async signIn(username: string, password: string, address: string): Promise<AccountInfo> {
    await this.throttle.check(username, address);
    const rows = (await this.db.query(`SELECT account_id, username, password_hash FROM accounts WHERE lower(username) = lower($1)`, [username])) as {
      account_id: string;
      username: string;
      password_hash: string | null;
    }[];
    const row = rows[0];
    const matches = await this.passwords.verifyOrDummy(row?.password_hash ?? null, password);
    if (!row || !matches) {
      await this.throttle.recordFailure(username, address);
      throw DomainError.of('BAD_CREDENTIALS', 'the username or the password is wrong');
    }
    await this.throttle.recordSuccess(username);
    return { accountId: row.account_id, username: row.username };
  }

  async byId(accountId: string): Promise<AccountInfo | null> {
    const rows = (await this.db.query(`SELECT account_id, username FROM accounts WHERE account_id = $1`, [accountId])) as {
      account_id: string;
      username: string;
    }[];
    return rows[0] ? { accountId: rows[0].account_id, username: rows[0].username } : null;
  }
}
