import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { DataSource } from 'typeorm';

/** Expired counters are deleted at most this often, by whichever request comes first after it. */
const PRUNE_EVERY_MS = 60_000;

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * @nestjs/throttler's storage in PostgreSQL (QUOTA_STORE=postgres): every server process on the
 * database counts a client's requests in the same row, so a quota holds across instances. A fixed
 * window per route and client: the first request opens it for `ttl`, each request adds one in one
 * atomic upsert, and over the limit the client waits until the window closes (Retry-After). The
 * in-process storage counts a sliding window instead; both keep a client under the limit per ttl.
 */
export class PostgresThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger(PostgresThrottlerStorage.name);
  private lastPrune = 0;

  constructor(private readonly db: DataSource) {}

  async increment(key: string, ttl: number, limit: number, _blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    this.pruneNowAndThen();
    // clock_timestamp(), not now(): the transaction's start would be the same for a whole batch.
    const rows = (await this.db.query(
      `INSERT INTO quota_counters AS c (key, hits, expires_at)
       VALUES ($1, 1, clock_timestamp() + make_interval(secs => $2::float8 / 1000))
       ON CONFLICT (key) DO UPDATE SET
         hits       = CASE WHEN c.expires_at <= clock_timestamp() THEN 1 ELSE c.hits + 1 END,
         expires_at = CASE WHEN c.expires_at <= clock_timestamp() THEN EXCLUDED.expires_at ELSE c.expires_at END
       RETURNING hits, GREATEST(1, CEIL(EXTRACT(EPOCH FROM (expires_at - clock_timestamp())))::int) AS seconds_left`,
      [`${throttlerName}:${key}`, ttl],
    )) as { hits: number; seconds_left: number }[];
    const { hits, seconds_left: secondsLeft } = rows[0]!;
    const isBlocked = hits > limit;
    return { totalHits: hits, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
  }

  private pruneNowAndThen(): void {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    this.db.query(`DELETE FROM quota_counters WHERE expires_at < clock_timestamp()`).catch((error: unknown) => {
      // Pruning is housekeeping: a failure only leaves expired rows for the next prune.
      this.logger.warn(`pruning expired quota counters failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
}
