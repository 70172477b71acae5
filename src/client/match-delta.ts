/**
 * Protocol 2 on the client side (docs/protocol.md, "Protocol 2"): takes a match:delta onto the
 * snapshot a client holds. Shared by every client (the typed client, the web client); pure, no
 * socket code.
 */
import type { MatchDelta, MatchSnapshot, MatchSnapshotV2 } from '../realtime/protocol';
import { choiceCommands } from '../realtime/choice-commands';
import { applyDelta, DeltaMismatchError, snapshotDigest, type Json } from '../realtime/snapshot-delta';

/** The protocol 2 snapshot a client holds: the base of the next delta. */
export interface HeldSnapshot {
  readonly seq: number;
  readonly digest: string;
  readonly snapshot: MatchSnapshotV2;
}

/**
 * The snapshot after `message`, or 'resync' when the client cannot build it: the delta's base is
 * not the snapshot held (a missed or reordered message), or the result's digest is not the one the
 * server named. Then ask for a resync (match:resync); never drop the message silently.
 */
export function applyMatchDelta(held: HeldSnapshot | null, message: MatchDelta): HeldSnapshot | 'resync' {
  if (message.snapshot) return { seq: message.seq, digest: message.digest, snapshot: message.snapshot };
  if (!held || !message.base || !message.delta || held.seq !== message.base.seq || held.digest !== message.base.digest) return 'resync';
  try {
    const snapshot = applyDelta(held.snapshot as unknown as Json, message.delta) as unknown as MatchSnapshotV2;
    if (snapshotDigest(snapshot as unknown as Json) !== message.digest) return 'resync';
    return { seq: message.seq, digest: message.digest, snapshot };
  } catch (error) {
    if (error instanceof DeltaMismatchError) return 'resync';
    throw error;
  }
}

/**
 * Protocol 1's form of a protocol 2 snapshot: `legalActions` are the commands of `actions`, then
 * every legal command of `choices` (which `actions` does not list).
 */
export function withLegalActions(snapshot: MatchSnapshotV2): MatchSnapshot & Pick<MatchSnapshotV2, 'choices'> {
  return { ...snapshot, legalActions: [...snapshot.actions.map((a) => a.command), ...snapshot.choices.flatMap(choiceCommands)] };
}
