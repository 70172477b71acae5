import type { Visibility } from '../engine/types';
import type { ChainedRow } from './chain-rows';
import { storedVisibility, type EventRow } from './stored-form';

/**
 * The event log as one row per append (`match_appends`, migrations/1765800000000): a command's
 * events in one row, with the match, the command id, the first and last seq, the time, the
 * transaction id and the global position once; the events as one JSON array (json text), each
 * `[type, schema version, payload, visibility or null, seat number or system reason]`; their
 * 32-byte digests as one bytea, in seq order. Rows written before (`match_events`, one per event)
 * are packed into it in the background (`pack_event_log`); until then every read takes both tables.
 */

/** One event as the element of an append row's JSON array. */
type Element = [type: string, schemaVersion: number, payload: unknown, visibility: Visibility | null, actor: number | string];

/**
 * The `events` column of a row holding `rows` (one command's, in seq order): JSON text with each
 * payload as `JSON.stringify` writes it (the value in jsonb's key order, chain-rows.ts), so a read
 * gives back the same value with its keys in the same order.
 */
export function eventsColumn(rows: readonly ChainedRow[]): string {
  const element = (r: ChainedRow): Element => [
    r.type,
    r.schemaVersion,
    r.payload,
    storedVisibility(r.visibility),
    r.actor.kind === 'seat' ? r.actor.seat : r.actor.reason,
  ];
  return JSON.stringify(rows.map(element));
}

/** The `digests` column of a row holding `rows`, as hex (32 bytes each, in seq order). */
export function digestsColumn(rows: readonly ChainedRow[]): string {
  return rows.map((r) => r.hash).join('');
}

/** A `match_appends` row as pg returns it (`events` parsed by pg). */
export interface AppendRow {
  match_id: string;
  first_seq: number;
  last_seq: number;
  global_position: string;
  recorded_at: Date;
  command_id: string | null;
  events: Element[] | null;
  digests: Buffer | null;
}

/** The events of an append row, one `EventRow` each (the compact form: no previous hash, the digest). */
export function unpackAppendRow(row: AppendRow): EventRow[] {
  const events = row.events ?? [];
  const digests = row.digests ?? Buffer.alloc(0);
  if (events.length !== row.last_seq - row.first_seq + 1 || digests.length !== 32 * events.length)
    throw new Error(`event store: the append row of ${row.match_id} at seq ${row.first_seq} is malformed`);
  return events.map(([type, schemaVersion, payload, visibility, actor], i) => ({
    match_id: row.match_id,
    seq: row.first_seq + i,
    global_position: row.global_position,
    type,
    schema_version: schemaVersion,
    payload,
    visibility,
    command_id: row.command_id,
    actor_kind: typeof actor === 'number' ? 'seat' : 'system',
    actor_seat: typeof actor === 'number' ? actor : null,
    actor_reason: typeof actor === 'string' ? actor : null,
    recorded_at: row.recorded_at,
    prev_hash: null,
    hash: null,
    digest: digests.subarray(32 * i, 32 * (i + 1)),
  }));
}

/** A row of STREAM_ROWS: an append row, or a `match_events` row not packed yet (`events` null). */
export type StreamRow = AppendRow & Omit<EventRow, 'seq'>;

/**
 * The events of rows read by STREAM_ROWS, one `EventRow` each, in seq order, from `fromSeq` to
 * `toSeq` (an append row may hold events on either side).
 */
export function streamEventRows(rows: readonly StreamRow[], fromSeq: number, toSeq: number): EventRow[] {
  const out: EventRow[] = [];
  for (const r of rows) {
    const events: EventRow[] = r.events === null ? [{ ...r, seq: r.first_seq }] : unpackAppendRow(r);
    for (const e of events) if (e.seq >= fromSeq && e.seq <= toSeq) out.push(e);
  }
  return out;
}

/**
 * The rows of match `m` (SQL expressions) holding seqs `from` to `to`, from both tables, by first
 * seq: each table by its primary key, the append rows from the one holding `from` (found by one
 * probe, so a tail read never reads the match from its start). Read them with `streamEventRows`.
 */
