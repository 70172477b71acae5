import type { LogEntry, LogPosition } from './event-store.types';
import type { Queryable } from './queryable';
import { payloadSql } from './stored-form';

/**
 * The visible log after a position (`position`: a row of a transaction id and a global position):
 * `rows`, at most $4 rows of the log (an append row holds a command's events; a row of
 * `match_events` not packed yet holds one), only those written by transactions older than every one
 * still running (see `after`); `batch`, their events, one row each, in (transaction id, global
 * position, place in the row) order. A batch never splits a row, so a reader's checkpoint (the
 * position of its last row) never falls inside one. Both reads below select their batch with it.
 */
function batchAfter(position: string): string {
  const visible = `(tx_id, global_position) > ${position} AND tx_id < pg_snapshot_xmin(pg_current_snapshot())`;
  return `log_rows AS (
           SELECT * FROM (
             (SELECT match_id, seq AS first_seq, NULL::json AS events, type, ${payloadSql('match_events')} AS payload, recorded_at, tx_id, global_position
                FROM match_events WHERE ${visible} ORDER BY tx_id, global_position LIMIT $4)
             UNION ALL
             (SELECT match_id, first_seq, events, NULL, NULL, recorded_at, tx_id, global_position
                FROM match_appends WHERE ${visible} ORDER BY tx_id, global_position LIMIT $4)) u
            ORDER BY tx_id, global_position LIMIT $4),
         batch AS (
           SELECT r.match_id, r.first_seq + x.idx - 1 AS seq, x.type, x.payload, r.recorded_at, r.tx_id, r.global_position, x.idx
             FROM log_rows r
            CROSS JOIN LATERAL (SELECT r.type AS type, r.payload AS payload, 1 AS idx WHERE r.events IS NULL
                                UNION ALL
                                SELECT e.v ->> 0, e.v -> 2, e.n::int FROM json_array_elements(r.events) WITH ORDINALITY AS e(v, n)) x)`;
}

/** The position given as $1 (transaction id) and $2 (global position). */
const GIVEN_POSITION = `($1::xid8, $2::bigint)`;

/**
 * The position a projection's checkpoint named $5 holds, or $1 and $2 when it has none: read in the
 * batch's own statement, so a projector under its lock spends no statement on it (each initplan
 * is read once, and the index still bounds the batch by it).
 */
const CHECKPOINTED_POSITION = `(coalesce((SELECT last_tx_id FROM projection_checkpoints WHERE name = $5), $1::xid8),
                                  coalesce((SELECT last_position FROM projection_checkpoints WHERE name = $5), $2::bigint))`;

/** An entry's columns: the payload only for the types in $3. */
const ENTRY_COLUMNS = `match_id, seq, type, CASE WHEN type = ANY($3::text[]) THEN payload END AS payload,
              recorded_at, tx_id::text AS tx, global_position::text AS pos`;

/** `after`'s statement ($1, $2 the position to read after, $3 the types read with their payload, $4 the batch size in rows). */
const PLAIN_BATCH = `WITH ${batchAfter(GIVEN_POSITION)}
       SELECT ${ENTRY_COLUMNS} FROM batch ORDER BY tx_id, global_position, idx`;

function condensedBatch(position: string): string {
  return `WITH ${batchAfter(position)},
       marked AS (
         SELECT b.*, row_number() OVER (PARTITION BY match_id ORDER BY seq DESC) AS from_end FROM batch b)
       SELECT ${ENTRY_COLUMNS}, (SELECT count(*) FROM log_rows)::int AS n
         FROM marked
        WHERE type = ANY($3::text[]) OR from_end = 1
        ORDER BY tx_id, global_position, idx`;
}

/** `afterCondensed`'s statement ($1, $2 the position to read after, $3 the types kept whole, $4 the batch size in rows). */
const CONDENSED_BATCH = condensedBatch(GIVEN_POSITION);

/** The same after a projection's checkpoint ($5 its name; $1, $2 where to start without one); the bench explains it. */
export const CONDENSED_BATCH_AFTER_CHECKPOINT = condensedBatch(CHECKPOINTED_POSITION);

/** The start of the global log. */
export const LOG_START: LogPosition = { txId: '0', position: '0' };

/** A summary row's match has not ended (its lifecycle holds no `match.ended`). */
const UNFINISHED = `NOT lifecycle @> '[{"type": "match.ended"}]'::jsonb`;

/**
 * Reads across every stream: what projections fold and what start-up scans look for. Single-stream
 * reads are `EventStore`'s.
 */
export class GlobalLog {
  constructor(private readonly db: Queryable) {}

  /**
   * The events of up to `limit` rows of the log (an append each: a command's events) after `after`
   * in (transaction id, global position, place in the row) order, every event of a row with its
   * row's position, and only those written by transactions older than every one still running: a
   * transaction that commits late with a smaller global position is then never skipped by a
   * reader's checkpoint (Emmett's rule).
   * `payloadFor` lists the event types whose payload the reader needs. `via` runs the read on the
   * caller's connection (a projector reads inside its locked transaction).
   */
  async after(after: LogPosition, options: { limit: number; payloadFor: readonly string[] }, via: Queryable = this.db): Promise<LogEntry[]> {
    const rows = (await via.query(PLAIN_BATCH, [after.txId, after.position, [...options.payloadFor], options.limit])) as LogRow[];
    return rows.map(toLogEntry);
  }

