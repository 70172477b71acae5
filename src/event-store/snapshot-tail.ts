import { toStoredEvents, type EventRow } from './event-rows';
import type { SnapshotRecord, StoredEvent } from './event-store.types';
import type { Queryable } from './queryable';

/** A snapshot (or none) and the events after it: what a reader folds to reach one version. */
export interface SnapshotTail {
  /** The newest snapshot at or below the version asked for and above the floor, or null. */
  readonly snapshot: SnapshotRecord | null;
  /** The events after the snapshot (after the floor when there is none), up to the version asked for, in order. */
  readonly events: StoredEvent[];
}

/**
 * ONE statement for "the state at version `to`": the nearest snapshot at or below `atOrBelow`
 * newer than `floor` (a state the caller already holds), and only the events after it. Two
 * parallel reads (the snapshot, and every event the snapshot might have to be followed by) cost
 * two connections and read about twice the events; a replay seek's time is mostly these reads.
 *
 * The snapshot comes back as one extra row (every event column null, so it sorts first), and the
 * event the tail starts after as its anchor (its hash is the first event's previous hash, see
 * event-rows.ts). $1 match id, $2 rules version, $3 at or below, $4 floor, $5 to; the bench
 * explains it.
 */
export const SNAPSHOT_TAIL = `
WITH s AS (
  SELECT version, state FROM match_snapshots
   WHERE match_id = $1 AND rules_version = $2 AND version <= $3::int AND version > $4::int
   ORDER BY version DESC LIMIT 1
)
SELECT NULL::int AS snapshot_version, NULL::jsonb AS snapshot_state, e.*
  FROM match_events e
 WHERE e.match_id = $1 AND e.seq >= coalesce((SELECT version FROM s), $4::int) AND e.seq <= $5::int
UNION ALL
SELECT s.version, s.state, e.* FROM s LEFT JOIN match_events e ON false
ORDER BY seq NULLS FIRST`;

type Row = EventRow & { snapshot_version: number | null; snapshot_state: unknown };

export async function readSnapshotTail(
  q: Queryable,
  matchId: string,
  rulesVersion: string,
  range: { readonly atOrBelow: number; readonly floor: number; readonly to: number },
): Promise<SnapshotTail> {
  const rows = (await q.query(SNAPSHOT_TAIL, [matchId, rulesVersion, range.atOrBelow, range.floor, range.to])) as Row[];
  const first = rows[0];
  if (first?.snapshot_version == null) return { snapshot: null, events: toStoredEvents(rows, range.floor) };
  return {
    snapshot: { matchId, rulesVersion, version: first.snapshot_version, state: first.snapshot_state },
    events: toStoredEvents(rows.slice(1), first.snapshot_version),
  };
}
