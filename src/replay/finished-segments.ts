import { LruCache } from '../common/lru-cache';
import { SharedFlight } from '../common/shared-flight';
import type { RecordedCommand, RecordedEvent } from './core/record';

/**
 * Segments kept per kind: about 30,000 events' worth, a few tens of MB at most (a Four Souls event
 * is well under a kilobyte as an object, a command about as much), enough for the whole of three
 * 10,000-event matches being reviewed.
 */
const KEPT_SEQS = 30_000;

/** What a finished match's items of one kind are to the cache: how to read them and what they span. */
export interface SegmentSource<T> {
  /** The items that hold any seq in (afterSeq, toSeq], by first seq. */
  read(matchId: string, afterSeq: number, toSeq: number): Promise<T[]>;
  /** The seqs an item holds: an event its own, a command its batch's. */
  span(item: T): readonly [first: number, last: number];
  /**
   * Whether `items`, read for (afterSeq, toSeq] of a match that ended at `finalSeq`, are all there
   * are: a replica that lags may not have them all yet, and what it lacks must be read again, not
   * taken as the match.
   */
  whole(items: readonly T[], afterSeq: number, toSeq: number, finalSeq: number): boolean;
}

/** Events: a segment is whole when it has every seq from its first to its last (or the match's last). */
export const eventSegments = (read: SegmentSource<RecordedEvent>['read']): SegmentSource<RecordedEvent> => ({
  read,
  span: (e) => [e.seq, e.seq],
  whole: (events, afterSeq, toSeq, finalSeq) => events.length === Math.max(0, Math.min(toSeq, finalSeq) - afterSeq),
});

/**
 * Accepted commands: a command and its events commit together and a replica applies commits in
 * order, so a segment read is whole when its commands reach its last seq (or the match's last). A
 * segment whose last events no command explains is never kept, only read each time.
 */
export const commandSegments = (read: SegmentSource<RecordedCommand>['read']): SegmentSource<RecordedCommand> => ({
  read,
  span: (c) => [c.firstSeq ?? 0, c.lastSeq ?? 0],
  whole: (commands, _afterSeq, toSeq, finalSeq) => Math.max(0, ...commands.map((c) => c.lastSeq ?? 0)) >= Math.min(toSeq, finalSeq),
});

/**
 * The events or the commands of finished matches, read a segment of seqs at a time and kept (LRU).
 * A finished match never changes, so a warm seek folds from an in-memory checkpoint over kept events,
 * words them from kept commands, and asks the database nothing: the events query was most of a warm
 * seek's time (a round trip, then rows decoded), and the commands query, once the events were kept,
 * about 1 ms of a 2.3 ms warm seek over HTTP, where the fold and the view take about half a
 * millisecond. Never used for a live match, whose seqs past the head are still to come.
 */
export class FinishedSegments<T> {
  private readonly kept: LruCache<string, readonly T[]>;
  private readonly reading = new SharedFlight<string, readonly T[]>();

  /**
   * `segment` seqs per read: the replay's checkpoint interval, so that a seek from a checkpoint
   * reads (once) exactly the events it folds and no more.
   */
  constructor(
    private readonly source: SegmentSource<T>,
    private readonly segment: number,
  ) {
    this.kept = new LruCache(Math.ceil(KEPT_SEQS / segment));
  }

  /**
   * The items holding any seq in (afterSeq, toSeq] of a finished match that ended at `finalSeq`, in
   * order, each once. Segments not kept yet are read in one statement when there are several (a
   * walk through the match reads many).
   */
  async between(matchId: string, afterSeq: number, toSeq: number, finalSeq: number): Promise<T[]> {
    const first = Math.floor(afterSeq / this.segment);
    const missing: number[] = [];
    for (let index = first; index * this.segment < toSeq; index += 1) if (!this.kept.get(`${matchId}:${index}`)) missing.push(index);
    if (missing.length > 1) await this.readSegments(matchId, missing[0]!, missing[missing.length - 1]!, finalSeq);
    const out: T[] = [];
    // An item across a segment boundary is in both segments.
    let lastFirst = -Infinity;
    for (let index = first; index * this.segment < toSeq; index += 1) {
      for (const item of await this.segmentOf(matchId, index, finalSeq)) {
        const [from, to] = this.source.span(item);
        if (from <= lastFirst || to <= afterSeq || from > toSeq) continue;
        lastFirst = from;
        out.push(item);
      }
    }
    return out;
  }

  /** Reads segments `from`..`to` in one statement and keeps each that is whole. */
  private async readSegments(matchId: string, from: number, to: number, finalSeq: number): Promise<void> {
    const items = await this.source.read(matchId, from * this.segment, (to + 1) * this.segment);
    const buckets = Array.from({ length: to - from + 1 }, (): T[] => []);
    for (const item of items) {
      const [first, last] = this.source.span(item);
      for (let index = Math.max(from, Math.ceil(first / this.segment) - 1); index <= Math.min(to, Math.ceil(last / this.segment) - 1); index += 1) {
        buckets[index - from]!.push(item);
      }
    }
    buckets.forEach((bucket, k) => this.keep(matchId, from + k, bucket, finalSeq));
  }

  private async segmentOf(matchId: string, index: number, finalSeq: number): Promise<readonly T[]> {
    const key = `${matchId}:${index}`;
    const known = this.kept.get(key);
    if (known) return known;
    return this.reading.run(key, async () => {
      const items = await this.source.read(matchId, index * this.segment, (index + 1) * this.segment);
      this.keep(matchId, index, items, finalSeq);
      return items;
    });
  }

  private keep(matchId: string, index: number, items: readonly T[], finalSeq: number): void {
    if (this.source.whole(items, index * this.segment, (index + 1) * this.segment, finalSeq)) this.kept.set(`${matchId}:${index}`, items);
  }
}
