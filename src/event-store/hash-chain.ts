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

/** A stored event as the chain check reads it: its hashed fields and its two links. */
export type ChainedEvent = HashedFields & { readonly prevHash: string; readonly hash: string };

/** One place where a stream's chain is broken, and what is wrong there. */
export interface ChainBreak {
  readonly seq: number;
  readonly kind: 'missing-seq' | 'link' | 'hash';
  /** In words, naming the seq. */
  readonly message: string;
}

/**
 * Every break of a whole stream read from its first event, in order: seqs are 1..n without gaps,
 * every `prevHash` is the previous `hash`, and every `hash` matches its fields. Lazy, so a caller
 * that wants the first break only stops hashing there. The one chain check: the CLI's verify, an
 * import and the audit all read it.
 */
export function* chainBreaks(events: readonly ChainedEvent[]): Generator<ChainBreak> {
  let prev = GENESIS_HASH;
  for (const [i, e] of events.entries()) {
    const expected = i + 1;
    if (e.seq !== expected) yield { seq: expected, kind: 'missing-seq', message: `seq ${expected} is missing or out of place (found seq ${e.seq} there)` };
    if (e.prevHash !== prev) yield { seq: e.seq, kind: 'link', message: `seq ${e.seq}: prev_hash does not match the hash of the event before it` };
    if (eventHash(e.prevHash, e) !== e.hash)
      yield { seq: e.seq, kind: 'hash', message: `seq ${e.seq}: hash does not match the stored event (its content was changed)` };
    prev = e.hash;
  }
}

/** The first break of a stream, or how many events are intact. */
export function checkChain(events: readonly ChainedEvent[]): ChainVerification {
  const first = chainBreaks(events).next();
  if (first.done) return { ok: true, events: events.length };
  return { ok: false, firstBadSeq: first.value.seq, reason: first.value.message };
}
