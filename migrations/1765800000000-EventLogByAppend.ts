import type { MigrationInterface, QueryRunner } from 'typeorm';
import { PayloadAsJsonTextFunctions } from './1765300000101-PayloadAsJsonText';

/** The hash of a `match_events` row as text, whichever form it is stored in. */
const HASH_OF = (row: string) => `coalesce(encode(${row}.digest, 'hex'), ${row}.hash::text)`;

/** The previous row's hash for a `match_events` row `e` (the genesis hash before seq 1; null when that row is missing). */
const PREVIOUS_HASH_OF = (e: string) => `CASE WHEN ${e}.seq = 1 THEN repeat('0', 64)
  ELSE (SELECT ${HASH_OF('p')} FROM match_events p WHERE p.match_id = ${e}.match_id AND p.seq = ${e}.seq - 1) END`;

/** The columns neither conversion of a `match_events` row may touch. */
const UNTOUCHED = (r: string) =>
  `(${r}.match_id, ${r}.seq, ${r}.global_position, ${r}.tx_id, ${r}.type, ${r}.schema_version, ${r}.command_id, ${r}.actor_kind, ${r}.actor_seat, ${r}.actor_reason, ${r}.recorded_at)`;

/**
 * The newest seq of match `m` and its hash as hex, whichever table holds it (one index probe each):
 * the head an append is checked against.
 */
const HEAD_OF = (m: string) => `
  SELECT h.seq, h.hash FROM (
    (SELECT a.last_seq AS seq, encode(substring(a.digests FROM octet_length(a.digests) - 31), 'hex') AS hash
       FROM match_appends a WHERE a.match_id = ${m} ORDER BY a.first_seq DESC LIMIT 1)
    UNION ALL
    (SELECT e.seq, ${HASH_OF('e')} FROM match_events e WHERE e.match_id = ${m} ORDER BY e.seq DESC LIMIT 1)
  ) h ORDER BY h.seq DESC LIMIT 1`;

/**
 * A `match_events` row's event as the element of an append row's `events` (type, schema version,
 * payload, visibility or null, and the seat number or the system's reason), compact JSON text with
 * the payload as it is stored.
 */
const ELEMENT_OF = (e: string) => `'[' || to_json(${e}.type)::text || ',' || ${e}.schema_version || ',' || ${e}.payload::text || ','
  || coalesce(compact_json(${e}.visibility), 'null') || ','
  || CASE WHEN ${e}.actor_kind = 'seat' THEN ${e}.actor_seat::text ELSE to_json(${e}.actor_reason)::text END || ']'`;

/** The same element as jsonb, to compare an element with the row it was made of. */
const ELEMENT_JSONB_OF = (e: string) =>
  `jsonb_build_array(${e}.type, ${e}.schema_version, ${e}.payload, ${e}.visibility,
                     CASE WHEN ${e}.actor_kind = 'seat' THEN to_jsonb(${e}.actor_seat) ELSE to_jsonb(${e}.actor_reason) END)`;

/**
 * The append-only trigger of `match_events`, permitting the older conversions (unchanged) and the
 * delete of a row that `pack_event_log` has copied into `match_appends`: the row holding its seq
 * has the same digest, time, transaction, command, and the same element (its payload byte for byte).
 */
const MATCH_EVENTS_APPEND_ONLY = `
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
        ELSIF TG_OP = 'DELETE' THEN
          -- The one delete permitted: a compact row packed into the append row that holds its seq.
          IF OLD.digest IS NOT NULL AND OLD.hash IS NULL AND OLD.payload IS NOT NULL AND EXISTS (
               SELECT 1 FROM match_appends a
                WHERE a.match_id = OLD.match_id
                  AND a.first_seq = (SELECT max(x.first_seq) FROM match_appends x WHERE x.match_id = OLD.match_id AND x.first_seq <= OLD.seq)
                  AND a.last_seq >= OLD.seq AND a.tx_id = OLD.tx_id AND a.recorded_at = OLD.recorded_at
                  AND a.command_id IS NOT DISTINCT FROM OLD.command_id
                  AND substring(a.digests FROM (OLD.seq - a.first_seq) * 32 + 1 FOR 32) = OLD.digest
                  AND (a.events -> (OLD.seq - a.first_seq) -> 2)::text = OLD.payload::text
                  AND (a.events -> (OLD.seq - a.first_seq))::jsonb = ${ELEMENT_JSONB_OF('OLD')}) THEN
            RETURN OLD;
          END IF;
        END IF;
        RAISE EXCEPTION 'match_events is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
      END $$`;

/**
 * The batched append writing one `match_appends` row per command: the same checks as before (the
 * head in either table, the ledger claim), the events as the JSON text given and the digests as
 * one bytea. `positions` answers the row's global position under its first seq.
 */
