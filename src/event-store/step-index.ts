import type { StepLookup, StepTarget, StoredStep } from './event-store.types';
import { eventStepLookup, eventStepMarks } from './event-steps';
import type { Queryable } from './queryable';

export type StepUnitName = 'event' | 'action';

const COLUMNS = ['step', 'first_seq', 'last_seq', 'turn', 'prev_turn', 'next_turn', 'prev_resolution', 'next_resolution'] as const;
const FIELDS = ['step', 'firstSeq', 'lastSeq', 'turn', 'prevTurn', 'nextTurn', 'prevResolution', 'nextResolution'] as const;

/**
 * Stores the step index of a stream that ended at `finalSeq` in one statement (so an index is
 * either whole or absent): the action unit's rows, and for the event unit only its marks (one row
 * per match, event-steps.ts). Nothing when the stream has another length or an index is stored
 * already (a concurrent writer computed the same rows).
 */
export async function keepStepIndex(
  q: Queryable,
  matchId: string,
  finalSeq: number,
  units: Readonly<Record<StepUnitName, readonly StoredStep[]>>,
): Promise<void> {
  const entries = Object.entries(units) as [StepUnitName, readonly StoredStep[]][];
  for (const [unit, rows] of entries) {
    if (rows.length === 0 || rows[rows.length - 1]?.lastSeq !== finalSeq)
      throw new Error(`event store: the ${unit} step index of ${matchId} does not end at seq ${finalSeq}`);
  }
  const marks = eventStepMarks(units.event);
  const columns = FIELDS.map((field) => units.action.map((row) => row[field]));
  await q.query(
    `WITH marks AS (
       INSERT INTO match_step_marks (match_id, final_seq, turn_starts, resolutions)
       SELECT $1, $2, $3::int[], $4::int[]
        WHERE (SELECT max(seq) FROM match_events WHERE match_id = $1) = $2
       ON CONFLICT DO NOTHING
       RETURNING match_id)
     INSERT INTO match_steps (match_id, unit, ${COLUMNS.join(', ')})
     SELECT $1, 'action', u.* FROM unnest(${COLUMNS.map((_, i) => `$${i + 5}::int[]`).join(', ')}) AS u
      WHERE EXISTS (SELECT 1 FROM marks)
     ON CONFLICT DO NOTHING`,
    [matchId, finalSeq, marks.turnStarts, marks.resolutions, ...columns],
  );
}

/** Which row a target picks among the match's steps of one unit (`s`), given its last step (`last`). */
function targetCondition(target: StepTarget): { where: string; order: string; param: number | null } {
  switch (target.kind) {
    case 'step':
      return { where: 's.step = coalesce($3::int, last.step)', order: 's.step', param: target.step };
    case 'seq':
      // last_seq grows with the step: the first step reaching the seq contains it.
      return { where: 's.last_seq >= $3::int', order: 's.last_seq', param: target.seq };
    case 'turn':
      return { where: 's.turn >= $3::int', order: 's.turn, s.step', param: target.turn };
    case 'resolutionAfter':
      return {
        where: `s.step = (SELECT r.next_resolution FROM match_steps r
                           WHERE r.match_id = $1 AND r.unit = $2 AND r.step = least(greatest($3::int, 0), last.step))`,
        order: 's.step',
        param: target.step,
      };
  }
}

/**
 * With the header: the stream's first event's payload (match.created) and its import time, two
 * more index probes in the same round trip, for a reader that knows nothing of the match yet.
 */
const HEADER_COLUMNS = `,
            (SELECT payload FROM match_events WHERE match_id = $1 AND seq = 1) AS created_payload,
            (SELECT imported_at FROM match_imports WHERE match_id = $1) AS imported_at,
            (SELECT signed_head->>'keyId' FROM match_imports WHERE match_id = $1) AS import_signer`;

/** The statement of `lookUpStep` ($1 match id, $2 unit, $3 the target's number); the bench explains it. */
export function lookUpStepStatement(target: StepTarget, withHeader = false): { sql: string; param: number | null } {
  const { where, order, param } = targetCondition(target);
  return {
    sql: `WITH last AS (SELECT step, coalesce(turn, 0) AS turns, last_seq FROM match_steps
                    WHERE match_id = $1 AND unit = $2 ORDER BY step DESC LIMIT 1)
     SELECT last.step AS last_step, last.turns, last.last_seq AS final_seq, t.*${withHeader ? HEADER_COLUMNS : ''}
       FROM last LEFT JOIN LATERAL (
         SELECT ${COLUMNS.map((c) => `s.${c}`).join(', ')} FROM match_steps s
          WHERE s.match_id = $1 AND s.unit = $2 AND ${where} ORDER BY ${order} LIMIT 1) t ON true`,
    param,
  };
}

/**
 * One stored step and the match's last step, in one round trip through three index probes (five
 * with the header); null when the match has no stored step index (it has not ended, or it was
 * never indexed).
 */
export async function lookUpStep(q: Queryable, matchId: string, unit: StepUnitName, target: StepTarget, withHeader = false): Promise<StepLookup | null> {
  if (unit === 'event') return lookUpEventStep(q, matchId, target, withHeader);
  const { sql, param } = lookUpStepStatement(target, withHeader);
  const rows = (await q.query(sql, [matchId, unit, param])) as (Record<(typeof COLUMNS)[number], number | null> & {
    last_step: number;
    turns: number;
    final_seq: number;
    created_payload?: unknown;
    imported_at?: Date | null;
    import_signer?: string | null;
  })[];
  const found = rows[0];
  if (!found) return null;
  const row =
    found.step === null
      ? null
      : {
          step: found.step,
          firstSeq: Number(found.first_seq),
          lastSeq: Number(found.last_seq),
          turn: found.turn,
          prevTurn: found.prev_turn,
          nextTurn: found.next_turn,
          prevResolution: found.prev_resolution,
          nextResolution: found.next_resolution,
        };
  return withHeaderOf({ row, lastStep: found.last_step, turns: found.turns, finalSeq: found.final_seq }, found, withHeader);
}

type HeaderColumns = { created_payload?: unknown; imported_at?: Date | null; import_signer?: string | null };

function withHeaderOf(lookup: StepLookup, found: HeaderColumns, withHeader: boolean): StepLookup {
  return withHeader
    ? { ...lookup, header: { created: found.created_payload ?? null, importedAt: found.imported_at ?? null, importSigner: found.import_signer ?? null } }
    : lookup;
}

/** An event step, derived from the match's marks (one index probe, two more with the header); null without a stored index. */
async function lookUpEventStep(q: Queryable, matchId: string, target: StepTarget, withHeader: boolean): Promise<StepLookup | null> {
  const rows = (await q.query(`SELECT final_seq, turn_starts, resolutions${withHeader ? HEADER_COLUMNS : ''} FROM match_step_marks WHERE match_id = $1`, [
    matchId,
  ])) as ({ final_seq: number; turn_starts: number[]; resolutions: number[] } & HeaderColumns)[];
  const found = rows[0];
  if (!found) return null;
  const lookup = eventStepLookup({ finalSeq: found.final_seq, turnStarts: found.turn_starts, resolutions: found.resolutions }, target);
  return withHeaderOf(lookup, found, withHeader);
}
