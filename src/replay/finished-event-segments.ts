import { LruCache } from '../common/lru-cache';
import { SharedFlight } from '../common/shared-flight';
import type { RecordedEvent } from './core/record';

/** Events per segment: eight replay checkpoints' worth, so one read serves the seeks between them. */
const SEGMENT_EVENTS = 256;
/**
 * Segments kept: about 30,000 events, a few tens of MB at most (a Four Souls event is well under a
 * kilobyte as an object), enough for the whole of three 10,000-event matches being reviewed.
 */
const KEPT_SEGMENTS = 120;

/**
 * The events of finished matches, read a segment at a time and kept (LRU). A finished match never
 * changes, so a warm seek folds from an in-memory checkpoint over kept events and asks the database
 * nothing: the events query was most of a warm seek's time (a round trip, then rows decoded),
 * where the fold and the view take about half a millisecond. Never used for a live match, whose
 * events past the head are still to come.
 */
export class FinishedEventSegments {
  private readonly kept = new LruCache<string, readonly RecordedEvent[]>(KEPT_SEGMENTS);
  private readonly reading = new SharedFlight<string, readonly RecordedEvent[]>();

  constructor(private readonly read: (matchId: string, afterSeq: number, toSeq: number) => Promise<RecordedEvent[]>) {}

  /** The events with seq in (afterSeq, toSeq] of a finished match, in order. */
  async between(matchId: string, afterSeq: number, toSeq: number): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    for (let segment = Math.floor(afterSeq / SEGMENT_EVENTS); segment * SEGMENT_EVENTS < toSeq; segment += 1) {
      for (const e of await this.segment(matchId, segment)) if (e.seq > afterSeq && e.seq <= toSeq) out.push(e);
    }
    return out;
  }

  private async segment(matchId: string, segment: number): Promise<readonly RecordedEvent[]> {
    const key = `${matchId}:${segment}`;
    const known = this.kept.get(key);
    if (known) return known;
    return this.reading.run(key, async () => {
      const events = await this.read(matchId, segment * SEGMENT_EVENTS, (segment + 1) * SEGMENT_EVENTS);
      this.kept.set(key, events);
      return events;
    });
  }
}
