import { headSql } from './append-rows';
import type { StepLookup, StepTarget, StoredStep } from './event-store.types';
import type { Queryable } from './queryable';
import { stepLookup, stepMarks, type StepUnitName } from './step-marks';
import { payloadSql } from './stored-form';

export type { StepUnitName } from './step-marks';

/**
 * Stores the step index of a stream that ended at `finalSeq` as its marks, one row (step-marks.ts).
 * Nothing when the stream has another length or an index is stored already (a concurrent writer
 * computed the same row).
 */
export async function keepStepIndex(
  q: Queryable,
  matchId: string,
  finalSeq: number,
  units: Readonly<Record<StepUnitName, readonly StoredStep[]>>,
): Promise<void> {
  for (const [unit, rows] of Object.entries(units)) {
    if (rows.length === 0 || rows[rows.length - 1]?.lastSeq !== finalSeq)
      throw new Error(`event store: the ${unit} step index of ${matchId} does not end at seq ${finalSeq}`);
  }
  const marks = stepMarks(units);
  await q.query(
    `INSERT INTO match_step_marks (match_id, final_seq, turn_starts, resolutions, action_ends)
     SELECT $1, $2, $3::int[], $4::int[], $5::int[]
      WHERE (SELECT h.seq FROM (${headSql('$1::uuid')}) h) = $2
     ON CONFLICT DO NOTHING`,
    [matchId, finalSeq, marks.turnStarts, marks.resolutions, marks.actionEnds],
  );
}

/**
 * With the header: the stream's first event's payload (match.created) and its import time, two
 * more index probes in the same round trip, for a reader that knows nothing of the match yet.
 */
const HEADER_COLUMNS = `,
            coalesce((SELECT a.events -> 0 -> 2 FROM match_appends a WHERE a.match_id = $1 AND a.first_seq = 1),
                     (SELECT ${payloadSql('e')} FROM match_events e WHERE e.match_id = $1 AND e.seq = 1)) AS created_payload,
            (SELECT imported_at FROM match_imports WHERE match_id = $1) AS imported_at,
            (SELECT signed_head->>'keyId' FROM match_imports WHERE match_id = $1) AS import_signer`;

/**
 * The marks as JSON: a 10,000-event match has thousands of them, and the driver's int[] parser
 * took over a third of a cold seek's CPU reading them (a split of their text, a sixth); JSON.parse
 * is native.
 */
const MARK_COLUMNS = ['turn_starts', 'resolutions', 'action_ends'].map((c) => `to_json(${c}) AS ${c}`).join(', ');

/** The statement of `lookUpStep` ($1 match id): one index probe, three with the header; the bench explains it. */
export function lookUpStepStatement(withHeader = false): string {
  return `SELECT final_seq, ${MARK_COLUMNS}${withHeader ? HEADER_COLUMNS : ''} FROM match_step_marks WHERE match_id = $1`;
}

interface MarksRow {
  final_seq: number;
  turn_starts: number[];
  resolutions: number[];
  action_ends: number[];
  created_payload?: unknown;
  imported_at?: Date | null;
  import_signer?: string | null;
}

/**
 * One step of a finished match's stored step index, computed from its marks (one short row even
 * for a 10,000-event match), or null when the match has no stored index (it has not ended, or it
 * was never indexed).
 */
export async function lookUpStep(q: Queryable, matchId: string, unit: StepUnitName, target: StepTarget, withHeader = false): Promise<StepLookup | null> {
  const rows = (await q.query(lookUpStepStatement(withHeader), [matchId])) as MarksRow[];
  const found = rows[0];
  if (!found) return null;
  const marks = { finalSeq: found.final_seq, turnStarts: found.turn_starts, resolutions: found.resolutions, actionEnds: found.action_ends };
  const lookup = stepLookup(marks, unit, target);
  return withHeader
    ? { ...lookup, header: { created: found.created_payload ?? null, importedAt: found.imported_at ?? null, importSigner: found.import_signer ?? null } }
    : lookup;
}
