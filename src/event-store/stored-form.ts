import type { Visibility } from '../engine/types';

/**
 * How an event is stored compactly (docs/operations.md, "Storage"): the hash as 32 bytes (a
 * `digest`, or its place in an append row's `digests`), no previous hash (it is the previous
 * event's hash), visibility null when public, and the payload as compact JSON text (`json`, not
 * `jsonb`). Rows of `match_events` written before that form keep the hex columns and the jsonb
 * payload (`payload_jsonb`) until `compact_event_log` converts them, so every read accepts both;
 * append rows (append-rows.ts) are always compact. The chain is over canonical JSON of the values
 * read back, never over bytes.
 */

/** The visibility of most events, stored as null. */
const PUBLIC: Visibility = { kind: 'public' };

/** The column value for a visibility: null for public. */
export function storedVisibility(visibility: Visibility): Visibility | null {
  return visibility.kind === 'public' ? null : visibility;
}

/** The visibility a stored column value means. */
export function readVisibility(column: Visibility | null): Visibility {
  return column ?? PUBLIC;
}

/** A row's hash as hex: the old hex column when it is there, else the digest. */
export function rowHash(row: { readonly hash: string | null; readonly digest: Buffer | null }): string {
  if (row.hash !== null) return row.hash;
  if (row.digest === null) throw new Error('event store: a stored event has no hash');
  return row.digest.toString('hex');
}

/** A row's payload, whichever column holds it. */
export function readPayload(row: { readonly payload: unknown; readonly payload_jsonb?: unknown }): unknown {
  return row.payload ?? row.payload_jsonb ?? null;
}

/** A row's payload as json in SQL, whichever column holds it (`alias` names the row). */
export function payloadSql(alias: string): string {
  return `coalesce(${alias}.payload, ${alias}.payload_jsonb::json)`;
}

/**
 * One event as a read gives it: a `match_events` row as pg returns it (the compact form above, or
 * the old one), or one event of an append row (append-rows.ts, always compact).
 */
export interface EventRow {
  match_id: string;
  seq: number;
  global_position: string;
  type: string;
  schema_version: number;
  /** JSON text, parsed by pg; null in a row written before that form. */
  payload: unknown;
  /** The older form's jsonb payload, until `compact_event_log` moves it; null (or not read) after. */
  payload_jsonb?: unknown;
  /** Null: public. */
  visibility: Visibility | null;
  command_id: string | null;
  actor_kind: 'seat' | 'system';
  actor_seat: number | null;
  actor_reason: string | null;
  recorded_at: Date;
  /** The old form only; null in a compact row (it is the previous row's hash). */
  prev_hash: string | null;
  /** The old form's hex hash, or null in a compact row. */
  hash: string | null;
  /** The compact form's 32-byte hash. */
  digest: Buffer | null;
}
