import type { Queryable } from './queryable';
import { eventsSql } from './append-rows';

/** A match's events and ledger as JSON text, in the shape of the replay record (src/replay/core/record.ts). */
export interface StreamJson {
  readonly gameId: string | null;
  readonly ended: boolean;
  /** A JSON array of RecordedEvent, by seq. */
  readonly events: string;
  /** A JSON array of RecordedCommand, in arrival order. */
  readonly commands: string;
}

/** ISO-8601 in UTC with milliseconds, as `Date.toISOString` writes it (the value the chain hashes). */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The whole record of a match rendered by PostgreSQL as two JSON texts, for the audit: a long
 * match is thousands of rows, and turning them into objects here would hold the event loop; the
 * texts go to a worker thread as they are and are parsed there. Null when there is no such match.
 */
export async function streamJson(db: Queryable, matchId: string): Promise<StreamJson | null> {
  const rows = (await db.query(
    `WITH ev AS MATERIALIZED (SELECT * FROM ${eventsSql('e.match_id = $1', 'a.match_id = $1')} x)
     SELECT (SELECT c.payload->>'gameId' FROM ev c WHERE c.seq = 1) AS game_id,
            EXISTS (SELECT 1 FROM ev WHERE type = 'match.ended') AS ended,
            (SELECT count(*) FROM ev)::int AS n,
            (SELECT coalesce(json_agg(json_build_object(
                      'seq', seq, 'type', type, 'schemaVersion', schema_version, 'payload', payload,
                      'visibility', coalesce(visibility, '{"kind": "public"}'::jsonb),
                      'commandId', command_id,
                      'actor', CASE WHEN actor_kind = 'seat' THEN json_build_object('kind', 'seat', 'seat', actor_seat)
                                    ELSE json_build_object('kind', 'system', 'reason', actor_reason) END,
                      'recordedAt', ${iso('recorded_at')}, 'prevHash', prev_hex, 'hash', hash_hex) ORDER BY seq), '[]'::json)::text
               -- The payload rendered through jsonb: byte for byte what the export gave before the JSON-text form.
               FROM (SELECT seq, type, schema_version, e.payload::jsonb AS payload, visibility, command_id, actor_kind, actor_seat, actor_reason,
                            recorded_at, encode(e.digest, 'hex') AS hash_hex,
                            -- A stored prev_hash (an unconverted row) wins, so a broken link still shows.
                            coalesce(e.prev_hash, lag(encode(e.digest, 'hex')) OVER (ORDER BY e.seq), repeat('0', 64)) AS prev_hex
                       FROM ev e) e) AS events,
            (SELECT coalesce(json_agg(json_build_object(
                      'actor', actor, 'commandId', command_id, 'kind', kind, 'seat', seat, 'origin', origin, 'payload', payload,
                      'receivedAt', ${iso('received_at')}, 'decidedVersion', decided_version, 'status', status,
                      'rejection', CASE WHEN coalesce(rejection_code, '') <> ''
                                        THEN json_build_object('code', rejection_code, 'rule', rejection_rule, 'message', coalesce(rejection_message, '')) END,
                      'firstSeq', first_seq, 'lastSeq', last_seq) ORDER BY id), '[]'::json)::text
               FROM match_commands WHERE match_id = $1) AS commands`,
    [matchId],
  )) as { game_id: string | null; ended: boolean; n: number; events: string; commands: string }[];
  const row = rows[0];
  return row && row.n > 0 ? { gameId: row.game_id, ended: row.ended, events: row.events, commands: row.commands } : null;
}
