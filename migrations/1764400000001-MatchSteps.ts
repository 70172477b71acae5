import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The step index of a finished match, one row per replay step and unit, written once when the
 * match ends (or is imported): a cold replay seek reads the one row it needs instead of the whole
 * match's outline (src/event-store/step-index.ts). Derived from the log, never the truth: the
 * audit reads only the events. Written and read by the event store only.
 */
export class MatchSteps1764400000001 implements MigrationInterface {
  name = 'MatchSteps1764400000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE match_steps (
        match_id        uuid    NOT NULL,
        unit            text    NOT NULL CHECK (unit IN ('event', 'action')),
        step            integer NOT NULL,
        -- The step shows the events first_seq..last_seq (step 0: 1..0, none).
        first_seq       integer NOT NULL,
        last_seq        integer NOT NULL,
        -- Turn in progress after last_seq; navigation targets as step numbers (null: none).
        turn            integer,
        prev_turn       integer,
        next_turn       integer,
        prev_resolution integer,
        next_resolution integer,
        PRIMARY KEY (match_id, unit, step)
      )`);
    // Seeks by seq and by turn: the first step at or past it.
    await q.query(`CREATE INDEX match_steps_by_seq ON match_steps (match_id, unit, last_seq)`);
    await q.query(`CREATE INDEX match_steps_by_turn ON match_steps (match_id, unit, turn, step)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE match_steps`);
  }
}
