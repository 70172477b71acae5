import { LruCache } from '../common/lru-cache';
import { SharedFlight } from '../common/shared-flight';
import type { RecordedEvent } from './core/record';

/**
 * Events kept: about 30,000, a few tens of MB at most (a Four Souls event is well under a kilobyte
 * as an object), enough for the whole of three 10,000-event matches being reviewed.
 */
const KEPT_EVENTS = 30_000;

/**
 * The events of finished matches, read a segment at a time and kept (LRU). A finished match never
 * changes, so a warm seek folds from an in-memory checkpoint over kept events and asks the database
 * nothing: the events query was most of a warm seek's time (a round trip, then rows decoded),
 * where the fold and the view take about half a millisecond. Never used for a live match, whose
 * events past the head are still to come.
 */
export class FinishedEventSegments {
  private readonly kept: LruCache<string, readonly RecordedEvent[]>;
  private readonly reading = new SharedFlight<string, readonly RecordedEvent[]>();

  /**
   * `segment` events per read: the replay's checkpoint interval, so that a seek from a checkpoint
   * reads (once) exactly the events it folds and no more.
   */
  constructor(
    private readonly read: (matchId: string, afterSeq: number, toSeq: number) => Promise<RecordedEvent[]>,
    private readonly segment: number,
  ) {
    this.kept = new LruCache(Math.ceil(KEPT_EVENTS / segment));
  }

  /**
   * The events with seq in (afterSeq, toSeq] of a finished match that ended at `finalSeq`, in
   * order. Segments not kept yet are read in one statement when there are several (a walk through
   * the match reads many). A segment is kept only when it holds every event it should: a replica
   * that lags may not have them all yet, and what it lacks must be read again, not taken as the
   * match.
   */
  async between(matchId: string, afterSeq: number, toSeq: number, finalSeq: number): Promise<RecordedEvent[]> {
    const first = Math.floor(afterSeq / this.segment);
    const missing: number[] = [];
    for (let index = first; index * this.segment < toSeq; index += 1) if (!this.kept.get(`${matchId}:${index}`)) missing.push(index);
    if (missing.length > 1) await this.readSegments(matchId, missing[0]!, missing[missing.length - 1]!, finalSeq);
    const out: RecordedEvent[] = [];
    for (let index = first; index * this.segment < toSeq; index += 1) {
      for (const e of await this.segmentOf(matchId, index, finalSeq)) if (e.seq > afterSeq && e.seq <= toSeq) out.push(e);
    }
    return out;
  }

  /** Reads segments `from`..`to` in one statement and keeps each that is whole. */
  private async readSegments(matchId: string, from: number, to: number, finalSeq: number): Promise<void> {
    const events = await this.read(matchId, from * this.segment, (to + 1) * this.segment);
    const buckets = Array.from({ length: to - from + 1 }, (): RecordedEvent[] => []);
    for (const e of events) buckets[Math.ceil(e.seq / this.segment) - 1 - from]?.push(e);
    buckets.forEach((bucket, k) => this.keep(matchId, from + k, bucket, finalSeq));
  }

  private async segmentOf(matchId: string, index: number, finalSeq: number): Promise<readonly RecordedEvent[]> {
    const key = `${matchId}:${index}`;
    const known = this.kept.get(key);
    if (known) return known;
    return this.reading.run(key, async () => {
      const events = await this.read(matchId, index * this.segment, (index + 1) * this.segment);
      this.keep(matchId, index, events, finalSeq);
      return events;
    });
  }

  /** Keeps segment `index` when it has every event from its first seq to its last (or the match's last). */
  private keep(matchId: string, index: number, events: readonly RecordedEvent[], finalSeq: number): void {
    const whole = Math.max(0, Math.min(this.segment, finalSeq - index * this.segment));
    if (events.length === whole) this.kept.set(`${matchId}:${index}`, events);
  }
}
