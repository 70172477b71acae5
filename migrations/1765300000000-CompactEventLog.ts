import type { MigrationInterface, QueryRunner } from 'typeorm';
import { AppendBatchSetBased1764300000002 } from './1764300000002-AppendBatchSetBased';

/** The hash of a row as text, whichever form it is stored in (a compacted row has only `digest`). */
const HASH_OF = (row: string) => `coalesce(encode(${row}.digest, 'hex'), ${row}.hash::text)`;

/**
 * The previous row's hash for a row `e` (the genesis hash before seq 1; null when that row is
 * missing, so a gap is never taken for a link).
 */
const PREVIOUS_HASH_OF = (e: string) => `CASE WHEN ${e}.seq = 1 THEN repeat('0', 64)
  ELSE (SELECT ${HASH_OF('p')} FROM match_events p WHERE p.match_id = ${e}.match_id AND p.seq = ${e}.seq - 1) END`;

/** The append-only trigger's function, permitting the conversion of an old row and nothing else. */
const APPEND_ONLY_WITH_COMPACTION = `
      CREATE OR REPLACE FUNCTION match_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        previous text;
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          -- The one change permitted: the compaction of a row written in the old form.
          previous := ${PREVIOUS_HASH_OF('OLD')};
          IF OLD.digest IS NULL AND OLD.hash IS NOT NULL AND NEW.digest = decode(OLD.hash, 'hex')
             AND NEW.hash IS NULL AND NEW.prev_hash IS NULL AND OLD.prev_hash = previous
             AND (NEW.visibility IS NOT DISTINCT FROM OLD.visibility
                  OR (NEW.visibility IS NULL AND OLD.visibility = '{"kind": "public"}'::jsonb))
             AND (NEW.match_id, NEW.seq, NEW.global_position, NEW.tx_id, NEW.type, NEW.schema_version, NEW.payload,
                  NEW.command_id, NEW.actor_kind, NEW.actor_seat, NEW.actor_reason, NEW.recorded_at)
                 IS NOT DISTINCT FROM
                 (OLD.match_id, OLD.seq, OLD.global_position, OLD.tx_id, OLD.type, OLD.schema_version, OLD.payload,
                  OLD.command_id, OLD.actor_kind, OLD.actor_seat, OLD.actor_reason, OLD.recorded_at) THEN
            RETURN NEW;
          END IF;
        END IF;
        RAISE EXCEPTION 'match_events is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
      END $$`;

/** The batched append, writing the compact form. */
const APPEND_COMMANDS_COMPACT = `
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
          SELECT DISTINCT ON (b.match_id) b.*
            FROM b
           CROSS JOIN LATERAL (SELECT e.seq, ${HASH_OF('e')} AS hash FROM match_events e WHERE e.match_id = b.match_id ORDER BY e.seq DESC LIMIT 1) h
           WHERE h.seq = b.expected AND h.hash = b.head_hash
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
                                    actor_kind, actor_seat, actor_reason, recorded_at, digest)
          SELECT f.match_id, r.seq, r.type, r.schema_version, r.payload, r.visibility, f.command_id,
                 r.actor_kind, r.actor_seat, r.actor_reason, f.recorded_at, decode(r.digest, 'hex')
            FROM fit f
            JOIN claim c ON c.match_id = f.match_id
           CROSS JOIN LATERAL jsonb_to_recordset(f.events) AS r(seq int, type text, schema_version int, payload jsonb, visibility jsonb,
                                                                actor_kind text, actor_seat int, actor_reason text, digest text)
          RETURNING match_events.match_id, match_events.seq, match_events.global_position
        )
        SELECT b.i,
               CASE WHEN f.i IS NULL THEN 'conflict' WHEN c.match_id IS NULL THEN 'duplicate' ELSE 'appended' END,
               (SELECT json_agg(json_build_object('seq', n.seq, 'position', n.global_position::text))
                  FROM ins n WHERE n.match_id = b.match_id AND c.match_id IS NOT NULL AND f.i = b.i)
          FROM b
          LEFT JOIN fit f ON f.match_id = b.match_id AND f.i = b.i
          LEFT JOIN claim c ON c.match_id = b.match_id;
      END $$`;

