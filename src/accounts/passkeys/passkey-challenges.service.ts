import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** What a challenge was handed out for: a new account, a passkey added to an account, or a sign-in. */
export type ChallengePurpose = 'sign-up' | 'add' | 'sign-in';

/** A challenge as stored: for a sign-up, the account it will make; for "add", the signed-in account. */
export interface StoredChallenge {
  readonly challenge: string;
  readonly purpose: ChallengePurpose;
  readonly accountId: string | null;
  readonly username: string | null;
}

/**
 * Five minutes: the browser's own WebAuthn timeout is one (the options say 60 000 ms), and a person
 * choosing an authenticator may take a little longer; a challenge older than this is no challenge.
 */
const CHALLENGE_SECONDS = 300;

/** WebAuthn challenges kept server-side: single use (taken by deleting the row) and expiring. */
@Injectable()
export class PasskeyChallenges {
  constructor(private readonly db: DataSource) {}

  async remember(challenge: string, purpose: ChallengePurpose, accountId: string | null, username: string | null): Promise<void> {
    // Expired rows of any purpose go as new ones come, so the table holds only live challenges.
    await this.db.query(`DELETE FROM passkey_challenges WHERE expires_at < now()`);
    await this.db.query(
      `INSERT INTO passkey_challenges (challenge, purpose, account_id, username, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [challenge, purpose, accountId, username, CHALLENGE_SECONDS],
    );
  }

  /** The live challenge of that purpose, removed as it is read (a second use finds nothing), or null. */
  async take(challenge: string, purpose: ChallengePurpose): Promise<StoredChallenge | null> {
    const [rows] = (await this.db.query(
      `DELETE FROM passkey_challenges WHERE challenge = $1 AND purpose = $2 RETURNING challenge, purpose, account_id, username, expires_at > now() AS live`,
      [challenge, purpose],
    )) as [{ challenge: string; purpose: ChallengePurpose; account_id: string | null; username: string | null; live: boolean }[], number];
    const row = rows[0];
    if (!row?.live) return null;
    return { challenge: row.challenge, purpose: row.purpose, accountId: row.account_id, username: row.username };
  }
}
