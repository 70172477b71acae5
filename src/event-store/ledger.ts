import type { Rejection } from '../engine/rejection';
import type { CommandRecord, LedgerEntry } from './event-store.types';
import type { Queryable } from './queryable';

/** A `match_commands` row as pg returns it. */
interface LedgerRow {
  match_id: string;
  actor: string;
  command_id: string;
  kind: LedgerEntry['kind'];
  seat: number | null;
  origin: LedgerEntry['origin'];
  payload: unknown;
  received_at: Date;
  decided_version: number;
  status: LedgerEntry['status'];
  rejection_code: string | null;
  rejection_rule: string | null;
  rejection_message: string | null;
  first_seq: number | null;
  last_seq: number | null;
}

function toLedgerEntry(r: LedgerRow): LedgerEntry {
  return {
    matchId: r.match_id,
    actor: r.actor,
    commandId: r.command_id,
    kind: r.kind,
    seat: r.seat,
    origin: r.origin,
    payload: r.payload,
    receivedAt: r.received_at,
    decidedVersion: r.decided_version,
    status: r.status,
    rejection: r.rejection_code ? { code: r.rejection_code, rule: r.rejection_rule, message: r.rejection_message ?? '' } : null,
    firstSeq: r.first_seq,
    lastSeq: r.last_seq,
  };
}

/** The ledger entry of a command whose `eventCount` events follow `expectedVersion`. */
export function acceptedEntry(command: CommandRecord, expectedVersion: number, eventCount: number): LedgerEntry {
  const firstSeq = eventCount > 0 ? expectedVersion + 1 : null;
  const lastSeq = eventCount > 0 ? expectedVersion + eventCount : null;
  return { ...command, decidedVersion: expectedVersion, status: 'accepted', rejection: null, firstSeq, lastSeq };
}

export function rejectedEntry(command: CommandRecord, decidedVersion: number, rejection: Rejection): LedgerEntry {
  return {
    ...command,
    decidedVersion,
    status: 'rejected',
    rejection: { code: rejection.code, rule: rejection.rule, message: rejection.message },
    firstSeq: null,
    lastSeq: null,
  };
}

/**
 * The INSERT into the ledger used by every write except the hot path's single statement
 * (append-statement.ts): transactional appends, recorded rejections and imports. Claims the
 * command id: false when the (match, actor, command id) is already there (a concurrent duplicate
 * blocks here until the first commits, then finds its row).
 */
export async function insertLedgerEntry(q: Queryable, e: LedgerEntry): Promise<boolean> {
  const rows = (await q.query(
    `INSERT INTO match_commands (match_id, actor, command_id, kind, seat, origin, payload, received_at, decided_version,
                                 status, rejection_code, rejection_rule, rejection_message, first_seq, last_seq)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14, $15)
     ON CONFLICT (match_id, actor, command_id) DO NOTHING
     RETURNING id`,
    [
      e.matchId,
      e.actor,
      e.commandId,
      e.kind,
      e.seat,
      e.origin,
      JSON.stringify(e.payload ?? null),
      e.receivedAt,
      e.decidedVersion,
      e.status,
      e.rejection?.code ?? null,
      e.rejection?.rule ?? null,
      e.rejection?.message ?? null,
      e.firstSeq,
      e.lastSeq,
    ],
  )) as unknown[];
  return rows.length === 1;
}

export async function findLedgerEntry(q: Queryable, matchId: string, actor: string, commandId: string): Promise<LedgerEntry | null> {
  const rows = (await q.query(`SELECT * FROM match_commands WHERE match_id = $1 AND actor = $2 AND command_id = $3`, [
    matchId,
    actor,
    commandId,
  ])) as LedgerRow[];
  return rows[0] ? toLedgerEntry(rows[0]) : null;
}

/** The ledger of a match in arrival order (accepted and rejected). */
export async function ledgerOf(q: Queryable, matchId: string): Promise<LedgerEntry[]> {
  const rows = (await q.query(`SELECT * FROM match_commands WHERE match_id = $1 ORDER BY id`, [matchId])) as LedgerRow[];
  return rows.map(toLedgerEntry);
}

/** The accepted commands of a match whose events overlap seqs (`afterSeq`, `toSeq`], in seq order. */
export async function acceptedBetween(q: Queryable, matchId: string, afterSeq: number, toSeq: number): Promise<LedgerEntry[]> {
  const rows = (await q.query(
    `SELECT * FROM match_commands WHERE match_id = $1 AND status = 'accepted' AND first_seq <= $3 AND last_seq > $2 ORDER BY first_seq`,
    [matchId, afterSeq, toSeq],
  )) as LedgerRow[];
  return rows.map(toLedgerEntry);
}
