import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { TriggerCoalescer } from '../common/trigger-coalescer';
import { MATCH_EVENTS_CHANNEL, type MatchEventsNotification } from './event-store.types';

/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more; stay well below. */
const MAX_PAYLOAD_BYTES = 7_000;

/**
 * The least time between two NOTIFYs of one instance (ms): at most 20 a second, however fast it
 * appends. Each NOTIFY is a statement here and wakes every instance's readers (the lobby
 * projector's catch-up is four statements); with 20 bot matches a NOTIFY per event-loop turn was
 * 0.26 statements per Mansters command, one per 20 ms 0.09 (the cap held: about 47 a second),
 * one per 50 ms about 0.04. The first NOTIFY after a quiet spell still goes at once; under load
 * another instance's sockets hear of an append up to this much later.
 */
export const NOTIFY_GAP_MS = 50;

/**
 * Announces appends on the `match_events` channel AFTER they commit, many per NOTIFY.
 *
 * Why not NOTIFY inside the append's transaction: PostgreSQL serialises the commits of every
 * transaction that notified (one global lock on the notification queue held through the commit),
 * which cut concurrent appends to a third on our 2-core machines (docs/operations.md). The
 * notification is only a wake-up hint (readers re-read the store, and poll as a safety net), so
 * sending it after the commit loses nothing but a few hundred microseconds; a crash in between is
 * covered by the other instances' poll.
 *
 * Batching: while one NOTIFY is in flight, and for NOTIFY_GAP_MS after one was sent, new
 * announcements wait and go out together in the next, so an idle server notifies at once and a
 * loaded one sends at most one NOTIFY per gap. A payload is a JSON array of `{ matchId, lastSeq }`
 * (readers also accept a single object).
 */
export class AppendNotifier {
  private readonly logger = new Logger(AppendNotifier.name);
  private pending = new Map<string, number>();
  /** When the last NOTIFY was sent (performance.now()). */
  private lastSentAt = -Infinity;
  private readonly flushes = new TriggerCoalescer<'notify'>(() => this.flush(), {
    before: async () => {
      // Let the appends completing in this turn of the event loop join the NOTIFY, and those of
      // the rest of the gap when the last one went out less than NOTIFY_GAP_MS ago.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const wait = this.lastSentAt + NOTIFY_GAP_MS - performance.now();
      if (wait > 0) await new Promise<void>((resolve) => setTimeout(resolve, wait));
    },
    onError: (_key, error) => this.logger.warn(`NOTIFY failed: ${String(error)}`),
  });

  constructor(private readonly dataSource: DataSource) {}

  announce(n: MatchEventsNotification): void {
    this.pending.set(n.matchId, Math.max(n.lastSeq, this.pending.get(n.matchId) ?? 0));
    this.flushes.trigger('notify');
  }

  /** Resolves once everything announced so far was sent (or failed and was logged). */
  drain(): Promise<void> {
    return this.flushes.idle();
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    if (batch.size === 0) return;
    this.lastSentAt = performance.now();
    await this.send(payloadsOf(batch));
  }

  private async send(payloads: string[]): Promise<void> {
    try {
      await this.dataSource.query(`SELECT pg_notify($1, p) FROM unnest($2::text[]) AS p`, [MATCH_EVENTS_CHANNEL, payloads]);
    } catch (error) {
      // Listeners also poll: a lost wake-up delays other instances, it loses no event.
      this.logger.warn(`NOTIFY of ${payloads.length} batch(es) failed: ${String(error)}`);
    }
  }
}

/** Splits the announcements into JSON arrays that each fit in one NOTIFY payload. */
export function payloadsOf(batch: ReadonlyMap<string, number>, sentAt = Date.now()): string[] {
  const payloads: string[] = [];
  let items: string[] = [];
  let size = 2;
  for (const [matchId, lastSeq] of batch) {
    const item = JSON.stringify({ matchId, lastSeq, sentAt } satisfies MatchEventsNotification);
    if (items.length > 0 && size + item.length + 1 > MAX_PAYLOAD_BYTES) {
      payloads.push(`[${items.join(',')}]`);
      items = [];
      size = 2;
    }
    items.push(item);
    size += item.length + 1;
  }
  if (items.length > 0) payloads.push(`[${items.join(',')}]`);
  return payloads;
}
