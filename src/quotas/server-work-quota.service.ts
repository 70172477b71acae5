import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { TokenBucket } from '../realtime/token-bucket';

/** Matches whose creator is remembered; past it the oldest are forgotten (they then play unmetered). */
const REMEMBERED_MATCHES = 100_000;

/**
 * The work the server does by itself for a client (QUOTA_SERVER_EVENTS_PER_MINUTE): bot moves and
 * deadline defaults in the matches that client created, counted in events. A cap on matches at
 * once does not bound it: two bot-only matches played 14,038 events at full speed, and 30 matches
 * with 1-second deadlines 870 events in 15 s. Over budget, the server waits before acting in that
 * client's matches (the bots slow down, a deadline default comes late), never drops the work.
 * Counted per process, for the matches this process created (after a restart they are unmetered).
 */
@Injectable()
export class ServerWorkQuota {
  private readonly creators = new Map<string, string>();
  private readonly budgets = new Map<string, TokenBucket>();
  private readonly perMinute: number;

  constructor(config: AppConfig) {
    this.perMinute = config.get('QUOTA_SERVER_EVENTS_PER_MINUTE');
  }

  /** Remembers who created `matchId`: its server-played events are charged to that client. */
  created(matchId: string, client: string): void {
    if (this.creators.size >= REMEMBERED_MATCHES) this.creators.delete(this.creators.keys().next().value as string);
    this.creators.set(matchId, client);
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
    for (let wait = this.reserve(matchId); wait > 0; wait = this.reserve(matchId)) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  /** Charges the events of an action in `matchId` past its first one (reserved by `reserve`) to its creator. */
  spend(matchId: string, events: number): void {
    if (events > 1) this.bucketOf(matchId)?.spend(events - 1);
  }

  private bucketOf(matchId: string): TokenBucket | null {
    const client = this.creators.get(matchId);
    if (client === undefined) return null;
    let bucket = this.budgets.get(client);
    if (!bucket) {
      // Bursts of six seconds' worth: a bot's turn of several events plays at once.
      bucket = new TokenBucket(Math.max(1, Math.ceil(this.perMinute / 10)), this.perMinute / 60);
      this.budgets.set(client, bucket);
    }
    return bucket;
  }
}
