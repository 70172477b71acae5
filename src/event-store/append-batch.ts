import { digestsColumn, eventsColumn } from './append-rows';
import type { ChainedRow } from './chain-rows';
import type { LedgerEntry } from './event-store.types';

/** The prepared statement's name (change it with the text: connections cache it by name). */
export const APPEND_BATCH_STATEMENT_NAME = 'append_commands_v3';

/**
 * Appends many commands in ONE statement, one round trip and one durable commit: the
 * `append_commands` function (migrations/1765800000000-EventLogByAppend.ts) checks each command's head,
 * claims its id and inserts its events as one row, and answers per command, so one command's conflict or
 * duplicate leaves the others committed.
 */
export const APPEND_BATCH_STATEMENT = `SELECT item, outcome, positions FROM append_commands($1::jsonb)`;

/** One command of a batch: its ledger entry, the head it was decided on and its chained events. */
export interface BatchedAppend {
  readonly entry: LedgerEntry;
  readonly headHash: string;
  readonly rows: readonly ChainedRow[];
}

/** What became of one command of a batch. */
export type BatchedOutcome =
  /** `position`: the append row's global position, which every event of the command shares. */
  | { readonly outcome: 'appended'; readonly position: string }
  /** The head was not the one the command was decided on: nothing written. */
  | { readonly outcome: 'conflict' }
  /** The command id was claimed before: nothing written. */
  | { readonly outcome: 'duplicate' };

export interface BatchRow {
  readonly item: number;
  readonly outcome: 'appended' | 'conflict' | 'duplicate';
  readonly positions: { seq: number; position: string }[] | null;
}

/** The statement's one parameter: the commands as a JSON array (the function's record shape). */
export function appendBatchParams(batch: readonly BatchedAppend[]): unknown[] {
  const items = batch.map(({ entry, headHash, rows }, i) => ({
    i,
    match_id: entry.matchId,
    expected: entry.decidedVersion,
    head_hash: headHash,
    actor: entry.actor,
    command_id: entry.commandId,
    kind: entry.kind,
    seat: entry.seat,
    origin: entry.origin,
    payload: entry.payload ?? null,
    received_at: entry.receivedAt,
    first_seq: entry.firstSeq,
    last_seq: entry.lastSeq,
    recorded_at: rows[0]?.recordedAt ?? new Date(),
    events: eventsColumn(rows),
    digests: digestsColumn(rows),
  }));
  return [JSON.stringify(items)];
}

/** The answers in the batch's order (the function works in match order). */
export function batchOutcomes(size: number, rows: readonly BatchRow[]): BatchedOutcome[] {
  const out: (BatchedOutcome | undefined)[] = new Array<BatchedOutcome | undefined>(size);
  for (const r of rows) {
    out[r.item] = r.outcome === 'appended' ? { outcome: 'appended', position: r.positions?.[0]?.position ?? '0' } : { outcome: r.outcome };
  }
  return out.map((o, i) => {
    if (!o) throw new Error(`append batch: no answer for command ${i} of ${size}`);
    return o;
  });
}
