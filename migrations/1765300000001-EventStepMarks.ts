import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The stored step index of a finished match becomes one row per match instead of one per step and
 * unit (460 bytes per event, most of it the event unit's rows and their three indexes): an event
 * step is its seq, an action step ends at the seq listed for it, and the turn and navigation of
 * every step follow from the match's turn starts and stack resolutions
 * (src/event-store/step-marks.ts derives each stored row from them).
 *
 * The marks of the matches indexed before come from their rows (the next turn and next resolution
 * of the event steps are exactly the turn starts and the resolutions; the action steps' last seqs
 * are the ends). Nothing waits on it: the step index is only ever inserted, and readers keep
 * reading the old table until this transaction commits.
 */
export class EventStepMarks1765300000001 implements MigrationInterface {
  name = 'EventStepMarks1765300000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE match_step_marks (
        match_id    uuid      PRIMARY KEY,
        -- The match's last seq: its last event step.
        final_seq   integer   NOT NULL,
        -- Seqs of the events that start a turn, and of stack-resolution events, ascending.
        turn_starts integer[] NOT NULL,
        resolutions integer[] NOT NULL,
        -- The last seq of each action step from step 1 (step 0 shows no event).
        action_ends integer[] NOT NULL
      )`);
    await q.query(`
      INSERT INTO match_step_marks (match_id, final_seq, turn_starts, resolutions, action_ends)
      SELECT match_id, max(last_seq) FILTER (WHERE unit = 'event'),
             coalesce(array_agg(DISTINCT next_turn ORDER BY next_turn) FILTER (WHERE unit = 'event' AND next_turn IS NOT NULL), '{}'),
             coalesce(array_agg(DISTINCT next_resolution ORDER BY next_resolution) FILTER (WHERE unit = 'event' AND next_resolution IS NOT NULL), '{}'),
             coalesce(array_agg(last_seq ORDER BY step) FILTER (WHERE unit = 'action' AND step > 0), '{}')
        FROM match_steps GROUP BY match_id
      HAVING count(*) FILTER (WHERE unit = 'event') > 0`);
    await q.query(`DROP TABLE match_steps`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Finished matches are indexed again by replay when they have no stored index.
    await q.query(`DROP TABLE match_step_marks`);
    await q.query(`
      CREATE TABLE match_steps (
        match_id uuid NOT NULL, unit text NOT NULL CHECK (unit IN ('event', 'action')), step integer NOT NULL,
        first_seq integer NOT NULL, last_seq integer NOT NULL, turn integer, prev_turn integer, next_turn integer,
        prev_resolution integer, next_resolution integer, PRIMARY KEY (match_id, unit, step))`);
  }
}
