import { eventHash } from './hash-chain';
import type { NewEvent, StoredEvent } from './event-store.types';

/** An event ready to insert: every stored column except the identity the database assigns. */
export type ChainedRow = Omit<StoredEvent, 'globalPosition'>;

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
      // Stored as JSON: normalise through JSON now so the hash covers exactly what is read back.
      payload: JSON.parse(JSON.stringify(e.payload)) as unknown,
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
