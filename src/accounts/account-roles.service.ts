import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../errors/domain-error';

/** An account's roles as the operator sees them after a change. */
export interface ReviewerRole {
  readonly username: string;
  readonly reviewer: boolean;
}

/**
 * The roles an account may hold besides playing: `reviewer` decides disputes (docs/disputes.md).
 * Granted and withdrawn by the operator only (the operator token), never by an account itself.
 */
@Injectable()
export class AccountRoles {
  constructor(private readonly db: DataSource) {}

  async isReviewer(accountId: string): Promise<boolean> {
    const rows = (await this.db.query(`SELECT reviewer FROM accounts WHERE account_id = $1`, [accountId])) as { reviewer: boolean }[];
    return rows[0]?.reviewer === true;
  }

  /** Grants (or withdraws) the reviewer role; UNKNOWN_PLAYER for a username no account has. */
  async setReviewer(username: string, reviewer: boolean): Promise<ReviewerRole> {
    const rows = (await this.db.query(`UPDATE accounts SET reviewer = $2 WHERE lower(username) = lower($1) RETURNING username, reviewer`, [
      username,
      reviewer,
    ])) as [{ username: string; reviewer: boolean }[], number];
    const row = rows[0]?.[0];
    if (!row) throw DomainError.of('UNKNOWN_PLAYER', `no account named ${username}`);
    return { username: row.username, reviewer: row.reviewer };
  }
}
