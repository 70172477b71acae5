import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The group commit's append (src/event-store/append-batch.ts): many commands of different matches
 * in one call, hence one round trip and one durable commit, each command still all-or-nothing with
 * its own head check and ledger claim. A conflict or a duplicate is reported per command instead
 * of raised, so it never fails the others:
 *  - the match's transaction-scoped advisory lock is taken first (in match id order, so two
 *    batches never wait on each other in a cycle), then the head check reads what every earlier
 *    writer of that match committed: a concurrent writer can no longer slip in between the check
 *    and the insert, which would make the `(match_id, seq)` key raise and abort the whole batch;
 *  - the ledger claim is the command's first write: when it finds the id claimed, nothing of that
 *    command was written;
 *  - the events are inserted only after a successful claim.
 * The transaction path takes the same lock; a command written alone in its own statement does not
 * (append.ts). Should anything still raise, the caller retries the batch's commands one by one.
 */
export class AppendBatch1764100000000 implements MigrationInterface {
  name = 'AppendBatch1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION append_commands(batch jsonb)
        RETURNS TABLE (item int, outcome text, positions json)
        LANGUAGE plpgsql AS $$
      #variable_conflict use_column
      DECLARE
        c record;
      BEGIN
        FOR c IN
          SELECT * FROM jsonb_to_recordset(batch) AS x(
            i int, match_id uuid, expected int, head_hash text, actor text, command_id text, kind text, seat int,
            origin text, payload jsonb, received_at timestamptz, first_seq int, last_seq int, recorded_at timestamptz,
            events jsonb)
          ORDER BY x.match_id, x.i
        LOOP
          item := c.i;
          positions := NULL;
          PERFORM pg_advisory_xact_lock(hashtextextended(c.match_id::text, 0));
          IF NOT (EXISTS (SELECT 1 FROM match_events e WHERE e.match_id = c.match_id AND e.seq = c.expected AND e.hash = c.head_hash::bpchar)
                  AND NOT EXISTS (SELECT 1 FROM match_events e WHERE e.match_id = c.match_id AND e.seq = c.expected + 1)) THEN
            outcome := 'conflict';
            RETURN NEXT;
            CONTINUE;
          END IF;
          INSERT INTO match_commands (match_id, actor, command_id, kind, seat, origin, payload, received_at, decided_version,
                                      status, first_seq, last_seq)
          VALUES (c.match_id, c.actor, c.command_id, c.kind, c.seat, c.origin, c.payload, c.received_at, c.expected,
                  'accepted', c.first_seq, c.last_seq)
          ON CONFLICT (match_id, actor, command_id) DO NOTHING;
          IF NOT FOUND THEN
            outcome := 'duplicate';
            RETURN NEXT;
            CONTINUE;
          END IF;
          WITH ins AS (
            INSERT INTO match_events (match_id, seq, type, schema_version, payload, visibility, command_id,
                                      actor_kind, actor_seat, actor_reason, recorded_at, prev_hash, hash)
            SELECT c.match_id, r.seq, r.type, r.schema_version, r.payload, r.visibility, c.command_id,
                   r.actor_kind, r.actor_seat, r.actor_reason, c.recorded_at, r.prev_hash, r.hash
              FROM jsonb_to_recordset(c.events) AS r(seq int, type text, schema_version int, payload jsonb, visibility jsonb,
                                                     actor_kind text, actor_seat int, actor_reason text, prev_hash text, hash text)
            RETURNING seq, global_position
          )
          SELECT json_agg(json_build_object('seq', ins.seq, 'position', ins.global_position::text)) INTO positions FROM ins;
          outcome := 'appended';
          RETURN NEXT;
        END LOOP;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION append_commands(jsonb)`);
  }
}
