import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The event store (docs/design.md §4): per-match streams, the command ledger, seed secrets, seat tokens
 * and snapshots. Plain SQL on purpose: the append path relies on PostgreSQL features (xid8,
 * triggers, ON CONFLICT) that an entity model would only obscure.
 */
export class EventStore1763780000000 implements MigrationInterface {
  name = 'EventStore1763780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE match_events (
        match_id        uuid        NOT NULL,
        seq             integer     NOT NULL CHECK (seq > 0),
        global_position bigint      GENERATED ALWAYS AS IDENTITY,
        -- The writing transaction: async readers only read below the oldest running transaction
        -- so that a late commit with a smaller global_position is never skipped (Emmett's rule).
        tx_id           xid8        NOT NULL DEFAULT pg_current_xact_id(),
        type            text        NOT NULL,
        schema_version  integer     NOT NULL,
        payload         jsonb       NOT NULL,
        visibility      jsonb       NOT NULL,
        command_id      text,
        actor_kind      text        NOT NULL CHECK (actor_kind IN ('seat', 'system')),
        actor_seat      integer,
        actor_reason    text,
        -- Millisecond precision so that the value hashed before insert is the value read back.
        recorded_at     timestamptz(3) NOT NULL,
        prev_hash       char(64)    NOT NULL,
        hash            char(64)    NOT NULL,
        PRIMARY KEY (match_id, seq),
        CHECK ((actor_kind = 'seat' AND actor_seat IS NOT NULL AND actor_seat >= 0)
            OR (actor_kind = 'system' AND actor_reason IS NOT NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX match_events_global_position ON match_events (global_position)`);
    await q.query(`CREATE INDEX match_events_tx_position ON match_events (tx_id, global_position)`);
    await q.query(`
      CREATE FUNCTION match_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'match_events is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
      END $$`);
    await q.query(`
      CREATE TRIGGER match_events_append_only BEFORE UPDATE OR DELETE ON match_events
      FOR EACH ROW EXECUTE FUNCTION match_events_append_only()`);
    await q.query(`
      CREATE TRIGGER match_events_no_truncate BEFORE TRUNCATE ON match_events
      FOR EACH STATEMENT EXECUTE FUNCTION match_events_append_only()`);

    // Every command the server received and decided on, accepted or rejected (disputes need both).
    await q.query(`
      CREATE TABLE match_commands (
        id                bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        match_id          uuid        NOT NULL,
        -- Who sent it: 'seat:<n>' or 'lobby'. Command ids are unique per match and actor.
        actor             text        NOT NULL,
        command_id        text        NOT NULL,
        kind              text        NOT NULL CHECK (kind IN ('create', 'join', 'command')),
        seat              integer,
        origin            text        NOT NULL,
        payload           jsonb       NOT NULL,
        received_at       timestamptz(3) NOT NULL,
        decided_version   integer     NOT NULL,
        status            text        NOT NULL CHECK (status IN ('accepted', 'rejected')),
        rejection_code    text,
        rejection_rule    text,
        rejection_message text,
        first_seq         integer,
        last_seq          integer,
        UNIQUE (match_id, actor, command_id)
      )`);

    // The commit-reveal seed lives outside the stream until match.ended reveals it (docs/design.md §5).
    await q.query(`
      CREATE TABLE match_secrets (
        match_id   uuid PRIMARY KEY,
        seed       text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    // Seat tokens, stored as SHA-256 only. The primary key makes a second claim impossible.
    await q.query(`
      CREATE TABLE seat_tokens (
        match_id   uuid     NOT NULL,
        seat       integer  NOT NULL,
        token_hash char(64) NOT NULL,
        claimed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (match_id, seat)
      )`);

    // A cache for fast loading, keyed by rules version; never the truth (docs/design.md §4).
    await q.query(`
      CREATE TABLE match_snapshots (
        match_id      uuid    NOT NULL,
        rules_version text    NOT NULL,
        version       integer NOT NULL,
        state         jsonb   NOT NULL,
        created_at    timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (match_id, rules_version, version)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE match_snapshots`);
    await q.query(`DROP TABLE seat_tokens`);
    await q.query(`DROP TABLE match_secrets`);
    await q.query(`DROP TABLE match_commands`);
    await q.query(`DROP TABLE match_events`);
    await q.query(`DROP FUNCTION match_events_append_only()`);
  }
}
