import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `append_commands` as two set-based statements instead of a loop per command (same signature,
 * same answers, see 1764100000000-AppendBatch.ts): a batch is executed by one backend on one core,
 * and a PL/pgSQL loop of five statements per command made a large batch slower than the same
 * commands committed separately on several backends.
 *  1. The stream locks of every match in the batch, in lock-key order (two batches never wait on
 *     each other in a cycle). After it, the next statement's snapshot sees everything the earlier
 *     writers of these matches committed.
 *  2. One statement: the head check of every command (the stream's newest event is the one it was
 *     decided on); of the commands of one match that pass it,
 *     the first (the others were decided on the same head: conflicts); the ledger claims (a
 *     claimed id: duplicate, nothing written for it); the events of the commands whose claim
 *     succeeded; and the answer per command.
 */
export class AppendBatchSetBased1764300000002 implements MigrationInterface {
  name = 'AppendBatchSetBased1764300000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION append_commands(batch jsonb)
        RETURNS TABLE (item int, outcome text, positions json)
        LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(k.key)
           FROM (SELECT DISTINCT hashtextextended(x.match_id, 0) AS key
                   FROM jsonb_to_recordset(batch) AS x(match_id text) ORDER BY 1) k;
        RETURN QUERY
        WITH b AS (
          SELECT * FROM jsonb_to_recordset(batch) AS x(
            i int, match_id uuid, expected int, head_hash text, actor text, command_id text, kind text, seat int,
            origin text, payload jsonb, received_at timestamptz, first_seq int, last_seq int, recorded_at timestamptz,
            events jsonb)
        ),
        fit AS (
          -- The head of each stream by one index probe per command (a LATERAL with LIMIT is never
          -- turned into a join over the whole table, whatever the batch's size estimate).
          SELECT DISTINCT ON (b.match_id) b.*
            FROM b
           CROSS JOIN LATERAL (SELECT e.seq, e.hash FROM match_events e WHERE e.match_id = b.match_id ORDER BY e.seq DESC LIMIT 1) h
           WHERE h.seq = b.expected AND h.hash = b.head_hash::bpchar
           ORDER BY b.match_id, b.i
        ),
        claim AS (
          INSERT INTO match_commands (match_id, actor, command_id, kind, seat, origin, payload, received_at, decided_version,
                                      status, first_seq, last_seq)
          SELECT f.match_id, f.actor, f.command_id, f.kind, f.seat, f.origin, f.payload, f.received_at, f.expected,
                 'accepted', f.first_seq, f.last_seq
            FROM fit f
          ON CONFLICT (match_id, actor, command_id) DO NOTHING
          RETURNING match_commands.match_id
        ),
        ins AS (
          INSERT INTO match_events (match_id, seq, type, schema_version, payload, visibility, command_id,
                                    actor_kind, actor_seat, actor_reason, recorded_at, prev_hash, hash)
          SELECT f.match_id, r.seq, r.type, r.schema_version, r.payload, r.visibility, f.command_id,
                 r.actor_kind, r.actor_seat, r.actor_reason, f.recorded_at, r.prev_hash, r.hash
            FROM fit f
            JOIN claim c ON c.match_id = f.match_id
           CROSS JOIN LATERAL jsonb_to_recordset(f.events) AS r(seq int, type text, schema_version int, payload jsonb, visibility jsonb,
                                                                actor_kind text, actor_seat int, actor_reason text, prev_hash text, hash text)
          RETURNING match_events.match_id, match_events.seq, match_events.global_position
        )
        SELECT b.i,
               CASE WHEN f.i IS NULL THEN 'conflict' WHEN c.match_id IS NULL THEN 'duplicate' ELSE 'appended' END,
               (SELECT json_agg(json_build_object('seq', n.seq, 'position', n.global_position::text))
                  FROM ins n WHERE n.match_id = b.match_id AND c.match_id IS NOT NULL AND f.i = b.i)
          FROM b
          LEFT JOIN fit f ON f.match_id = b.match_id AND f.i = b.i
          LEFT JOIN claim c ON c.match_id = b.match_id;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The loop of 1764100000000-AppendBatch comes back when that migration is reverted and re-run.
    await q.query(`SELECT 1`);
  }
}
