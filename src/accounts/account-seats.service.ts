import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../errors/domain-error';

/** A seat that belongs to an account. */
export interface OwnedSeat {
  readonly matchId: string;
  readonly seat: number;
}

/**
 * Which seats belong to which account: those claimed while signed in, and guests' seats attached
 * later by presenting their seat token. A seat belongs to one account at most.
 */
@Injectable()
export class AccountSeats {
  private readonly logger = new Logger(AccountSeats.name);
  private readonly listeners = new Set<(seat: OwnedSeat) => Promise<void>>();

  constructor(private readonly db: DataSource) {}

  /**
   * Calls `listener` after each seat attached on this instance. A seat claimed while signed in is
   * recorded after the claim's append, so whoever reacts to appends by owner (notifications)
   * looks again here.
   */
  onAttached(listener: (seat: OwnedSeat) => Promise<void>): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Records that the seat belongs to the account; again for the same account changes nothing; SEAT_OWNED for another's. */
  async attach(accountId: string, matchId: string, seat: number): Promise<void> {
    const rows = (await this.db.query(
      `INSERT INTO account_seats AS s (match_id, seat, account_id) VALUES ($1, $2, $3)
       ON CONFLICT (match_id, seat) DO UPDATE SET account_id = s.account_id
       RETURNING account_id`,
      [matchId, seat, accountId],
    )) as { account_id: string }[];
    if (rows[0]?.account_id !== accountId) throw DomainError.of('SEAT_OWNED', `seat ${seat} of match ${matchId} belongs to another account`);
    // A listener's failure is logged; the seat is attached all the same.
    for (const listener of this.listeners)
      await listener({ matchId, seat }).catch((error: unknown) => this.logger.error(`after attaching ${matchId}/${seat}: ${String(error)}`));
  }

  /** The account's `limit` most recent seats, newest claim first. */
  async of(accountId: string, limit: number): Promise<OwnedSeat[]> {
    const rows = (await this.db.query(`SELECT match_id, seat FROM account_seats WHERE account_id = $1 ORDER BY claimed_at DESC, match_id, seat LIMIT $2`, [
      accountId,
      limit,
    ])) as { match_id: string; seat: number }[];
    return rows.map((r) => ({ matchId: r.match_id, seat: r.seat }));
  }

  /** The account of each claimed seat of a match that belongs to one. */
  async ownersOf(matchId: string): Promise<Map<number, string>> {
    const rows = (await this.db.query(`SELECT seat, account_id FROM account_seats WHERE match_id = $1`, [matchId])) as { seat: number; account_id: string }[];
    return new Map(rows.map((r) => [r.seat, r.account_id]));
  }
}
