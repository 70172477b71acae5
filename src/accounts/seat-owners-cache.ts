import { LruCache } from '../common/lru-cache';

/**
 * The owners of each match's seats as last read, kept until an attach anywhere in the cluster says
 * otherwise (account_seats' trigger NOTIFYs `SEAT_OWNERS_CHANNEL` with the match id in the
 * attaching transaction, see migrations/1765300000100-SeatOwnerNotices.ts). Turn notices look
 * owners up after every append of every match; without this that was one SELECT per append, most
 * of them for matches no account plays (bots, guests).
 *
 * A read that was under way when an invalidation arrived is not kept: its snapshot may predate the
 * attach (`begin` hands out the epoch a `fill` must still match).
 */
export const SEAT_OWNERS_CHANNEL = 'seat_owners';

export type SeatOwners = ReadonlyMap<number, string>;

export class SeatOwnersCache {
  private readonly entries: LruCache<string, SeatOwners>;
  private epoch = 0;

  /** `capacity` matches at most; the least recently used goes first. */
  constructor(capacity: number) {
    this.entries = new LruCache(capacity);
  }

  get(matchId: string): SeatOwners | undefined {
    return this.entries.get(matchId);
  }

  /** The epoch to hand to `fill` for a read that starts now. */
  begin(): number {
    return this.epoch;
  }

  /** Keeps what a read begun at `epoch` found, unless an invalidation came in the meantime. */
  fill(matchId: string, owners: SeatOwners, epoch: number): void {
    if (epoch !== this.epoch) return;
    this.entries.set(matchId, owners);
  }

  /** A seat of the match was attached or detached. */
  invalidate(matchId: string): void {
    this.epoch += 1;
    this.entries.delete(matchId);
  }

  /** Forgets everything: notifications may have been lost (the LISTEN connection dropped). */
  clear(): void {
    this.epoch += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
