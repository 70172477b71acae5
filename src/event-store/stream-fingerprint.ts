import { eventsSql } from './append-rows';
import type { Queryable } from './queryable';

/**
 * A digest of every stored event and ledger row of a match, computed by PostgreSQL so that nothing
 * is sent or parsed here: equal fingerprints mean the audit would read the same record. Over what
 * the audit reads of each event (not where it is stored: packing a match's old rows into append
 * rows keeps its fingerprint). Null when there is no such match.
 */
export async function streamFingerprint(db: Queryable, matchId: string): Promise<string | null> {
  const rows = (await db.query(
    `WITH ev AS (
       SELECT seq, type, schema_version, payload::text AS payload, visibility, command_id, actor_kind, actor_seat, actor_reason, recorded_at,
              encode(digest, 'hex') AS hash, prev_hash
         FROM ${eventsSql('e.match_id = $1', 'a.match_id = $1')} x)
     SELECT (SELECT count(*) FROM ev)::int AS events,
            (SELECT md5(coalesce(string_agg(md5(ev::text), '' ORDER BY seq), '')) FROM ev) AS event_digest,
            (SELECT md5(coalesce(string_agg(md5(c::text), '' ORDER BY id), '')) FROM match_commands c WHERE match_id = $1) AS command_digest`,
    [matchId],
  )) as { events: number; event_digest: string; command_digest: string }[];
  const row = rows[0];
  return row && row.events > 0 ? `${row.events}:${row.event_digest}:${row.command_digest}` : null;
}
