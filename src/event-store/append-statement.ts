import { digestsColumn, eventsColumn, headSql } from './append-rows';
import type { ChainedRow } from './chain-rows';
import type { LedgerEntry } from './event-store.types';

/** The prepared statement's name (change it with the text: connections cache it by name). */
export const APPEND_ONE_STATEMENT_NAME = 'append_one_v4';

/**
 * The append of one command as ONE statement (one round trip, one implicit transaction) for the hot
 * path, when the caller knows the stream's head (seq and hash) from its cache:
 *  - `guard`: the head is exactly what the caller decided on (the newest event is `expected`, with
 *    the expected hash) — otherwise nothing is written and the caller reloads;
 *  - `claim`: the command id goes into the ledger (a concurrent duplicate waits for the first and
 *    then inserts nothing);
 *  - `ins`: the command's events as one row (append-rows.ts), only when the claim succeeded; a
 *    writer that got in between inserted the row starting at the same seq, so the
 *    `(match_id, first_seq)` primary key fails, which aborts the whole statement, claim included.
 * NOTIFY is sent after the commit (append-notifier.ts explains why not here).
 */
export const APPEND_ONE_STATEMENT = `
WITH guard AS (
  SELECT coalesce((SELECT h.seq = $2::int AND h.hash = $3::text FROM (${headSql('$1::uuid')}) h), false) AS ok
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
  INSERT INTO match_appends (match_id, first_seq, last_seq, recorded_at, command_id, events, digests)
  SELECT $1::uuid, $11::int, $12::int, $14::timestamptz, $5::text, $13::json, decode($15::text, 'hex')
   WHERE EXISTS (SELECT 1 FROM claim)
  RETURNING global_position
)
SELECT (SELECT ok FROM guard) AS guard_ok,
       (SELECT count(*) FROM claim)::int AS claimed,
       (SELECT global_position::text FROM ins) AS position`;

export interface AppendOneResult {
  readonly guard_ok: boolean;
  readonly claimed: number;
  /** The append row's global position (every event of the command shares it), or null when nothing was inserted. */
  readonly position: string | null;
}

/** The parameters of APPEND_ONE_STATEMENT, in order. */
export function appendOneParams(entry: LedgerEntry, headHash: string, rows: readonly ChainedRow[]): unknown[] {
  const recordedAt = rows[0]?.recordedAt ?? new Date();
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
    eventsColumn(rows),
    recordedAt,
    digestsColumn(rows),
  ];
}
