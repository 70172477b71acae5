import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { DomainError } from '../errors/domain-error';

interface CounterRow {
  failures: number;
  seconds_left: number;
}

/**
 * Failed sign-ins counted in PostgreSQL (so every instance counts together), per username (lower
 * case, whether or not the account exists: the throttle must not tell either) and per client
 * address, in a fixed window of SIGN_IN_WINDOW_SECONDS. Once a counter is at its limit, sign-ins
 * for that username or from that address are refused before the password is checked.
 */
@Injectable()
export class SignInThrottle {
  constructor(
    private readonly db: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** Refuses with RATE_LIMITED while the username or the address has used up its failures. */
  async check(username: string, address: string): Promise<void> {
    const rows = (await this.db.query(
      `SELECT key, failures, GREATEST(1, CEIL(EXTRACT(EPOCH FROM (expires_at - clock_timestamp())))::int) AS seconds_left
         FROM sign_in_failures WHERE key = ANY($1) AND expires_at > clock_timestamp()`,
      [[userKey(username), addressKey(address)]],
    )) as (CounterRow & { key: string })[];
    for (const row of rows) {
      const limit = row.key === userKey(username) ? this.config.get('SIGN_IN_MAX_FAILURES') : this.config.get('SIGN_IN_MAX_FAILURES_PER_ADDRESS');
      if (row.failures >= limit) throw DomainError.rateLimited('too many failed sign-ins; wait before trying again', row.seconds_left * 1000);
    }
  }

  async recordFailure(username: string, address: string): Promise<void> {
    const window = this.config.get('SIGN_IN_WINDOW_SECONDS');
    for (const key of [userKey(username), addressKey(address)]) {
      await this.db.query(
        `INSERT INTO sign_in_failures AS c (key, failures, expires_at)
         VALUES ($1, 1, clock_timestamp() + make_interval(secs => $2))
         ON CONFLICT (key) DO UPDATE SET
           failures   = CASE WHEN c.expires_at <= clock_timestamp() THEN 1 ELSE c.failures + 1 END,
           expires_at = CASE WHEN c.expires_at <= clock_timestamp() THEN EXCLUDED.expires_at ELSE c.expires_at END`,
        [key, window],
      );
    }
  }

  /** A successful sign-in clears its username's counter (not the address's: one good account must not reset guessing at others). */
  async recordSuccess(username: string): Promise<void> {
    await this.db.query(`DELETE FROM sign_in_failures WHERE key = $1 OR expires_at < clock_timestamp()`, [userKey(username)]);
  }
}

function userKey(username: string): string {
  return `user:${username.toLowerCase()}`;
}

function addressKey(address: string): string {
  return `address:${address}`;
}
