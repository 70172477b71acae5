import { eventsSql } from './append-rows';
import type { StreamOutline } from './event-store.types';
import type { Queryable } from './queryable';

/**
 * Per event of a match from seq $2: its seq, type and whether it continues the previous event's
 * command (append rows from the one holding $2, found by one probe of the primary key).
 */
const EVENTS_WITH_CONT = `
  SELECT seq, type, coalesce(command_id = lag(command_id) OVER (ORDER BY seq), false) AS cont
    FROM ${eventsSql(
      'e.match_id = $1 AND e.seq >= $2',
      'a.match_id = $1 AND a.first_seq >= coalesce((SELECT max(h.first_seq) FROM match_appends h WHERE h.match_id = $1 AND h.first_seq <= $2), 0)',
    )} x
   WHERE seq >= $2`;

const PACKED = `min(seq) AS first, count(*)::int AS n,
                string_agg(type, E'\\x1f' ORDER BY seq) AS types,
                string_agg(CASE WHEN cont THEN '1' ELSE '0' END, '' ORDER BY seq) AS cont`;

/**
 * The outline after `afterSeq`, packed into one row. From the start (`afterSeq` 0) a stored
 * outline answers when there is one (a finished match: one short row); otherwise every event after
 * `afterSeq` is read. The window starts at `afterSeq` itself so that the first new event is compared
 * with the last known one. The scan sits under a condition on the stored row, which PostgreSQL
 * evaluates once before running it.
 */
export async function readOutline(q: Queryable, matchId: string, afterSeq: number): Promise<StreamOutline> {
  const rows = (await q.query(
    `WITH stored AS (SELECT events, types, cont FROM match_outlines WHERE match_id = $1 AND $2::int = 0)
     SELECT 1 AS first, events AS n, types, cont, true AS stored FROM stored
     UNION ALL
     SELECT *, false FROM (SELECT ${PACKED} FROM (${EVENTS_WITH_CONT}) e WHERE seq > $2) computed
      WHERE NOT EXISTS (SELECT 1 FROM stored)`,
    [matchId, afterSeq],
  )) as { first: number | null; n: number; types: string | null; cont: string | null; stored: boolean }[];
  const row = rows[0];
  if (!row || row.n === 0 || row.types === null || row.cont === null) return { firstSeq: afterSeq + 1, types: [], continues: [] };
  const types = row.types.split('\x1f');
  const continues = Array.from(row.cont, (c) => c === '1');
  if (types.length !== row.n || continues.length !== row.n) throw new Error(`event store: outline of ${matchId} is malformed`);
  const outline = { firstSeq: Number(row.first), types, continues };
  return row.stored ? { ...outline, stored: true } : outline;
}

/**
 * Stores the outline of a stream that can no longer grow (the caller knows it ended at
 * `finalSeq`); nothing when the stream has another length or the outline is stored already.
 */
export async function keepOutline(q: Queryable, matchId: string, finalSeq: number): Promise<void> {
  await q.query(
    `INSERT INTO match_outlines (match_id, events, types, cont)
     SELECT $1, n, types, cont FROM (SELECT ${PACKED} FROM (${EVENTS_WITH_CONT}) e) packed
      WHERE n = $3 AND first = 1 AND NOT EXISTS (SELECT 1 FROM match_outlines WHERE match_id = $1)
     ON CONFLICT (match_id) DO NOTHING`,
    [matchId, 0, finalSeq],
  );
}
