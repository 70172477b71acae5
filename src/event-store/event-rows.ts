import { digestsColumn, eventsColumn } from './append-rows';
import type { Actor, ChainedEvent, StoredEvent } from './event-store.types';
import { GENESIS_HASH } from './hash-chain';
import type { Queryable } from './queryable';
import { readPayload, readVisibility, rowHash, type EventRow } from './stored-form';

export type { EventRow } from './stored-form';

function toStoredEvent(r: EventRow, prevHash: string): StoredEvent {
  const actor: Actor = r.actor_kind === 'seat' ? { kind: 'seat', seat: Number(r.actor_seat) } : { kind: 'system', reason: String(r.actor_reason) };
  return {
    matchId: r.match_id,
    seq: r.seq,
    globalPosition: String(r.global_position),
    type: r.type,
    schemaVersion: r.schema_version,
    payload: readPayload(r),
    visibility: readVisibility(r.visibility),
    commandId: r.command_id,
    actor,
    recordedAt: r.recorded_at,
    prevHash: r.prev_hash ?? prevHash,
    hash: rowHash(r),
  };
}

/**
 * The events of rows read by seq from `afterSeq` itself: the row at `afterSeq` (when there is one)
 * is the anchor whose hash is the next one's previous hash, and is not returned. A stored
 * `prev_hash` (an unconverted row) wins over the derived one, so a broken link still shows.
 */
export function toStoredEvents(rows: readonly EventRow[], afterSeq: number): StoredEvent[] {
  let prev = GENESIS_HASH;
  const out: StoredEvent[] = [];
  for (const r of rows) {
    if (r.seq > afterSeq) out.push(toStoredEvent(r, prev));
    prev = rowHash(r);
  }
  return out;
}

/** The most events one append row holds when a long run is stored at once (an import): a row stays well under a page of JSON. */
const EVENTS_PER_ROW = 64;

/** 7 parameters a row: 1,000 rows stay far below PostgreSQL's 65,535 parameters per statement. */
const ROWS_PER_INSERT = 1_000;

/** Chained events as the append rows that hold them: runs of one command and time, at most EVENTS_PER_ROW each. */
function appendRuns(rows: readonly ChainedEvent[]): ChainedEvent[][] {
  const runs: ChainedEvent[][] = [];
  for (const r of rows) {
    const run = runs.at(-1);
    const first = run?.[0];
    if (run && first && first.commandId === r.commandId && first.recordedAt.getTime() === r.recordedAt.getTime() && run.length < EVENTS_PER_ROW) run.push(r);
    else runs.push([r]);
  }
  return runs;
}

/**
 * The INSERT of chained events used by every write except the hot path's single statement
 * (append-statement.ts): appends that run as a transaction (create, join, no cached head) and
 * imports of a recorded stream. The rows are stored exactly as given (seq, time, hash) as append
 * rows (append-rows.ts), one per run of a command's events: each row's `prevHash` must be its
 * predecessor's hash (the callers chain them so). Each event gets its row's global position.
 */
export async function insertEventRows(q: Queryable, rows: readonly ChainedEvent[]): Promise<StoredEvent[]> {
  const positions = new Map<number, string>();
  const runs = appendRuns(rows);
  for (let i = 0; i < runs.length; i += ROWS_PER_INSERT) {
    const params: unknown[] = [];
    const p = (v: unknown) => `$${params.push(v)}`;
    const tuples = runs.slice(i, i + ROWS_PER_INSERT).map((run) => {
      const first = run[0] as ChainedEvent;
      const last = run[run.length - 1] as ChainedEvent;
      return `(${[
        p(first.matchId),
        p(first.seq),
        p(last.seq),
        p(first.recordedAt),
        p(first.commandId),
        `${p(eventsColumn(run))}::json`,
        `decode(${p(digestsColumn(run))}, 'hex')`,
      ].join(', ')})`;
    });
    const inserted = (await q.query(
      `INSERT INTO match_appends (match_id, first_seq, last_seq, recorded_at, command_id, events, digests)
       VALUES ${tuples.join(', ')}
       RETURNING first_seq, last_seq, global_position`,
      params,
    )) as { first_seq: number; last_seq: number; global_position: string }[];
    for (const r of inserted) for (let seq = r.first_seq; seq <= r.last_seq; seq++) positions.set(seq, String(r.global_position));
  }
  return rows.map((r) => ({ ...r, globalPosition: positions.get(r.seq) ?? '0' }));
}
