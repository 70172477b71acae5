/**
 * The physical ceiling for "one transaction per command": a table shaped like match_events (same
 * columns, primary key and indexes, no trigger) and one autocommitted single-row INSERT per
 * iteration, i.e. one statement and one commit (one WAL flush) per round trip.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { closedLoop, type ClosedLoopResult } from './closed-loop';

export const RAW_TABLE_DDL = `
  CREATE TABLE bench_raw_events (
    match_id        uuid        NOT NULL,
    seq             integer     NOT NULL,
    global_position bigint      GENERATED ALWAYS AS IDENTITY,
    tx_id           xid8        NOT NULL DEFAULT pg_current_xact_id(),
    type            text        NOT NULL,
    schema_version  integer     NOT NULL,
    payload         jsonb       NOT NULL,
    visibility      jsonb       NOT NULL,
    command_id      text,
    actor_kind      text        NOT NULL,
    actor_seat      integer,
    actor_reason    text,
    recorded_at     timestamptz(3) NOT NULL,
    prev_hash       char(64)    NOT NULL,
    hash            char(64)    NOT NULL,
    PRIMARY KEY (match_id, seq)
  );
  CREATE UNIQUE INDEX bench_raw_events_global_position ON bench_raw_events (global_position);
  CREATE INDEX bench_raw_events_tx_position ON bench_raw_events (tx_id, global_position);`;

const INSERT = `INSERT INTO bench_raw_events (match_id, seq, type, schema_version, payload, visibility, command_id, actor_kind, actor_seat,
                                               recorded_at, prev_hash, hash)
                VALUES ($1, $2, $3, 1, $4::jsonb, '{"kind":"public"}'::jsonb, $5, 'seat', 0, now(), $6, $6)`;

/** Runs the raw loop over `connections` clients for `durationMs`; `payload` is the JSON inserted. */
export async function rawInsertLoop(url: string, connections: number, durationMs: number, payload: string): Promise<ClosedLoopResult> {
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
  const matches = clients.map(() => randomUUID());
  const hash = 'f'.repeat(64);
  try {
    return await closedLoop(connections, durationMs, async (w, i) => {
      // A named statement is parsed once per connection, as a tuned writer would do.
      await clients[w]!.query({ name: 'raw-insert', text: INSERT, values: [matches[w], i + 1, 'loot-played', payload, `c${i}`, hash] });
      return 1;
    });
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
}
