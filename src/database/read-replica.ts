import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { LruCache } from '../common/lru-cache';
import { AppConfig } from '../config/app-config';
import { DomainError } from '../errors/domain-error';
import { Metrics } from '../metrics/metrics.service';
import { readingFrom } from '../event-store/read-route';
import { databaseConnection } from './multi-host';
import { laterPosition, type ReadPosition } from './read-position-order';

/** Anything that runs SQL: the primary's DataSource, or a replica's pool (same signature). */
export interface Queryable {
  query<R = unknown>(sql: string, params?: readonly unknown[]): Promise<R>;
}

/**
 * A position in the database's history (a WAL location, `pg_lsn` as text). Every read that may be
 * served by a replica answers with the position its data reflects, and its reader sends the last
 * position it was shown with its next read: that read is then never older than what the reader
 * already saw, whichever replica or primary serves it. (Declared beside its order, which this
 * module uses: one direction of import.)
 */
export type { ReadPosition };

export interface Read<T> {
  readonly value: T;
  readonly position: ReadPosition;
  readonly source: 'replica' | 'primary';
}

/**
 * Names an answer that can never change (a finished match's replay step), or null. Its first read's
 * position covers everything any later read of it can see, so later reads answer with that
 * position and skip the round trip that asks the database for its current one.
 */
export type SettledAnswer<T> = (value: T) => string | null;

/** Settled answers whose position is kept (a short string each). */
const SETTLED_POSITIONS = 10_000;

const LSN = /^[0-9A-F]{1,8}\/[0-9A-F]{1,8}$/i;

/** A position a client sent, or null when absent or not a WAL location. */
export function parseReadPosition(raw: unknown): ReadPosition | null {
  return typeof raw === 'string' && LSN.test(raw) ? raw.toUpperCase() : null;
}

/**
 * Routes reads that may lag to a streaming replica (DATABASE_REPLICA_URL). A read that must not be
 * older than `after` (what its reader was shown) waits up to REPLICA_WAIT_MS for the replica to
 * replay that far, and reads the primary when it does not: a reader never goes backwards. Without
 * a replica every read goes to the primary, with the same positions.
 */
@Injectable()
export class ReadReplica implements OnModuleDestroy {
  private readonly logger = new Logger(ReadReplica.name);
  private readonly pool: pg.Pool | null;
  private readonly settled = new LruCache<string, ReadPosition>(SETTLED_POSITIONS);

  constructor(
    private readonly primary: DataSource,
    private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {
    const url = config.get('DATABASE_REPLICA_URL');
    if (!url) {
      this.pool = null;
    } else {
      const connection = databaseConnection(url.includes('target_session_attrs') ? url : `${url}${url.includes('?') ? '&' : '?'}target_session_attrs=any`);
      this.pool = new pg.Pool({ connectionString: connection.url, Client: connection.Client, max: Math.max(2, Math.ceil(config.get('DB_POOL_SIZE') / 2)) });
      this.pool.on('error', (error) => this.logger.warn(`replica connection lost: ${error.message}`));
    }
    metrics.readGauge('stackbound_replica_lag_seconds', 'How far the read replica is behind the primary, in seconds of replayed commits.', [], async () => {
      const lag = await this.lagSeconds();
      return lag === null ? [] : [{ labels: {}, value: lag }];
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool?.end();
  }

  get enabled(): boolean {
    return this.pool !== null;
  }

  /** Runs `read` on the replica when it has reached `after`, else on the primary. */
  async read<T>(after: ReadPosition | null, read: (db: Queryable) => Promise<T>, settled?: SettledAnswer<T>): Promise<Read<T>> {
    const replica = this.pool;
    if (replica && (await this.reached(replica, after))) {
      try {
        const db = this.asQueryable(replica);
        // The event store's single-stream reads inside `read` go to the replica too.
        const value = await readingFrom(db, () => read(db));
        const position = await this.answerPosition(value, after, 'replica', settled, () => this.position(replica, 'pg_last_wal_replay_lsn()'));
        return { value, position, source: 'replica' as const };
      } catch (error) {
        // A replica that lags may not know the match yet (unknown, not finished): the primary has the
        // last word, so no answer is ever given from a replica's failure.
        if (!(error instanceof DomainError))
          this.logger.warn(`read on the replica failed, reading the primary: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const value = await read(this.primary);
    return {
      value,
      position: await this.answerPosition(value, after, 'primary', settled, () => this.position(this.primary, 'pg_current_wal_lsn()')),
      source: 'primary',
    };
  }

  /**
   * The position to answer a read with: the database's current one, or for a settled answer the one
   * kept from its first read from the same source (never older than the reader's own: a reader's
   * position never goes back). Per source, so that a replica's reader is not sent a primary's
   * position that the replica may not have replayed yet.
   */
  private async answerPosition<T>(
    value: T,
    after: ReadPosition | null,
    source: Read<T>['source'],
    settled: SettledAnswer<T> | undefined,
    current: () => Promise<ReadPosition>,
  ): Promise<ReadPosition> {
    const name = settled?.(value);
    if (!name) return current();
    const key = `${source} ${name}`;
    const known = this.settled.get(key);
    if (known) return laterPosition(after, known);
    const position = await current();
    this.settled.set(key, position);
    return position;
  }

  /** Seconds since the last commit the replica replayed, when the primary has committed since; null without a replica. */
  async lagSeconds(): Promise<number | null> {
    if (!this.pool) return null;
    try {
      const { rows } = await this.pool.query<{ lag: number | null }>(
        `SELECT CASE WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
                ELSE extract(epoch FROM now() - pg_last_xact_replay_timestamp())::float8 END AS lag`,
      );
      return Number(rows[0]?.lag ?? 0);
    } catch {
      return null;
    }
  }

  /** Whether the replica has replayed up to `after`, waiting up to REPLICA_WAIT_MS. */
  private async reached(replica: pg.Pool, after: ReadPosition | null): Promise<boolean> {
    if (after === null) return true;
    const deadline = Date.now() + this.config.get('REPLICA_WAIT_MS');
    for (;;) {
      try {
        const { rows } = await replica.query<{ ok: boolean | null }>(`SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS ok`, [after]);
        if (rows[0]?.ok) return true;
      } catch {
        return false;
      }
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  private async position(db: Queryable | pg.Pool, expression: string): Promise<ReadPosition> {
    // Taken after the read: everything the read saw is at or before this position.
    const queryable = db instanceof pg.Pool ? this.asQueryable(db) : db;
    const rows = await queryable.query<{ lsn: string | null }[]>(`SELECT (${expression})::text AS lsn`);
    return rows[0]?.lsn ?? '0/0';
  }

  private asQueryable(pool: pg.Pool): Queryable {
    return { query: async <R>(sql: string, params?: readonly unknown[]) => (await pool.query(sql, params ? [...params] : undefined)).rows as R };
  }
}