const APPEND_COMMANDS_BY_APPEND = `
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
            events text, digests text)
        ),
        fit AS (
          SELECT DISTINCT ON (b.match_id) b.*
            FROM b
           CROSS JOIN LATERAL (${HEAD_OF('b.match_id')}) h
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
          INSERT INTO match_appends (match_id, first_seq, last_seq, recorded_at, command_id, events, digests)
          SELECT f.match_id, f.first_seq, f.last_seq, f.recorded_at, f.command_id, f.events::json, decode(f.digests, 'hex')
            FROM fit f
            JOIN claim c ON c.match_id = f.match_id
          RETURNING match_appends.match_id, match_appends.first_seq, match_appends.global_position
        )
        SELECT b.i,
               CASE WHEN f.i IS NULL THEN 'conflict' WHEN c.match_id IS NULL THEN 'duplicate' ELSE 'appended' END,
               (SELECT json_agg(json_build_object('seq', n.first_seq, 'position', n.global_position::text))
                  FROM ins n WHERE n.match_id = b.match_id AND c.match_id IS NOT NULL AND f.i = b.i)
          FROM b
          LEFT JOIN fit f ON f.match_id = b.match_id AND f.i = b.i
          LEFT JOIN claim c ON c.match_id = b.match_id;
      END $$`;

/**
 * Refuses a `match_events` row at or before the newest seq `match_appends` holds for its match: only
 * a server of the previous release still writes that table, and its own head check reads
 * `match_events` alone, so without this it could write a seq an append row already holds (a fork).
 * Such a server's append then fails instead. (It does not close the race of two writers of the two
 * releases committing at once: replace the previous release's servers before starting this one.)
 */
const MATCH_EVENTS_BEHIND_APPENDS = `
      CREATE FUNCTION match_events_behind_appends() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (SELECT a.last_seq FROM match_appends a WHERE a.match_id = NEW.match_id ORDER BY a.first_seq DESC LIMIT 1) >= NEW.seq THEN
          RAISE EXCEPTION 'match_events: seq % of match % is already in match_appends', NEW.seq, NEW.match_id USING ERRCODE = 'unique_violation';
        END IF;
        RETURN NEW;
      END $$`;

/** The lifecycle event types a match summary keeps whole (migrations/1765300000002). */
const LIFECYCLE_TYPES = `('match.created', 'seat.claimed', 'match.ended')`;

/**
 * The summaries trigger of the new table: the rows this transaction appended (a packed row keeps
 * the transaction id it was first written with, so the packing changes no summary), their events
 * unnested, folded as migrations/1765300000002 folds `match_events` rows.
 */
const KEEP_SUMMARIES_OF_APPENDS = `
      CREATE FUNCTION keep_match_summaries_of_appends() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
      BEGIN
        INSERT INTO match_summaries AS s (match_id, last_seq, updated_at, lifecycle)
        SELECT ev.match_id, max(ev.seq), max(ev.recorded_at),
               coalesce(jsonb_agg(jsonb_build_object('seq', ev.seq, 'type', ev.type, 'payload', ev.payload, 'recordedAt', ev.recorded_at) ORDER BY ev.seq)
                        FILTER (WHERE ev.type IN ${LIFECYCLE_TYPES}), '[]'::jsonb)
          FROM (SELECT r.match_id, r.first_seq + x.n::int - 1 AS seq, x.v->>0 AS type, x.v->2 AS payload, r.recorded_at
                  FROM new_rows r CROSS JOIN LATERAL json_array_elements(r.events) WITH ORDINALITY AS x(v, n)
                 WHERE r.tx_id = pg_current_xact_id()) ev
         GROUP BY ev.match_id
        ON CONFLICT (match_id) DO UPDATE
          SET last_seq = greatest(s.last_seq, EXCLUDED.last_seq), updated_at = greatest(s.updated_at, EXCLUDED.updated_at),
              lifecycle = CASE WHEN EXCLUDED.lifecycle = '[]'::jsonb THEN s.lifecycle ELSE s.lifecycle || EXCLUDED.lifecycle END;
        RETURN NULL;
      END $$`;

/** The rows of a batch that are packed: in its key range, and compact. */
const PACKED = (e: string) => `(${e}.match_id, ${e}.seq) > (progress.after_match, progress.after_seq) AND (${e}.match_id, ${e}.seq) <= (upto_match, upto_seq)
                   AND ${e}.digest IS NOT NULL AND ${e}.hash IS NULL AND ${e}.prev_hash IS NULL AND ${e}.payload IS NOT NULL AND ${e}.payload_jsonb IS NULL`;

