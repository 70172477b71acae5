import type { Queryable } from './queryable';

/**
 * A digest of every stored row of a match (events and ledger), computed by PostgreSQL so that
 * nothing is sent or parsed here: equal fingerprints mean the audit would read the same record.
 * Null when there is no such match.
 */
export async function streamFingerprint(db: Queryable, matchId: string): Promise<string | null> {
  const rows = (await db.query(
    `SELECT (SELECT count(*) FROM match_events WHERE match_id = $1)::int AS events,
            (SELECT md5(coalesce(string_agg(md5(e::text), '' ORDER BY seq), '')) FROM match_events e WHERE match_id = $1) AS event_digest,
            (SELECT md5(coalesce(string_agg(md5(c::text), '' ORDER BY id), '')) FROM match_commands c WHERE match_id = $1) AS command_digest`,
    [matchId],
  )) as { events: number; event_digest: string; command_digest: string }[];
  const row = rows[0];
  return row && row.events > 0 ? `${row.events}:${row.event_digest}:${row.command_digest}` : null;
}
