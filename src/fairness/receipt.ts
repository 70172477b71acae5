import { createHmac } from 'node:crypto';

/**
 * A player's receipt for the history up to `seq`: HMAC-SHA256, keyed by the match's secret seed,
 * of the chain hash at that seq (src/event-store/hash-chain.ts).
 *
 * Why not the chain hash itself: the chain is an unkeyed SHA-256 over the full events, and a seat
 * holding the hash before and after an event it sees redacted could try every card that might be
 * hidden in it (a draw is a small search space) until the hash matches. Keyed by the seed, the
 * receipt is useless for guessing while the match runs (the seed is secret: docs/design.md §5)
 * and checkable by anyone once `match.ended` reveals the seed, which `match.created` committed to,
 * so the server cannot pick another key later. A different history up to `seq` (even one whose
 * chain was recomputed) has a different hash there, hence a different receipt.
 */
export function receiptOf(seed: string, matchId: string, seq: number, chainHash: string): string {
  return createHmac('sha256', seed).update(`stackbound-receipt:v1\n${matchId}\n${seq}\n${chainHash}`, 'utf8').digest('hex');
}
