import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { TokenBucket } from '../realtime/token-bucket';

/** Matches whose creator is held in memory; past it the oldest are forgotten (and read again when they act). */
const REMEMBERED_MATCHES = 100_000;

/** The stored form of a quota key: equal keys give equal hashes, and the address is not kept. */
const hashOf = (client: string) => createHash('sha256').update(client, 'utf8').digest('hex');

/**
 * The work the server does by itself for a client (QUOTA_SERVER_EVENTS_PER_MINUTE): bot moves and
 * deadline defaults in the matches that client created, counted in events. A cap on matches at
 * once does not bound it: two bot-only matches played 14,038 events at full speed, and 30 matches
 * with 1-second deadlines 870 events in 15 s. Over budget, the server waits before acting in that
 * client's matches (the bots slow down, a deadline default comes late), never drops the work.
 * The creator of each match is stored (`match_creators`), so a match stays charged to its creator
 * after a restart and on whichever instance acts in it; each process counts its own budget.
 */
@Injectable()
export class ServerWorkQuota {
  private readonly logger = new Logger(ServerWorkQuota.name);
  /** A match's creator (its hash), or null when none is stored (a rematch, a sandbox, an older match). */
  private readonly creators = new Map<string, string | null>();
  private readonly lookups = new Map<string, Promise<void>>();
  private readonly budgets = new Map<string, TokenBucket>();
  private readonly perMinute: number;

  constructor(
    config: AppConfig,
    private readonly db: DataSource,
  ) {
    this.perMinute = config.get('QUOTA_SERVER_EVENTS_PER_MINUTE');
  }

  /** Records who created `matchId`: its server-played events are charged to that client. */
  async created(matchId: string, client: string): Promise<void> {
    const hash = hashOf(client);
    this.remember(matchId, hash);
    await this.db.query(`INSERT INTO match_creators (match_id, client_hash) VALUES ($1, $2) ON CONFLICT (match_id) DO NOTHING`, [matchId, hash]);
  }

  /**
   * Before the server acts in `matchId`: 0 when it may act now, and the action's first event is
   * reserved at once (timers of many matches fire together; each must see the others' share), or
   * the milliseconds to wait before asking again.
   */
  reserve(matchId: string): number {
    const bucket = this.bucketOf(matchId);
    if (!bucket || bucket.take()) return 0;
    return bucket.msUntilNext();
  }

  /** Waits until the server may act in `matchId`, reserving the action's first event. */
  async turn(matchId: string): Promise<void> {
    await this.lookUp(matchId);
    for (let wait = this.reserve(matchId); wait > 0; wait = this.reserve(matchId)) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  /** Charges the events of an action in `matchId` past its first one (reserved by `reserve`) to its creator. */
  spend(matchId: string, events: number): void {
    if (events > 1) this.bucketOf(matchId)?.spend(events - 1);
  }

  private remember(matchId: string, hash: string | null): void {
    if (this.creators.size >= REMEMBERED_MATCHES) this.creators.delete(this.creators.keys().next().value as string);
    this.creators.set(matchId, hash);
  }

  /** Reads the creator of a match this process has not seen created (once per match at a time). */
  private lookUp(matchId: string): Promise<void> {
    if (this.creators.has(matchId)) return Promise.resolve();
    let lookup = this.lookups.get(matchId);
    if (!lookup) {
      lookup = (this.db.query(`SELECT client_hash FROM match_creators WHERE match_id = $1`, [matchId]) as Promise<{ client_hash: string }[]>)
        .then((rows) => this.remember(matchId, rows[0]?.client_hash ?? null))
        .catch((error: unknown) => this.logger.warn(`creator of ${matchId} not read: ${String(error)}`))
        .finally(() => this.lookups.delete(matchId));
      this.lookups.set(matchId, lookup);
    }
    return lookup;
  }

  /**
   * The budget of the match's creator. Not known yet in this process: the creator is read in the
   * background and this one action goes uncounted (a deadline timer cannot wait for a query).
   */
  private bucketOf(matchId: string): TokenBucket | null {
    const client = this.creators.get(matchId);
    if (client === undefined) void this.lookUp(matchId);
    if (client == null) return null;
    let bucket = this.budgets.get(client);
    if (!bucket) {
      // Bursts of six seconds' worth: a bot's turn of several events plays at once.
      bucket = new TokenBucket(Math.max(1, Math.ceil(this.perMinute / 10)), this.perMinute / 60);
      this.budgets.set(client, bucket);
    }
    return bucket;
  }
}
