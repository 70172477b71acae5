import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The event types a summary keeps whole: what a match list is folded from (src/projections/lobby.fold.ts). */
const LIFECYCLE_TYPES = `('match.created', 'seat.claimed', 'match.ended')`;

/** A summary per match of the rows in `rows` (a table of match_events rows). */
const SUMMARIES_OF = (rows: string) => `
  SELECT match_id, max(seq), max(recorded_at),
         coalesce(jsonb_agg(jsonb_build_object('seq', seq, 'type', type, 'payload', payload, 'recordedAt', recorded_at) ORDER BY seq)
                  FILTER (WHERE type IN ${LIFECYCLE_TYPES}), '[]'::jsonb)
    FROM ${rows} GROUP BY match_id`;

/**
 * One summary row per match, kept with each append by a statement trigger on the event log (every
 * write path: the single-statement append, the batch, the transaction, imports), in the append's
 * own transaction: the newest seq and time, and the few lifecycle events whole. A lobby rebuild
 * folds these rows, so it costs in proportion to matches, not events (a 10,000-event match is one
 * short row). Derived data like the lobby: the audit never reads it.
 *
 * SECURITY DEFINER: the server's role may only read the table; the trigger writes it. Fillfactor
 * 70: the row of a live match is updated at every command, in place (HOT) while its page has room.
 * The summaries of the matches already stored are filled here, in this migration's transaction.
 */
export class MatchSummaries1765300000002 implements MigrationInterface {
  name = 'MatchSummaries1765300000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE match_summaries (
        match_id   uuid           PRIMARY KEY,
        last_seq   integer        NOT NULL,
        updated_at timestamptz(3) NOT NULL,
        -- The lifecycle events in seq order: {seq, type, payload, recordedAt} each.
        lifecycle  jsonb          NOT NULL
      ) WITH (fillfactor = 70)`);
    await q.query(`
      CREATE FUNCTION keep_match_summaries() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
      BEGIN
        INSERT INTO match_summaries AS s (match_id, last_seq, updated_at, lifecycle)
        ${SUMMARIES_OF('new_rows')}
        ON CONFLICT (match_id) DO UPDATE
          SET last_seq = greatest(s.last_seq, EXCLUDED.last_seq), updated_at = greatest(s.updated_at, EXCLUDED.updated_at),
              lifecycle = CASE WHEN EXCLUDED.lifecycle = '[]'::jsonb THEN s.lifecycle ELSE s.lifecycle || EXCLUDED.lifecycle END;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER match_events_summaries AFTER INSERT ON match_events
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_match_summaries()`);
    await q.query(`INSERT INTO match_summaries (match_id, last_seq, updated_at, lifecycle) ${SUMMARIES_OF('match_events')}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER match_events_summaries ON match_events`);
    await q.query(`DROP FUNCTION keep_match_summaries()`);
    await q.query(`DROP TABLE match_summaries`);
  }
}
