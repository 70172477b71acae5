import type { StepLookup, StepTarget } from '../event-store/event-store.types';
import { DomainError } from '../errors/domain-error';
import { fromStored, type StepEntry } from './core/step-entry';
import type { StepUnit } from './core/steps';
import type { SeekTarget } from './seek-target';

/** The stored step a seek target asks for (the same precedence as `resolveTarget`). */
export function storedTarget(target: SeekTarget): StepTarget {
  if (target.turn !== undefined) return { kind: 'turn', turn: target.turn };
  if (target.seq !== undefined) return { kind: 'seq', seq: target.seq };
  if (target.resolutionAfter !== undefined) return { kind: 'resolutionAfter', step: target.resolutionAfter };
  return { kind: 'step', step: target.step ?? null };
}

/**
 * The entry a stored lookup found, or the error `resolveTarget` gives for the same target on the
 * whole index (same codes and words: the two paths answer alike).
 */
export function storedEntry(unit: StepUnit, lookup: StepLookup, target: SeekTarget): StepEntry {
  const { row, lastStep, turns, finalSeq } = lookup;
  if (target.turn !== undefined) {
    if (!row) throw DomainError.of('NO_SUCH_TURN', `turn ${target.turn} has not started (${turns} turns so far)`);
  } else if (target.seq !== undefined) {
    if (target.seq < 0 || target.seq > finalSeq) throw DomainError.of('BAD_STEP', `seq ${target.seq} is outside 0..${finalSeq}`);
  } else if (target.resolutionAfter !== undefined) {
    if (!row) throw DomainError.of('NO_RESOLUTION', `no stack resolution after step ${target.resolutionAfter}`);
  } else if (target.step !== undefined && (target.step < 0 || target.step > lastStep)) {
    throw DomainError.of('BAD_STEP', `step ${target.step} is outside 0..${lastStep}`);
  }
  if (!row) throw new Error(`replay: the stored step index has no step for ${JSON.stringify(target)}`);
  return fromStored(unit, row, lastStep);
}
