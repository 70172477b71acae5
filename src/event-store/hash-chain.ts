import { canonicalJson } from '../engine/canonical-json';
import { sha256Hex } from '../fairness/seed';
import type { ChainVerification, StoredEvent } from './event-store.types';

/** The `prev_hash` of a stream's first event. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * Every stored column that carries meaning; the hash covers exactly these. `recordedAt` must have
 * millisecond precision (the column is timestamptz(3)) so it hashes the same when read back.
 */
export type HashedFields = Pick<StoredEvent, 'matchId' | 'seq' | 'type' | 'schemaVersion' | 'payload' | 'visibility' | 'commandId' | 'actor' | 'recordedAt'>;

/**
 * hash = SHA-256(prev_hash + canonical JSON of the event's fields). Canonical JSON makes the hash
 * independent of jsonb's key order, so it can be recomputed exactly from the stored columns.
 */
export function eventHash(prevHash: string, fields: HashedFields): string {
  const body = canonicalJson({
    matchId: fields.matchId,
    seq: fields.seq,
    type: fields.type,
    schemaVersion: fields.schemaVersion,
    payload: fields.payload,
    visibility: fields.visibility,
    commandId: fields.commandId,
    actor: fields.actor,
    recordedAt: fields.recordedAt.toISOString(),
  });
  return sha256Hex(`${prevHash}\n${body}`);
}

/**
 * Checks a whole stream from its first event: seqs are 1..n without gaps, every `prevHash` is the
 * previous `hash`, and every `hash` matches its fields. Names the first bad seq.
 */
export function checkChain(events: readonly (HashedFields & { readonly prevHash: string; readonly hash: string })[]): ChainVerification {
  let prev = GENESIS_HASH;
  for (const [i, e] of events.entries()) {
    if (e.seq !== i + 1) return { ok: false, firstBadSeq: i + 1, reason: `seq ${i + 1} is missing` };
    if (e.prevHash !== prev) return { ok: false, firstBadSeq: e.seq, reason: 'prev_hash does not match the previous event' };
    if (eventHash(e.prevHash, e) !== e.hash) return { ok: false, firstBadSeq: e.seq, reason: 'hash does not match the stored event' };
    prev = e.hash;
  }
  return { ok: true, events: events.length };
}
