import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CompactEventLogFunctions } from './1765300000000-CompactEventLog';

/** The hash of a row as text, whichever form it is stored in (a compacted row has only `digest`). */
const HASH_OF = (row: string) => `coalesce(encode(${row}.digest, 'hex'), ${row}.hash::text)`;

/** The previous row's hash for a row `e` (the genesis hash before seq 1; null when that row is missing). */
const PREVIOUS_HASH_OF = (e: string) => `CASE WHEN ${e}.seq = 1 THEN repeat('0', 64)
  ELSE (SELECT ${HASH_OF('p')} FROM match_events p WHERE p.match_id = ${e}.match_id AND p.seq = ${e}.seq - 1) END`;

/** The columns neither conversion may touch. */
const UNTOUCHED = (r: string) =>
  `(${r}.match_id, ${r}.seq, ${r}.global_position, ${r}.tx_id, ${r}.type, ${r}.schema_version, ${r}.command_id, ${r}.actor_kind, ${r}.actor_seat, ${r}.actor_reason, ${r}.recorded_at)`;

/** The append-only trigger's function, permitting the two conversions of an old row and nothing else. */
const APPEND_ONLY_WITH_PAYLOAD_MOVE = `
      CREATE OR REPLACE FUNCTION match_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        hash_kept boolean;
        hash_compacted boolean;
        payload_kept boolean;
        payload_moved boolean;
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          -- The changes permitted: the compaction of a row written in an older form, nothing else.
          hash_kept := (NEW.digest, NEW.hash, NEW.prev_hash, NEW.visibility) IS NOT DISTINCT FROM (OLD.digest, OLD.hash, OLD.prev_hash, OLD.visibility);
          hash_compacted := OLD.digest IS NULL AND OLD.hash IS NOT NULL AND NEW.digest = decode(OLD.hash, 'hex')
             AND NEW.hash IS NULL AND NEW.prev_hash IS NULL AND OLD.prev_hash = ${PREVIOUS_HASH_OF('OLD')}
             AND (NEW.visibility IS NOT DISTINCT FROM OLD.visibility OR (NEW.visibility IS NULL AND OLD.visibility = '{"kind": "public"}'::jsonb));
          payload_kept := (NEW.payload::text, NEW.payload_jsonb) IS NOT DISTINCT FROM (OLD.payload::text, OLD.payload_jsonb);
          payload_moved := OLD.payload IS NULL AND OLD.payload_jsonb IS NOT NULL AND NEW.payload_jsonb IS NULL
             AND NEW.payload::jsonb = OLD.payload_jsonb;
          IF (hash_kept OR coalesce(hash_compacted, false)) AND (payload_kept OR coalesce(payload_moved, false))
             AND ${UNTOUCHED('NEW')} IS NOT DISTINCT FROM ${UNTOUCHED('OLD')} THEN
            RETURN NEW;
          END IF;
        END IF;
        RAISE EXCEPTION 'match_events is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
      END $$`;

