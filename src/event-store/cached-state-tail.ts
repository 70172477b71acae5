import { streamEventRows, streamRowsSql, type StreamRow } from './append-rows';
import { toStoredEvents } from './event-rows';
import type { CachedState, StoredEvent } from './event-store.types';
import type { Queryable } from './queryable';
import { CACHED_STATE } from './state-cache';

/** A cached state (or none) and the events after it: what a reader folds to reach one version. */
export interface CachedStateTail {
  /** The newest cached state at or below the version asked for and above the floor, or null. */
  readonly cached: CachedState | null;
  /** The events after the cached state (after the floor when there is none), up to the version asked for, in order. */
  readonly events: StoredEvent[];
}

/**
 * ONE statement for "the state at version `to`": the nearest cached state at or below `atOrBelow`
 * newer than `floor` (a state the caller already holds), and only the events after it. Two
 * parallel reads (the cached state, and every event it might have to be followed by) cost
 * two connections and read about twice the events; a replay seek's time is mostly these reads.
 *
 * The cached state comes back as one extra row (every event column null, so it sorts first), then
 * the rows holding the events from the one the tail starts after (its anchor: its hash is the first
 * event's previous hash, see event-rows.ts) up to `to`: append rows from the one holding the
 * anchor, found by one probe of the primary key (append-rows.ts). $1 match id, $2 rules version,
 * $3 at or below, $4 floor, $5 to; the bench explains it.
 */
export const CACHED_STATE_TAIL = `
WITH s AS (
  SELECT version, ${CACHED_STATE} AS state FROM match_state_cache
   WHERE match_id = $1 AND rules_version = $2 AND version <= $3::int AND version > $4::int
   ORDER BY version DESC LIMIT 1
)
SELECT NULL::int AS cached_version, NULL::json AS cached_state, r.*
  FROM (${streamRowsSql('$1::uuid', 'coalesce((SELECT version FROM s), $4::int)', '$5::int')}) r
UNION ALL
SELECT s.version, s.state, r.* FROM s LEFT JOIN (${streamRowsSql('$1::uuid', '0', '-1')}) r ON false
ORDER BY first_seq NULLS FIRST`;

type Row = StreamRow & { cached_version: number | null; cached_state: unknown };

export async function readCachedStateTail(
  q: Queryable,
  matchId: string,
  rulesVersion: string,
  range: { readonly atOrBelow: number; readonly floor: number; readonly to: number },
): Promise<CachedStateTail> {
  const rows = (await q.query(CACHED_STATE_TAIL, [matchId, rulesVersion, range.atOrBelow, range.floor, range.to])) as Row[];
  const first = rows[0];
  if (first?.cached_version == null) return { cached: null, events: toStoredEvents(streamEventRows(rows, range.floor, range.to), range.floor) };
  return {
    cached: { matchId, rulesVersion, version: first.cached_version, state: first.cached_state },
    events: toStoredEvents(streamEventRows(rows.slice(1), first.cached_version, range.to), first.cached_version),
  };
}