/**
 * One batch of the packing: the next `max_rows` rows of `match_events` in primary-key order; the
 * compact ones (digest, JSON-text payload) are grouped into runs of consecutive seqs of one
 * command, time and transaction, each run inserted as one `match_appends` row (its transaction
 * id kept, its position the run's last event's), and deleted from `match_events` (the trigger above
 * checks each delete against the row just inserted). A row in an older form (its previous hash
 * does not link, so `compact_event_log` left it) stays where it is; every read takes both tables.
 */
const PACK_EVENT_LOG = `
      CREATE FUNCTION pack_event_log(max_rows int) RETURNS TABLE (packed int, more boolean)
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
      DECLARE
        progress event_log_packing%ROWTYPE;
        upto_match uuid;
        upto_seq int;
        moved int;
      BEGIN
        -- One packer at a time (several servers may call it).
        SELECT * INTO progress FROM event_log_packing FOR UPDATE;
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
          UPDATE event_log_packing SET done = true;
          RETURN QUERY SELECT 0, false;
          RETURN;
        END IF;
        INSERT INTO match_appends (match_id, first_seq, last_seq, global_position, tx_id, recorded_at, command_id, events, digests)
          OVERRIDING SYSTEM VALUE
        SELECT e.match_id, min(e.seq), max(e.seq), max(e.global_position), e.tx_id, e.recorded_at, e.command_id,
               ('[' || string_agg(${ELEMENT_OF('e')}, ',' ORDER BY e.seq) || ']')::json,
               string_agg(e.digest, ''::bytea ORDER BY e.seq)
          FROM (SELECT e.*, e.seq - row_number() OVER (PARTITION BY e.match_id, e.command_id, e.recorded_at, e.tx_id ORDER BY e.seq)::int AS run
                  FROM match_events e
                 WHERE ${PACKED('e')}) e
         GROUP BY e.match_id, e.command_id, e.recorded_at, e.tx_id, e.run;
        -- The same rows (the lock above keeps other packers out; a row that changed fails the trigger's check).
        DELETE FROM match_events e WHERE ${PACKED('e')};
        GET DIAGNOSTICS moved = ROW_COUNT;
        UPDATE event_log_packing SET after_match = upto_match, after_seq = upto_seq;
        RETURN QUERY SELECT moved, true;
      END $$`;

/**
 * The event log as one row per append (docs/operations.md, "Storage"): a command's events, or a
 * system append's, in one `match_appends` row: the match, the command id, the first and last seq,
 * the time, the transaction id and the global position once; the events (type, schema version,
 * payload, visibility, actor) as one JSON array (json text: smaller than jsonb, and each payload
 * kept byte for byte as the server wrote it); their 32-byte digests as one bytea. What a row per
 * event repeated (the per-command values, the tuple header, a primary-key entry) is paid once per
 * command, about 3.1 events. The chain is unchanged: over each event's canonical JSON as read back.
 *
 * Without downtime, like migrations/1765300000000: the table, its triggers and functions are new,
 * and `match_events` only gets a trigger function that also permits the packing's delete. New
 * appends go to `match_appends` at once; every read takes both tables (a match may have its first
 * events in one and the rest in the other). The rows written before are packed later in short
 * batches by `pack_event_log`, which the server calls in the background after `compact_event_log`
 * (src/event-store/event-log-compactor.ts); `event_log_packing` records how far it got.
 *
 * The primary key `(match_id, first_seq)` is the arbiter between writers: every append is checked
 * against the head (the last row's last seq and digest), so two writers that decided on the same
 * version both insert the row starting right after it, and the second fails.
 *
 * The way back (down) unpacks every row into `match_events` (compact rows, new global positions
 * in the old order, the summaries trigger held off: the summaries already hold them) in the
 * migration's transaction, and drops the new table.
 */
export class EventLogByAppend1765800000000 implements MigrationInterface {
  name = 'EventLogByAppend1765800000000';