/** The batched append, reading each payload as JSON text and storing it as it came. */
const APPEND_COMMANDS_JSON_TEXT = `
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
          SELECT f.match_id, r.seq, r.type, r.schema_version, r.payload::json, r.visibility, f.command_id,
                 r.actor_kind, r.actor_seat, r.actor_reason, f.recorded_at, decode(r.digest, 'hex')
            FROM fit f
            JOIN claim c ON c.match_id = f.match_id
           CROSS JOIN LATERAL jsonb_to_recordset(f.events) AS r(seq int, type text, schema_version int, payload text, visibility jsonb,
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

/** The functions this migration defines that a later migration replaces, as that one's down() restores them. */
export const PayloadAsJsonTextFunctions: readonly string[] = [APPEND_ONLY_WITH_PAYLOAD_MOVE, APPEND_COMMANDS_JSON_TEXT];

/**
 * The payload of an event is stored as compact JSON text (`json`) instead of `jsonb`: 72 bytes
 * where jsonb took 97 on average (Four Souls, 6,455 events; jsonb's per-key offsets and numeric
 * numbers cost more than they save on objects of a few keys), about a quarter of the event row's
 * column bytes. Nothing reads into a payload on the hot path: the server parses it, the chain
 * hashes the canonical JSON of the value (docs/design.md §4), so the chain, audits and exports
 * prove the same. Written as the server made it (`JSON.stringify` of the value in jsonb's key
 * order, chain-rows.ts), so a read returns the same value, keys in the same order.
 *
 * Without downtime, like migrations/1765300000000: only instant changes here. The old column is
 * renamed `payload_jsonb` (now nullable) and a new `payload json` takes the new rows, so an
 * instance still running the previous release writes the new column through the jsonb-to-json
 * cast. Rows written before keep `payload_jsonb` until `compact_event_log` moves them, in the
 * same batches as the hash conversion (a second pass over the log in primary-key order); every
 * read accepts both. The append-only trigger permits exactly these two conversions.
 */
export class PayloadAsJsonText1765300000101 implements MigrationInterface {
  name = 'PayloadAsJsonText1765300000101';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE match_events RENAME COLUMN payload TO payload_jsonb`);
    await q.query(`ALTER TABLE match_events ALTER COLUMN payload_jsonb DROP NOT NULL, ADD COLUMN payload json`);
    // NOT VALID: checked for every new and changed row, without a scan of the old ones now.
    await q.query(`ALTER TABLE match_events ADD CONSTRAINT match_events_payload_stored CHECK (payload IS NOT NULL OR payload_jsonb IS NOT NULL) NOT VALID`);

    // jsonb as compact JSON text, keys in jsonb's order (jsonb's own text has a space after each ':' and ',').
    await q.query(`
      CREATE FUNCTION compact_json(v jsonb) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT AS $$
      BEGIN
        RETURN CASE jsonb_typeof(v)
          WHEN 'object' THEN '{' || coalesce((SELECT string_agg(to_json(t.k)::text || ':' || compact_json(t.x), ',' ORDER BY t.n)
                                                FROM jsonb_each(v) WITH ORDINALITY AS t(k, x, n)), '') || '}'
          WHEN 'array' THEN '[' || coalesce((SELECT string_agg(compact_json(t.x), ',' ORDER BY t.n)
                                               FROM jsonb_array_elements(v) WITH ORDINALITY AS t(x, n)), '') || ']'
          ELSE v::text END;
      END $$`);

    await q.query(APPEND_ONLY_WITH_PAYLOAD_MOVE);

    // The batched append reads each payload as JSON text and stores it as it came.
    await q.query(APPEND_COMMANDS_JSON_TEXT);

    // One batch of the conversion, both forms at once (one new row version per converted row).
    await q.query(`
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
           SET digest = CASE WHEN c.hash_ok THEN decode(e.hash, 'hex') ELSE e.digest END,
               hash = CASE WHEN c.hash_ok THEN NULL ELSE e.hash END,
               prev_hash = CASE WHEN c.hash_ok THEN NULL ELSE e.prev_hash END,
               visibility = CASE WHEN c.hash_ok AND e.visibility = '{"kind": "public"}'::jsonb THEN NULL ELSE e.visibility END,
               payload = CASE WHEN e.payload_jsonb IS NOT NULL THEN compact_json(e.payload_jsonb)::json ELSE e.payload END,
               payload_jsonb = NULL
          FROM (SELECT x.match_id, x.seq,
                       coalesce(x.digest IS NULL AND x.hash IS NOT NULL AND x.prev_hash = ${PREVIOUS_HASH_OF('x')}, false) AS hash_ok
                  FROM match_events x
                 WHERE (x.match_id, x.seq) > (progress.after_match, progress.after_seq) AND (x.match_id, x.seq) <= (upto_match, upto_seq)) c
         WHERE e.match_id = c.match_id AND e.seq = c.seq AND (c.hash_ok OR e.payload_jsonb IS NOT NULL);
        GET DIAGNOSTICS changed = ROW_COUNT;
        UPDATE event_log_compaction SET after_match = upto_match, after_seq = upto_seq;
        RETURN QUERY SELECT changed, true;
      END $$`);
    // A second pass over the log, from its start, when it holds any row.
    await q.query(`UPDATE event_log_compaction SET after_match = '00000000-0000-0000-0000-000000000000', after_seq = 0,
                          done = NOT EXISTS (SELECT 1 FROM match_events)`);
  }

  async down(q: QueryRunner): Promise<void> {
    // A row whose payload is JSON text cannot take the old form back without rewriting the log: refuse then.
    const rows = (await q.query(`SELECT EXISTS (SELECT 1 FROM match_events WHERE payload IS NOT NULL) AS any`)) as { any: boolean }[];
    if (rows[0]?.any) throw new Error('the event log holds payloads stored as JSON text: this migration cannot be reverted');
    await q.query(`ALTER TABLE match_events DROP CONSTRAINT match_events_payload_stored`);
    await q.query(`ALTER TABLE match_events DROP COLUMN payload`);
    await q.query(`ALTER TABLE match_events RENAME COLUMN payload_jsonb TO payload`);
    await q.query(`ALTER TABLE match_events ALTER COLUMN payload SET NOT NULL`);
    await q.query(`DROP FUNCTION compact_json(jsonb)`);
    await restorePreviousFunctions(q);
  }
}

/** The functions as migrations/1765300000000 left them (its up() defines them with its other changes). */
async function restorePreviousFunctions(q: QueryRunner): Promise<void> {
  for (const sql of CompactEventLogFunctions) await q.query(sql);
}
