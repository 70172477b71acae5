import { eventHash } from './hash-chain';
import type { ChainedEvent, NewEvent } from './event-store.types';

/** An event ready to insert: every stored column except the identity the database assigns. */
export type ChainedRow = ChainedEvent;

/**
 * Numbers `events` after `version`, stamps them with one recorded-at per command (truncated to
 * milliseconds, the column's precision, before hashing) and links each to the previous hash.
 */
export function chainRows(matchId: string, commandId: string, version: number, headHash: string, events: readonly NewEvent[], now: Date): ChainedRow[] {
  const recordedAt = new Date(now.getTime());
  let prevHash = headHash;
  return events.map((e, i) => {
    const fields = {
      matchId,
      seq: version + i + 1,
      type: e.type,
      schemaVersion: e.schemaVersion,
      // Stored as jsonb: normalise now to exactly what a read gives back (JSON values, jsonb's
      // key order), so the hash covers it and this process's own sends equal later reads.
      payload: asJsonb(JSON.parse(JSON.stringify(e.payload)) as unknown),
      visibility: e.visibility,
      commandId,
      actor: e.actor,
      recordedAt,
    };
    const row = { ...fields, prevHash, hash: eventHash(prevHash, fields) };
    prevHash = row.hash;
    return row;
  });
}

/** The actor as its three columns. */
export function actorColumns(row: ChainedRow): { actor_kind: string; actor_seat: number | null; actor_reason: string | null } {
  const a = row.actor;
  return { actor_kind: a.kind, actor_seat: a.kind === 'seat' ? a.seat : null, actor_reason: a.kind === 'system' ? a.reason : null };
}

/**
 * A JSON value with its object keys in the order PostgreSQL's jsonb returns them: shorter keys
 * first, then by their UTF-8 bytes. Clients that show an event's fields in order (the generic
 * table, the CLI) then print the same line live and in a replay.
 */
export function asJsonb(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asJsonb);
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value).sort(jsonbKeyOrder);
  const out: Record<string, unknown> = {};
  for (const key of keys) out[key] = asJsonb((value as Record<string, unknown>)[key]);
  return out;
}

/** A UTF-16 surrogate: the one place where UTF-16 order and UTF-8 byte order differ. */
const SURROGATE = /[\uD800-\uDFFF]/;

/**
 * Shorter UTF-8 first, then by UTF-8 bytes, without encoding the keys: this runs for every key of
 * every event appended (it was a visible share of the append in the server's CPU profile). Without
 * surrogates, comparing UTF-16 code units is comparing code points, which is UTF-8 byte order.
 */
export function jsonbKeyOrder(a: string, b: string): number {
  const byLength = Buffer.byteLength(a, 'utf8') - Buffer.byteLength(b, 'utf8');
  if (byLength !== 0) return byLength;
  if (SURROGATE.test(a) || SURROGATE.test(b)) return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
  return a < b ? -1 : a > b ? 1 : 0;
}
