import type { Visibility } from '../../engine/types';
import type { Actor, LedgerEntry, StoredEvent } from '../../event-store/event-store.types';

/**
 * A match as replay, audit and export see it: the stored events with every hashed column, and the
 * command ledger. Plain JSON (timestamps as ISO strings) so that the same value comes from the
 * database, from an export file, or from a test, and the pure cores below never touch storage.
 */
export interface RecordedEvent {
  readonly seq: number;
  readonly type: string;
  readonly schemaVersion: number;
  /** The payload exactly as stored (possibly an old schema version; read it through `upcastEvent`). */
  readonly payload: unknown;
  readonly visibility: Visibility;
  readonly commandId: string | null;
  readonly actor: Actor;
  /** ISO-8601 with milliseconds, as hashed. */
  readonly recordedAt: string;
  readonly prevHash: string;
  readonly hash: string;
}

/** One row of the command ledger (accepted or rejected). */
export interface RecordedCommand {
  readonly actor: string;
  readonly commandId: string;
  readonly kind: LedgerEntry['kind'];
  readonly seat: number | null;
  readonly origin: LedgerEntry['origin'];
  readonly payload: unknown;
  readonly receivedAt: string;
  readonly decidedVersion: number;
  readonly status: LedgerEntry['status'];
  readonly rejection: { readonly code: string; readonly rule: string | null; readonly message: string } | null;
  readonly firstSeq: number | null;
  readonly lastSeq: number | null;
}

export interface MatchRecord {
  readonly matchId: string;
  readonly events: readonly RecordedEvent[];
  /** In arrival order. */
  readonly commands: readonly RecordedCommand[];
}

export function fromStoredEvent(e: StoredEvent): RecordedEvent {
  return {
    seq: e.seq,
    type: e.type,
    schemaVersion: e.schemaVersion,
    payload: e.payload,
    visibility: e.visibility,
    commandId: e.commandId,
    actor: e.actor,
    recordedAt: e.recordedAt.toISOString(),
    prevHash: e.prevHash,
    hash: e.hash,
  };
}

export function fromLedgerEntry(c: LedgerEntry): RecordedCommand {
  return {
    actor: c.actor,
    commandId: c.commandId,
    kind: c.kind,
    seat: c.seat,
    origin: c.origin,
    payload: c.payload,
    receivedAt: c.receivedAt.toISOString(),
    decidedVersion: c.decidedVersion,
    status: c.status,
    rejection: c.rejection ? { code: c.rejection.code, rule: c.rejection.rule, message: c.rejection.message } : null,
    firstSeq: c.firstSeq,
    lastSeq: c.lastSeq,
  };
}

/** A record from the JSON texts the store renders (events by seq, ledger in arrival order). */
export function recordFromJson(matchId: string, events: string, commands: string): MatchRecord {
  return { matchId, events: JSON.parse(events) as RecordedEvent[], commands: JSON.parse(commands) as RecordedCommand[] };
}