  /**
   * The batch `after` would read, condensed for a fold that needs every event of the `keep` types
   * but of the others only each stream's newest seq and time: those come back as the last event of
   * their stream within the batch (the batch's last event is always among them, so the caller's
   * checkpoint is the last entry). One row per stream instead of one per event: under load a
   * batch of 500 rows spans a few hundred commands of each stream. `read` is how many rows the
   * batch held (fewer than `limit`: the reader has caught up). `after` may name a projection's
   * checkpoint instead of a position: read in the batch's statement, it costs no statement of its
   * own (a reader under its projector lock sees the checkpoint the lock's previous holder committed).
   */
  async afterCondensed(
    after: LogPosition | CheckpointedPosition,
    options: { limit: number; keep: readonly string[] },
    via: Queryable = this.db,
  ): Promise<{ entries: LogEntry[]; read: number }> {
    const start = 'checkpoint' in after ? after.otherwise : after;
    const params = [start.txId, start.position, [...options.keep], options.limit];
    const rows = (
      'checkpoint' in after ? await via.query(CONDENSED_BATCH_AFTER_CHECKPOINT, [...params, after.checkpoint]) : await via.query(CONDENSED_BATCH, params)
    ) as (LogRow & { n: number })[];
    return { entries: rows.map(toLogEntry), read: rows[0]?.n ?? 0 };
  }

  /**
   * A position every event before which is committed and visible now (the oldest running
   * transaction's id): a reader that has folded a snapshot of summaries taken after it resumes the
   * log there (and meets again, idempotently, what those summaries already held).
   */
  async visibleStart(via: Queryable = this.db): Promise<LogPosition> {
    const rows = (await via.query(`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS tx`)) as { tx: string }[];
    return { txId: rows[0]?.tx ?? '0', position: '0' };
  }

  /**
   * Up to `limit` match summaries after match id `after` (null: from the first), one row per match
   * kept with each append (migrations/1765300000002): the newest seq and time and the lifecycle
   * events whole. What a projection that needs only those rebuilds from, in proportion to matches.
   */
  async summaries(after: string | null, limit: number, via: Queryable = this.db): Promise<MatchSummary[]> {
    const rows = (await via.query(
      `SELECT match_id, last_seq, updated_at, lifecycle FROM match_summaries
        WHERE match_id > coalesce($1::uuid, '00000000-0000-0000-0000-000000000000') ORDER BY match_id LIMIT $2`,
      [after, limit],
    )) as { match_id: string; last_seq: number; updated_at: Date; lifecycle: { seq: number; type: string; payload: unknown; recordedAt: string }[] }[];
    return rows.map((r) => ({
      matchId: r.match_id,
      lastSeq: r.last_seq,
      updatedAt: r.updated_at,
      lifecycle: r.lifecycle.map((e) => ({ seq: e.seq, type: e.type, payload: e.payload, recordedAt: new Date(e.recordedAt) })),
    }));
  }

  /**
   * Matches without `match.ended` whose `match.created` has an object under `createdField` (e.g.
   * the deadline options): what a timer must pick up again after a (re)start.
   */
  async unfinishedWith(createdField: string): Promise<string[]> {
    // The summaries hold every match's match.created and match.ended, written with each append in
    // its transaction (migrations/1765300000002): one row per match instead of every event unnested.
    const rows = (await this.db.query(
      `SELECT match_id FROM match_summaries
        WHERE lifecycle -> 0 ->> 'seq' = '1' AND lifecycle -> 0 ->> 'type' = 'match.created'
          AND jsonb_typeof(lifecycle -> 0 -> 'payload' -> $1) = 'object'
          AND ${UNFINISHED}`,
      [createdField],
    )) as { match_id: string }[];
    return rows.map((r) => r.match_id);
  }

  /**
   * Matches without `match.ended` in which a bot took a seat: what the bots must pick up again
   * after a (re)start. From the summaries, which each append keeps in its own transaction: the
   * lobby reads the log only below the oldest transaction still running anywhere on the database
   * server, so a match created just before a restart can be missing from it for as long as another
   * transaction stays open, and its bots would never be woken.
   */
  async unfinishedWithBots(): Promise<string[]> {
    const rows = (await this.db.query(
      `SELECT match_id FROM match_summaries
        WHERE ${UNFINISHED}
          AND EXISTS (SELECT 1 FROM jsonb_array_elements(lifecycle) AS e
                       WHERE e ->> 'type' = 'seat.claimed' AND jsonb_typeof(e -> 'payload' -> 'bot') = 'string')`,
    )) as { match_id: string }[];
    return rows.map((r) => r.match_id);
  }
}

/**
 * Where a projection's checkpoint (a `projection_checkpoints` row) stands, read in the same
 * statement as the batch after it; `otherwise` when it has none yet.
 */
export interface CheckpointedPosition {
  readonly checkpoint: string;
  readonly otherwise: LogPosition;
}

/** One match as its summary row holds it. */
export interface MatchSummary {
  readonly matchId: string;
  readonly lastSeq: number;
  readonly updatedAt: Date;
  /** match.created, seat.claimed and match.ended, in seq order. */
  readonly lifecycle: readonly { readonly seq: number; readonly type: string; readonly payload: unknown; readonly recordedAt: Date }[];
}

interface LogRow {
  match_id: string;
  seq: number;
  type: string;
  payload: unknown;
  recorded_at: Date;
  tx: string;
  pos: string;
}

function toLogEntry(r: LogRow): LogEntry {
  return { matchId: r.match_id, seq: r.seq, type: r.type, payload: r.payload ?? null, recordedAt: r.recorded_at, at: { txId: r.tx, position: r.pos } };
}