  async up(q: QueryRunner): Promise<void> {
    // Columns ordered by alignment (16, 4, 4, 8, 8, 8, then the variable ones): no padding.
    await q.query(`
      CREATE TABLE match_appends (
        match_id        uuid           NOT NULL,
        first_seq       integer        NOT NULL CHECK (first_seq > 0),
        last_seq        integer        NOT NULL,
        global_position bigint         GENERATED ALWAYS AS IDENTITY,
        -- The writing transaction, as in match_events (Emmett's rule for the global log's readers).
        tx_id           xid8           NOT NULL DEFAULT pg_current_xact_id(),
        -- One time per append, millisecond precision (the value hashed is the value read back).
        recorded_at     timestamptz(3) NOT NULL,
        command_id      text,
        -- [[type, schema version, payload, visibility or null, seat number or system reason], ...] by seq.
        events          json           NOT NULL,
        -- The events' hashes, 32 bytes each, by seq.
        digests         bytea          NOT NULL,
        PRIMARY KEY (match_id, first_seq),
        CHECK (last_seq >= first_seq AND octet_length(digests) = 32 * (last_seq - first_seq + 1))
      )`);
    // New positions continue after the old log's, so the global order reads on across the change.
    await q.query(`SELECT setval(pg_get_serial_sequence('match_appends', 'global_position'),
                                 greatest(pg_sequence_last_value(pg_get_serial_sequence('match_events', 'global_position')::regclass), 1))`);
    await q.query(`CREATE INDEX match_appends_tx_position ON match_appends (tx_id, global_position)`);
    await q.query(`
      CREATE FUNCTION match_appends_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'match_appends is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
      END $$`);
    await q.query(`CREATE TRIGGER match_appends_append_only BEFORE UPDATE OR DELETE ON match_appends
                   FOR EACH ROW EXECUTE FUNCTION match_appends_append_only()`);
    await q.query(`CREATE TRIGGER match_appends_no_truncate BEFORE TRUNCATE ON match_appends
                   FOR EACH STATEMENT EXECUTE FUNCTION match_appends_append_only()`);
    await q.query(KEEP_SUMMARIES_OF_APPENDS);
    await q.query(`CREATE TRIGGER match_appends_summaries AFTER INSERT ON match_appends
                   REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_match_summaries_of_appends()`);

    await q.query(MATCH_EVENTS_APPEND_ONLY);
    await q.query(MATCH_EVENTS_BEHIND_APPENDS);
    await q.query(`CREATE TRIGGER match_events_behind_appends BEFORE INSERT ON match_events
                   FOR EACH ROW EXECUTE FUNCTION match_events_behind_appends()`);
    await q.query(APPEND_COMMANDS_BY_APPEND);

    // How far the packing got, in match_events' primary-key order.
    await q.query(`
      CREATE TABLE event_log_packing (
        one         boolean PRIMARY KEY DEFAULT true CHECK (one),
        after_match uuid    NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000',
        after_seq   integer NOT NULL DEFAULT 0,
        done        boolean NOT NULL
      )`);
    await q.query(`INSERT INTO event_log_packing (done) SELECT NOT EXISTS (SELECT 1 FROM match_events)`);
    // SECURITY DEFINER: the server's role has no DELETE on the log; the trigger limits it to the packing.
    await q.query(PACK_EVENT_LOG);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER match_events_behind_appends ON match_events`);
    await q.query(`DROP FUNCTION match_events_behind_appends()`);
    await q.query(`ALTER TABLE match_events DISABLE TRIGGER match_events_summaries`);
    await q.query(`
      INSERT INTO match_events (match_id, seq, global_position, tx_id, type, schema_version, payload, visibility, command_id,
                                actor_kind, actor_seat, actor_reason, recorded_at, digest)
        OVERRIDING SYSTEM VALUE
      SELECT u.match_id, u.seq, nextval(pg_get_serial_sequence('match_events', 'global_position')), u.tx_id, u.type, u.schema_version, u.payload,
             u.visibility, u.command_id, u.actor_kind, u.actor_seat, u.actor_reason, u.recorded_at, u.digest
        FROM (SELECT a.match_id, a.first_seq + x.n::int - 1 AS seq, a.tx_id, x.v->>0 AS type, (x.v->>1)::int AS schema_version, x.v->2 AS payload,
                     nullif((x.v->3)::jsonb, 'null'::jsonb) AS visibility, a.command_id,
                     CASE WHEN json_typeof(x.v->4) = 'number' THEN 'seat' ELSE 'system' END AS actor_kind,
                     CASE WHEN json_typeof(x.v->4) = 'number' THEN (x.v->>4)::int END AS actor_seat,
                     CASE WHEN json_typeof(x.v->4) = 'string' THEN x.v->>4 END AS actor_reason,
                     a.recorded_at, substring(a.digests FROM (x.n::int - 1) * 32 + 1 FOR 32) AS digest, a.global_position, x.n
                FROM match_appends a CROSS JOIN LATERAL json_array_elements(a.events) WITH ORDINALITY AS x(v, n)
               ORDER BY a.tx_id, a.global_position, x.n) u`);
    await q.query(`ALTER TABLE match_events ENABLE TRIGGER match_events_summaries`);
    await q.query(`DROP FUNCTION pack_event_log(int)`);
    await q.query(`DROP TABLE event_log_packing`);
    await q.query(`DROP TABLE match_appends`);
    await q.query(`DROP FUNCTION match_appends_append_only()`);
    await q.query(`DROP FUNCTION keep_match_summaries_of_appends()`);
    for (const sql of PayloadAsJsonTextFunctions) await q.query(sql);
  }
}
