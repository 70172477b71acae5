import type { MatchDelta, MatchSnapshot, MatchSnapshotV2, MatchUpdate } from './protocol';
import { composeActions } from './composed-choices';
import { diffObjects, snapshotDigest, type Json } from './snapshot-delta';

/** The protocol 2 snapshot a socket holds, as it was last sent to it. */
export interface ShownSnapshot {
  readonly seq: number;
  readonly snapshot: MatchSnapshotV2;
  readonly digest: string;
}

/**
 * Protocol 2's form of a snapshot: no `legalActions` (they are `actions[].command` and the commands
 * of `choices`), and `actions` and `choices` only while the match waits for the viewer's seat; a
 * command type with many variants is offered as parts (composed-choices.ts).
 */
export function snapshotV2(snapshot: MatchSnapshot): MatchSnapshotV2 {
  const { legalActions: _derived, ...rest } = snapshot;
  const awaited = snapshot.viewer.kind === 'seat' && snapshot.waitingFor.includes(snapshot.viewer.seat);
  return awaited ? { ...rest, ...composeActions(snapshot.actions) } : { ...rest, actions: [], choices: [] };
}

/**
 * The match:delta for a socket that holds `shown` (null: nothing yet): the whole snapshot on a join,
 * a resync or a reset, else the delta against what it holds. Returns the snapshot it will then hold.
 */
export function deltaUpdate(update: MatchUpdate, shown: ShownSnapshot | null): { message: MatchDelta; shown: ShownSnapshot } {
  const snapshot = snapshotV2(update.snapshot);
  const digest = snapshotDigest(snapshot as unknown as Json);
  const next: ShownSnapshot = { seq: update.seq, snapshot, digest };
  const { snapshot: _whole, ...head } = update;
  if (update.reason !== 'append' || update.reset || !shown) {
    return { message: { ...head, digest, snapshot, base: null, delta: null }, shown: next };
  }
  const delta = diffObjects(shown.snapshot as unknown as Record<string, Json>, snapshot as unknown as Record<string, Json>) ?? { t: 'o' as const };
  return { message: { ...head, digest, snapshot: null, base: { seq: shown.seq, digest: shown.digest }, delta }, shown: next };
}
