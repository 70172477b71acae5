import pg from 'pg';

/**
 * The event log as tests read and rewrite it directly: one row per append (`match_appends`), each
 * holding a command's events as a JSON array and their digests as one bytea.
 */

/** The stored seqs of match $1, one row each (a seq stored twice would show twice). */
export const STORED_SEQS = `SELECT s.seq FROM match_appends a CROSS JOIN LATERAL generate_series(a.first_seq, a.last_seq) AS s(seq)
                             WHERE a.match_id = $1 ORDER BY s.seq`;

/** How many events the log holds (`n`), over every match. */
export const STORED_EVENTS = `SELECT coalesce(sum(last_seq - first_seq + 1), 0)::int AS n FROM match_appends`;

/** How many events the log holds (`n`) of the matches in $1 (a uuid[]). */
export const STORED_EVENTS_OF = `SELECT coalesce(sum(last_seq - first_seq + 1), 0)::int AS n FROM match_appends WHERE match_id = ANY($1::uuid[])`;

/** One stored event as `editEventLog` hands it: its seq, its element (type, schema version, payload, visibility, actor), its digest, and its row. */
export interface StoredLogEvent {
  seq: number;
  element: [string, number, Record<string, unknown>, unknown, number | string];
  digest: Buffer;
  /** The row it was stored in (its position, transaction, time and command). */
  readonly row: { readonly globalPosition: string; readonly txId: string; readonly recordedAt: Date; readonly commandId: string | null };
}

interface Row {
  first_seq: number;
  global_position: string;
  tx_id: string;
  recorded_at: Date;
  command_id: string | null;
  events: StoredLogEvent['element'][];
  digests: Buffer;
}

/**
 * Rewrites the stored events of a match as a superuser would (the append-only trigger off for the
 * edit, one transaction): `edit` gets the events in seq order and returns them changed (a field, a
 * seq, an event left out); they are stored back in rows of consecutive seqs of the same original row.
 */
export async function editEventLog(url: string, matchId: string, edit: (events: StoredLogEvent[]) => StoredLogEvent[]): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('BEGIN');
    const rows = (
      await c.query<Row>(
        `SELECT first_seq, global_position::text, tx_id::text, recorded_at, command_id, events, digests FROM match_appends WHERE match_id = $1 ORDER BY first_seq`,
        [matchId],
      )
    ).rows;
    const events = rows.flatMap((r) =>
      r.events.map((element, i) => ({
        seq: r.first_seq + i,
        element,
        digest: r.digests.subarray(32 * i, 32 * (i + 1)),
        row: { globalPosition: r.global_position, txId: r.tx_id, recordedAt: r.recorded_at, commandId: r.command_id },
      })),
    );
    const edited = edit(events).sort((a, b) => a.seq - b.seq);
    const runs: StoredLogEvent[][] = [];
    for (const e of edited) {
      const run = runs.at(-1);
      const last = run?.at(-1);
      if (run && last && last.row === e.row && last.seq + 1 === e.seq) run.push(e);
      else runs.push([e]);
    }
    await c.query('ALTER TABLE match_appends DISABLE TRIGGER match_appends_append_only');
    await c.query('DELETE FROM match_appends WHERE match_id = $1', [matchId]);
    for (const run of runs) {
      const first = run[0] as StoredLogEvent;
      await c.query(
        `INSERT INTO match_appends (match_id, first_seq, last_seq, global_position, tx_id, recorded_at, command_id, events, digests)
           OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3, $4, $5::xid8, $6, $7, $8::json, $9)`,
        [
          matchId,
          first.seq,
          first.seq + run.length - 1,
          first.row.globalPosition,
          first.row.txId,
          first.row.recordedAt,
          first.row.commandId,
          JSON.stringify(run.map((e) => e.element)),
          Buffer.concat(run.map((e) => e.digest)),
        ],
      );
    }
    await c.query('ALTER TABLE match_appends ENABLE TRIGGER match_appends_append_only');
    await c.query('COMMIT');
  } catch (error) {
    await c.query('ROLLBACK');
    throw error;
  } finally {
    await c.end();
  }
}

/** An edit that sets `field` of the payload of the event at `seq`. */
export function withPayloadField(seq: number, field: string, value: unknown): (events: StoredLogEvent[]) => StoredLogEvent[] {
  return (events) =>
    events.map((e) => (e.seq === seq ? { ...e, element: [e.element[0], e.element[1], { ...e.element[2], [field]: value }, e.element[3], e.element[4]] } : e));
}
