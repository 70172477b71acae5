import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../errors/domain-error';
import { PgListener } from '../event-store/pg-listener.service';
import { SEAT_OWNERS_CHANNEL, SeatOwnersCache, type SeatOwners } from './seat-owners-cache';

/** A seat that belongs to an account. */
export interface OwnedSeat {
  readonly matchId: string;
  readonly seat: number;
}

/**
 * Which seats belong to which account: those claimed while signed in, and guests' seats attached
 * later by presenting their seat token. A seat belongs to one account at most.
 */
/** Matches whose owners are kept in memory: a map of a few seats each, about 1 MB for all. */
const OWNERS_CACHED = 10_000;

@Injectable()
export class AccountSeats implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(AccountSeats.name);
  private readonly listeners = new Set<(seat: OwnedSeat) => Promise<void>>();
  private readonly owners = new SeatOwnersCache(OWNERS_CACHED);
  private readonly unsubscribe: (() => void)[] = [];

  constructor(
    private readonly db: DataSource,
    private readonly notices: PgListener,
  ) {}

  async onModuleInit(): Promise<void> {
    this.unsubscribe.push(
      await this.notices.listen(SEAT_OWNERS_CHANNEL, (matchId) => this.owners.invalidate(matchId)),
      // Attaches notified while the connection was down are lost: read every match again.
      this.notices.onReconnect(() => this.owners.clear()),
    );
  }

  onModuleDestroy(): void {
    for (const unsubscribe of this.unsubscribe) unsubscribe();
  }

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
    // At once for this instance's listeners below; the other instances hear the trigger's NOTIFY.
    this.owners.invalidate(matchId);
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

  /**
   * The account of each claimed seat of a match that belongs to one. From memory after the first
   * read, while this instance hears every attach (the LISTEN connection is up); read each time
   * while it does not.
   */
  async ownersOf(matchId: string): Promise<SeatOwners> {
    const listening = this.notices.listening;
    const cached = listening ? this.owners.get(matchId) : undefined;
    if (cached !== undefined) return cached;
    const epoch = this.owners.begin();
    const rows = (await this.db.query(`SELECT seat, account_id FROM account_seats WHERE match_id = $1`, [matchId])) as { seat: number; account_id: string }[];
    const owners: SeatOwners = new Map(rows.map((r) => [r.seat, r.account_id]));
    if (listening && this.notices.listening) this.owners.fill(matchId, owners, epoch);
    return owners;
  }
}
