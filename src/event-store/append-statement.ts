import { actorColumns, type ChainedRow } from './chain-rows';
import type { LedgerEntry } from './event-store.types';
import { hashSql, storedVisibility } from './stored-form';

/** The prepared statement's name (change it with the text: connections cache it by name). */
export const APPEND_ONE_STATEMENT_NAME = 'append_one_v3';

/**
 * The append of one command as ONE statement (one round trip, one implicit transaction) for the hot
 * path, when the caller knows the stream's head (seq and hash) from its cache:
 *  - `guard`: the head is exactly what the caller decided on (row `expected` has the expected hash
 *    and no row follows it) — otherwise nothing is written and the caller reloads;
 *  - `claim`: the command id goes into the ledger (a concurrent duplicate waits for the first and
 *    then inserts nothing);
 *  - `ins`: the chained events, only when the claim succeeded; a writer that got in between makes
 *    the `(match_id, seq)` primary key fail, which aborts the whole statement, claim included.
 * NOTIFY is sent after the commit (append-notifier.ts explains why not here).
 */
export const APPEND_ONE_STATEMENT = `
WITH guard AS (
  SELECT EXISTS (SELECT 1 FROM match_events e WHERE e.match_id = $1::uuid AND e.seq = $2::int AND ${hashSql('e')} = $3::text)
     AND NOT EXISTS (SELECT 1 FROM match_events WHERE match_id = $1::uuid AND seq = $2::int + 1) AS ok
),
claim AS (
  INSERT INTO match_commands (match_id, actor, command_id, kind, seat, origin, payload, received_at, decided_version,
                              status, first_seq, last_seq)
  SELECT $1::uuid, $4::text, $5::text, $6::text, $7::int, $8::text, $9::jsonb, $10::timestamptz, $2::int,
         'accepted', $11::int, $12::int
    FROM guard WHERE guard.ok
  ON CONFLICT (match_id, actor, command_id) DO NOTHING
  RETURNING id
),
ins AS (
  INSERT INTO match_events (match_id, seq, type, schema_version, payload, visibility, command_id,
                            actor_kind, actor_seat, actor_reason, recorded_at, digest)
  SELECT $1::uuid, r.seq, r.type, r.schema_version, r.payload::json, r.visibility, $5::text,
         r.actor_kind, r.actor_seat, r.actor_reason, $14::timestamptz, decode(r.digest, 'hex')
    FROM jsonb_to_recordset($13::jsonb) AS r(seq int, type text, schema_version int, payload text, visibility jsonb,
                                             actor_kind text, actor_seat int, actor_reason text, digest text)
   WHERE EXISTS (SELECT 1 FROM claim)
  RETURNING seq, global_position
)
SELECT (SELECT ok FROM guard) AS guard_ok,
       (SELECT count(*) FROM claim)::int AS claimed,
       (SELECT coalesce(json_agg(json_build_object('seq', seq, 'position', global_position::text)), '[]'::json) FROM ins) AS inserted`;

export interface AppendOneResult {
  readonly guard_ok: boolean;
  readonly claimed: number;
  readonly inserted: { seq: number; position: string }[];
}

/** The parameters of APPEND_ONE_STATEMENT, in order. */
export function appendOneParams(entry: LedgerEntry, headHash: string, rows: readonly ChainedRow[]): unknown[] {
  const recordedAt = rows[0]?.recordedAt ?? new Date();
  const events = appendEventColumns(rows);
  return [
    entry.matchId,
    entry.decidedVersion,
    headHash,
    entry.actor,
    entry.commandId,
    entry.kind,
    entry.seat,
    entry.origin,
    JSON.stringify(entry.payload ?? null),
    entry.receivedAt,
    entry.firstSeq,
    entry.lastSeq,
    JSON.stringify(events),
    recordedAt,
  ];
}

/**
 * The chained events as the records `jsonb_to_recordset` reads (the single and the batched
 * append), in the compact form (stored-form.ts): no previous hash, the hash as the digest's hex,
 * the payload as the JSON text to store (a string field: PostgreSQL stores it as it is, where a
 * nested object would come out as jsonb's spaced text).
 */
export function appendEventColumns(rows: readonly ChainedRow[]): object[] {
  return rows.map((r) => ({
    seq: r.seq,
    type: r.type,
    schema_version: r.schemaVersion,
    payload: JSON.stringify(r.payload),
    visibility: storedVisibility(r.visibility),
    ...actorColumns(r),
    digest: r.hash,
  }));
}