/** One batch of the conversion. */
const COMPACT_EVENT_LOG = `
      CREATE OR REPLACE FUNCTION compact_event_log(max_rows int) RETURNS TABLE (compacted int, more boolean)
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
      DECLARE
        progress event_log_compaction%ROWTYPE;
        upto_match uuid;
        upto_seq int;
        changed int;
      BEGIN
        -- One converter at a time (several servers may call it).
        SELECT * INTO progress FROM event_log_compaction FOR UPDATE;
        IF NOT FOUND OR progress.done THEN
          RETURN QUERY SELECT 0, false;
          RETURN;
        END IF;
        SELECT s.match_id, s.seq INTO upto_match, upto_seq FROM (
          SELECT e.match_id, e.seq FROM match_events e
           WHERE (e.match_id, e.seq) > (progress.after_match, progress.after_seq)
           ORDER BY e.match_id, e.seq LIMIT max_rows) s
         ORDER BY s.match_id DESC, s.seq DESC LIMIT 1;
        IF upto_match IS NULL THEN
          UPDATE event_log_compaction SET done = true;
          RETURN QUERY SELECT 0, false;
          RETURN;
        END IF;
        UPDATE match_events e
           SET digest = decode(e.hash, 'hex'), hash = NULL, prev_hash = NULL,
               visibility = CASE WHEN e.visibility = '{"kind": "public"}'::jsonb THEN NULL ELSE e.visibility END
         WHERE (e.match_id, e.seq) > (progress.after_match, progress.after_seq) AND (e.match_id, e.seq) <= (upto_match, upto_seq)
           AND e.digest IS NULL AND e.hash IS NOT NULL
           AND e.prev_hash = ${PREVIOUS_HASH_OF('e')};
        GET DIAGNOSTICS changed = ROW_COUNT;
        UPDATE event_log_compaction SET after_match = upto_match, after_seq = upto_seq;
        RETURN QUERY SELECT changed, true;
      END $$`;

/** The functions this migration defines, as later migrations' down() restore them. */
export const CompactEventLogFunctions: readonly string[] = [APPEND_ONLY_WITH_COMPACTION, APPEND_COMMANDS_COMPACT, COMPACT_EVENT_LOG];

/**
 * A compact event row (docs/operations.md, "Storage"): the hash as 32 bytes in `digest` instead of
 * 64 hex characters, no `prev_hash` (it is the previous row's hash; the chain is over canonical
 * JSON, not over storage, so verification and exports read the same values), and a null
 * `visibility` for public events (95 % of them).
 *
 * Only instant changes here (a nullable column, dropped NOT NULLs, a trigger and a function
 * replaced, an index dropped): no table is rewritten and nobody waits. The rows written before are
 * converted later in short batches by `compact_event_log` (the server calls it in the background,
 * see src/event-store/event-log-compactor.ts), in one pass over the log in primary-key order.
 * The append-only trigger permits exactly that conversion and nothing else: a row whose
 * `prev_hash` is not its predecessor's hash is left as it is, so the audit still names that link.
 */
export class CompactEventLog1765300000000 implements MigrationInterface {
  name = 'CompactEventLog1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE match_events ADD COLUMN digest bytea`);
    await q.query(`ALTER TABLE match_events ALTER COLUMN visibility DROP NOT NULL, ALTER COLUMN prev_hash DROP NOT NULL, ALTER COLUMN hash DROP NOT NULL`);
    // NOT VALID: checked for every new and changed row, without a scan of the old ones now.
    await q.query(`ALTER TABLE match_events ADD CONSTRAINT match_events_hash_stored
                     CHECK ((digest IS NOT NULL AND octet_length(digest) = 32) OR hash IS NOT NULL) NOT VALID`);
    await q.query(APPEND_ONLY_WITH_COMPACTION);

    // The batched append writes the compact form and finds a head in either form.
    await q.query(APPEND_COMMANDS_COMPACT);

    // How far the conversion got, in primary-key order (the rows after are converted next).
    await q.query(`
      CREATE TABLE event_log_compaction (
        one         boolean PRIMARY KEY DEFAULT true CHECK (one),
        after_match uuid    NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000',
        after_seq   integer NOT NULL DEFAULT 0,
        done        boolean NOT NULL
      )`);
    await q.query(`INSERT INTO event_log_compaction (done) SELECT NOT EXISTS (SELECT 1 FROM match_events)`);

    // One batch of the conversion: the next rows by primary key (one index range per batch, never a
    // scan of the converted part; rows already compact are passed over). SECURITY DEFINER: the
    // server's role has no UPDATE on the log; the trigger above is what limits this to the conversion.
    await q.query(COMPACT_EVENT_LOG);

    // Nothing looks an event up by its global position alone: the global log reads along
    // (tx_id, global_position), and the identity column never repeats a value. 20-25 bytes an event.
    await q.query(`DROP INDEX match_events_global_position`);
  }

  async down(q: QueryRunner): Promise<void> {
    // A compact row cannot take the old form back without rewriting the log: refuse then.
    const compact = (await q.query(`SELECT EXISTS (SELECT 1 FROM match_events WHERE digest IS NOT NULL) AS any`)) as { any: boolean }[];
    if (compact[0]?.any) throw new Error('the event log holds compact rows: this migration cannot be reverted');
    await q.query(`CREATE UNIQUE INDEX match_events_global_position ON match_events (global_position)`);
    await q.query(`DROP FUNCTION compact_event_log(int)`);
    await q.query(`DROP TABLE event_log_compaction`);
    await q.query(`ALTER TABLE match_events DROP CONSTRAINT match_events_hash_stored`);
    await q.query(`ALTER TABLE match_events DROP COLUMN digest`);
    await q.query(`ALTER TABLE match_events ALTER COLUMN visibility SET NOT NULL, ALTER COLUMN prev_hash SET NOT NULL, ALTER COLUMN hash SET NOT NULL`);
    await q.query(`
      CREATE OR REPLACE FUNCTION match_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'match_events is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
      END $$`);
    await new AppendBatchSetBased1764300000002().up(q);
  }
}
