import { Injectable } from '@nestjs/common';
import { EventStore } from '../../event-store/event-store.service';
import type { DeadlineOptions, MatchCreated } from '../../match-domain';

export interface MatchHead {
  readonly seq: number;
  readonly type: string;
  readonly recordedAt: Date;
}

/**
 * The durable facts a deadline is computed from (R-MATCH-1): a match's deadline option (in its
 * `match.created`, never changes, so it is cached) and its latest event. Single-match queries,
 * except the start-up scan.
 */
@Injectable()
export class DeadlineHeads {
  private readonly optionsCache = new Map<string, DeadlineOptions | null>();

  constructor(private readonly store: EventStore) {}

  async options(matchId: string): Promise<DeadlineOptions | null> {
    if (this.optionsCache.has(matchId)) return this.optionsCache.get(matchId) ?? null;
    const [first] = await this.store.readStream(matchId, 0, 1);
    if (first?.type !== 'match.created') return null;
    const options = (first.payload as MatchCreated).deadlines ?? null;
    if (this.optionsCache.size > 10_000) this.optionsCache.clear();
    this.optionsCache.set(matchId, options);
    return options;
  }

  async head(matchId: string): Promise<MatchHead | null> {
    return this.store.head(matchId);
  }

  /** Matches with deadlines that have not ended: what must be timed after a (re)start. */
  async unfinishedWithDeadlines(): Promise<string[]> {
    return this.store.log.unfinishedWith('deadlines' satisfies keyof MatchCreated);
  }
}
