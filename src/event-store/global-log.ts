import type { LogEntry, LogPosition } from './event-store.types';
import type { Queryable } from './queryable';

/** The start of the global log. */
export const LOG_START: LogPosition = { txId: '0', position: '0' };

/**
 * Reads across every stream: what projections fold and what start-up scans look for. Single-stream
 * reads are `EventStore`'s.
 */
export class GlobalLog {
  constructor(private readonly db: Queryable) {}

  /**
   * Up to `limit` events after `after` in (transaction id, global position) order, and only those
   * written by transactions older than every one still running: a transaction that commits late
   * with a smaller global position is then never skipped by a reader's checkpoint (Emmett's rule).
   * `payloadFor` lists the event types whose payload the reader needs. `via` runs the read on the
   * caller's connection (a projector reads inside its locked transaction).
   */
  async after(after: LogPosition, options: { limit: number; payloadFor: readonly string[] }, via: Queryable = this.db): Promise<LogEntry[]> {
    const rows = (await via.query(
      `SELECT match_id, seq, type, CASE WHEN type = ANY($3::text[]) THEN payload END AS payload,
              recorded_at, tx_id::text AS tx, global_position::text AS pos
         FROM match_events
        WHERE (tx_id, global_position) > ($1::xid8, $2::bigint)
          AND tx_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY tx_id, global_position
        LIMIT $4`,
      [after.txId, after.position, [...options.payloadFor], options.limit],
    )) as { match_id: string; seq: number; type: string; payload: unknown; recorded_at: Date; tx: string; pos: string }[];
    return rows.map((r) => ({
      matchId: r.match_id,
      seq: r.seq,
      type: r.type,
      payload: r.payload ?? null,
      recordedAt: r.recorded_at,
      at: { txId: r.tx, position: r.pos },
    }));
  }

  /**
   * Matches without `match.ended` whose `match.created` has an object under `createdField` (e.g.
   * the deadline options): what a timer must pick up again after a (re)start.
   */
  async unfinishedWith(createdField: string): Promise<string[]> {
    const rows = (await this.db.query(
      `SELECT c.match_id FROM match_events c
        WHERE c.seq = 1 AND c.type = 'match.created' AND jsonb_typeof(c.payload->$1) = 'object'
          AND NOT EXISTS (SELECT 1 FROM match_events e WHERE e.match_id = c.match_id AND e.type = 'match.ended')`,
      [createdField],
    )) as { match_id: string }[];
    return rows.map((r) => r.match_id);
  }
}
