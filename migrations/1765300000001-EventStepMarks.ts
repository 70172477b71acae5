import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The stored step index keeps one row per step only for the `action` unit. An `event` step is its
 * seq (step k shows event k), so what that unit needs beyond the seq is the match's turn starts and
 * stack resolutions: one row per match in `match_step_marks` (src/event-store/event-steps.ts
 * derives every event step from it). The event-unit rows were 460 bytes per event.
 *
 * The marks of the matches indexed before come from their event-unit rows (the next turn and next
 * resolution of every step are exactly the turn starts and the resolutions), which are deleted
 * after. Nothing waits on it: the step index is only ever inserted, and readers keep reading the
 * old rows until this transaction commits.
 */
export class EventStepMarks1765300000001 implements MigrationInterface {
  name = 'EventStepMarks1765300000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE match_step_marks (
        match_id    uuid    PRIMARY KEY,
        -- The match's last seq: its last event step.
        final_seq   integer NOT NULL,
        -- Seqs of the events that start a turn, and of stack-resolution events, ascending.
        turn_starts integer[] NOT NULL,
        resolutions integer[] NOT NULL
      )`);
    await q.query(`
      INSERT INTO match_step_marks (match_id, final_seq, turn_starts, resolutions)
      SELECT match_id, max(last_seq),
             coalesce(array_agg(DISTINCT next_turn ORDER BY next_turn) FILTER (WHERE next_turn IS NOT NULL), '{}'),
             coalesce(array_agg(DISTINCT next_resolution ORDER BY next_resolution) FILTER (WHERE next_resolution IS NOT NULL), '{}')
        FROM match_steps WHERE unit = 'event' GROUP BY match_id`);
    await q.query(`DELETE FROM match_steps WHERE unit = 'event'`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The event-unit rows are recomputed by replay when a finished match has none.
    await q.query(`DROP TABLE match_step_marks`);
  }
}
