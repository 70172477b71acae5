import { actorColumns } from './chain-rows';
import type { Actor, ChainedEvent, StoredEvent } from './event-store.types';
import { GENESIS_HASH } from './hash-chain';
import type { Queryable } from './queryable';
import { readPayload, readVisibility, rowHash, storedVisibility } from './stored-form';

/** A `match_events` row as pg returns it (stored-form.ts: the compact form and the old one). */
export interface EventRow {
  match_id: string;
  seq: number;
  global_position: string;
  type: string;
  schema_version: number;
  /** JSON text, parsed by pg; null in a row written before that form (stored-form.ts). */
  payload: unknown;
  /** The older form's jsonb payload, until `compact_event_log` moves it; null (or not read) after. */
  payload_jsonb?: unknown;
  /** Null: public. */
  visibility: StoredEvent['visibility'] | null;
  command_id: string | null;
  actor_kind: 'seat' | 'system';
  actor_seat: number | null;
  actor_reason: string | null;
  recorded_at: Date;
  /** The old form only; null in a compact row (it is the previous row's hash). */
  prev_hash: string | null;
  /** The old form's hex hash, or null in a compact row. */
  hash: string | null;
  /** The compact form's 32-byte hash. */
  digest: Buffer | null;
}

function toStoredEvent(r: EventRow, prevHash: string): StoredEvent {
  const actor: Actor = r.actor_kind === 'seat' ? { kind: 'seat', seat: Number(r.actor_seat) } : { kind: 'system', reason: String(r.actor_reason) };
  return {
    matchId: r.match_id,
    seq: r.seq,
    globalPosition: String(r.global_position),
    type: r.type,
    schemaVersion: r.schema_version,
    payload: readPayload(r),
    visibility: readVisibility(r.visibility),
    commandId: r.command_id,
    actor,
    recordedAt: r.recorded_at,
    prevHash: r.prev_hash ?? prevHash,
    hash: rowHash(r),
  };
}

/**
 * The events of rows read by seq from `afterSeq` itself: the row at `afterSeq` (when there is one)
 * is the anchor whose hash is the next one's previous hash, and is not returned. A stored
 * `prev_hash` (an unconverted row) wins over the derived one, so a broken link still shows.
 */
export function toStoredEvents(rows: readonly EventRow[], afterSeq: number): StoredEvent[] {
  let prev = GENESIS_HASH;
  const out: StoredEvent[] = [];
  for (const r of rows) {
    if (r.seq > afterSeq) out.push(toStoredEvent(r, prev));
    prev = rowHash(r);
  }
  return out;
}

/** 12 parameters a row: 500 rows stay far below PostgreSQL's 65,535 parameters per statement. */
const ROWS_PER_INSERT = 500;

/**
 * The INSERT of chained events used by every write except the hot path's single statement
 * (append-statement.ts): appends that run as a transaction (create, join, no cached head) and
 * imports of a recorded stream. The rows are stored exactly as given (seq, time, hash) in the
 * compact form: each row's `prevHash` must be its predecessor's hash (the callers chain them so).
 */
export async function insertEventRows(q: Queryable, rows: readonly ChainedEvent[]): Promise<StoredEvent[]> {
  const positions = new Map<number, string>();
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const params: unknown[] = [];
    const p = (v: unknown) => `$${params.push(v)}`;
    const tuples = rows.slice(i, i + ROWS_PER_INSERT).map((r) => {
      const actor = actorColumns(r);
      const visibility = storedVisibility(r.visibility);
      return `(${[
        p(r.matchId),
        p(r.seq),
        p(r.type),
        p(r.schemaVersion),
        `${p(JSON.stringify(r.payload))}::json`,
        `${p(visibility && JSON.stringify(visibility))}::jsonb`,
        p(r.commandId),
        p(actor.actor_kind),
        p(actor.actor_seat),
        p(actor.actor_reason),
        p(r.recordedAt),
        p(Buffer.from(r.hash, 'hex')),
      ].join(', ')})`;
    });
    const inserted = (await q.query(
      `INSERT INTO match_events (match_id, seq, type, schema_version, payload, visibility, command_id,
                                 actor_kind, actor_seat, actor_reason, recorded_at, digest)
       VALUES ${tuples.join(', ')}
       RETURNING seq, global_position`,
      params,
    )) as { seq: number; global_position: string }[];
    for (const r of inserted) positions.set(r.seq, String(r.global_position));
  }
  return rows.map((r) => ({ ...r, globalPosition: positions.get(r.seq) ?? '0' }));
}
