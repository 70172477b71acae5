import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { hashSessionToken, newSecret } from './session-tokens';

/** A signed-in session as the server resolves it from the cookie. */
export interface Session {
  readonly accountId: string;
  readonly username: string;
  /** Sent back in X-CSRF-Token with every cookie-authenticated write. */
  readonly csrfToken: string;
  /** The SHA-256 of the cookie's token: names this session without the secret. */
  readonly tokenHash: Buffer;
}

export interface NewSession {
  /** The cookie's value: shown once, stored only as its hash. */
  readonly token: string;
  readonly csrfToken: string;
  readonly maxAgeSeconds: number;
}

interface SessionRow {
  account_id: string;
  username: string;
  csrf_token: string;
}

/**
 * Server-side sessions in PostgreSQL: a cookie is worth something only while its row exists and has
 * not expired, so signing out (here or everywhere) takes effect on every instance at once.
 */
@Injectable()
export class SessionStore {
  constructor(
    private readonly db: DataSource,
    private readonly config: AppConfig,
  ) {}

  async open(accountId: string): Promise<NewSession> {
    const token = newSecret();
    const csrfToken = newSecret();
    const maxAgeSeconds = this.config.get('SESSION_DAYS') * 86_400;
    await this.db.query(
      `INSERT INTO account_sessions (token_hash, account_id, csrf_token, expires_at)
       VALUES ($1, $2, $3, clock_timestamp() + make_interval(secs => $4))`,
      [hashSessionToken(token), accountId, csrfToken, maxAgeSeconds],
    );
    return { token, csrfToken, maxAgeSeconds };
  }

  /** The live session of a cookie token, or null (unknown, expired or signed out). */
  async resolve(token: string): Promise<Session | null> {
    const tokenHash = hashSessionToken(token);
    const rows = (await this.db.query(
      `SELECT s.account_id, a.username, s.csrf_token
         FROM account_sessions s JOIN accounts a USING (account_id)
        WHERE s.token_hash = $1 AND s.expires_at > clock_timestamp()`,
      [tokenHash],
    )) as SessionRow[];
    const row = rows[0];
    return row ? { accountId: row.account_id, username: row.username, csrfToken: row.csrf_token, tokenHash } : null;
  }

  /** Ends one session (sign out here); a token that names none is ignored. */
  async close(tokenHash: Buffer): Promise<void> {
    await this.db.query(`DELETE FROM account_sessions WHERE token_hash = $1`, [tokenHash]);
  }

  /** Ends every session of the account (sign out everywhere). */
  async closeAll(accountId: string): Promise<void> {
    await this.db.query(`DELETE FROM account_sessions WHERE account_id = $1`, [accountId]);
  }
}