export function streamRowsSql(m: string, from: string, to: string): string {
  return `
  SELECT e.match_id, e.seq AS first_seq, e.seq AS last_seq, e.global_position, e.recorded_at, e.command_id, NULL::json AS events, NULL::bytea AS digests,
         e.type, e.schema_version, e.payload, e.payload_jsonb, e.visibility, e.actor_kind, e.actor_seat, e.actor_reason, e.prev_hash, e.hash, e.digest
    FROM match_events e WHERE e.match_id = ${m} AND e.seq >= ${from} AND e.seq <= ${to}
  UNION ALL
  SELECT a.match_id, a.first_seq, a.last_seq, a.global_position, a.recorded_at, a.command_id, a.events, a.digests,
         NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL
    FROM match_appends a
   WHERE a.match_id = ${m} AND a.first_seq <= ${to}
     AND a.first_seq >= coalesce((SELECT max(h.first_seq) FROM match_appends h WHERE h.match_id = ${m} AND h.first_seq <= ${from}), 0)`;
}

/** The newest seq of match `m` (a SQL expression) and its hash as hex, whichever table holds it: two index probes. */
export function headSql(m: string): string {
  return `
  SELECT h.seq, h.hash, h.type, h.recorded_at FROM (
    (SELECT a.last_seq AS seq, encode(substring(a.digests FROM octet_length(a.digests) - 31), 'hex') AS hash,
            json_array_element(a.events, -1) ->> 0 AS type, a.recorded_at
       FROM match_appends a WHERE a.match_id = ${m} ORDER BY a.first_seq DESC LIMIT 1)
    UNION ALL
    (SELECT e.seq, coalesce(encode(e.digest, 'hex'), e.hash::text), e.type, e.recorded_at
       FROM match_events e WHERE e.match_id = ${m} ORDER BY e.seq DESC LIMIT 1)
  ) h ORDER BY h.seq DESC LIMIT 1`;
}

/**
 * Every event of both tables as one row each (the rare readers that want a match's events in SQL:
 * outlines, exports, fingerprints, start-up scans): `legacy` filters `match_events e`, `packed`
 * filters `match_appends a` (before the unnesting, so it should use its primary key). Columns:
 * match_id, seq, type, schema_version, payload, visibility, command_id, actor_kind, actor_seat,
 * actor_reason, recorded_at, tx_id, global_position, idx, digest, prev_hash; `payload` is json, `visibility` jsonb or null, `digest` the 32-byte hash, `idx`
 * the event's place in its row (1 for a `match_events` row), `prev_hash` a stored previous hash.
 */
export function eventsSql(legacy: string, packed: string): string {
  return `(
  SELECT e.match_id, e.seq, e.type, e.schema_version, coalesce(e.payload, e.payload_jsonb::json) AS payload, e.visibility, e.command_id,
         e.actor_kind, e.actor_seat, e.actor_reason, e.recorded_at, e.tx_id, e.global_position, 1 AS idx,
         coalesce(e.digest, decode(e.hash, 'hex')) AS digest, e.prev_hash::text AS prev_hash
    FROM match_events e WHERE ${legacy}
  UNION ALL
  SELECT a.match_id, a.first_seq + x.n::int - 1, x.v ->> 0, (x.v ->> 1)::int, x.v -> 2, nullif((x.v -> 3)::jsonb, 'null'::jsonb), a.command_id,
         CASE WHEN json_typeof(x.v -> 4) = 'number' THEN 'seat' ELSE 'system' END,
         CASE WHEN json_typeof(x.v -> 4) = 'number' THEN (x.v ->> 4)::int END,
         CASE WHEN json_typeof(x.v -> 4) = 'string' THEN x.v ->> 4 END,
         a.recorded_at, a.tx_id, a.global_position, x.n::int, substring(a.digests FROM (x.n::int - 1) * 32 + 1 FOR 32), NULL::text
    FROM match_appends a CROSS JOIN LATERAL json_array_elements(a.events) WITH ORDINALITY AS x(v, n) WHERE ${packed})`;
}
