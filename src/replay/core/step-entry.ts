import type { StoredStep } from '../../event-store/event-store.types';
import { lastStep, navigation, seqRange, turnAt, type Navigation, type StepIndex, type StepUnit } from './steps';

/**
 * Everything a replay answer says about one step besides the folded view: which events it shows,
 * the turn in progress and where navigation leads. Computed from a whole step index
 * (`entryOf`), or read alone from the stored step index of a finished match, so that a cold seek
 * never needs the whole index.
 */
export interface StepEntry {
  readonly unit: StepUnit;
  readonly step: number;
  /** The step's events are seqs from..to (none at step 0: from 1, to 0). */
  readonly from: number;
  readonly to: number;
  /** Turn in progress after `to` (1-based), or null before the first turn. */
  readonly turn: number | null;
  readonly navigation: Navigation;
}

export function entryOf(index: StepIndex, step: number): StepEntry {
  const { from, to } = seqRange(index, step);
  return { unit: index.unit, step, from, to, turn: turnAt(index, to), navigation: navigation(index, step) };
}

/** Every step of the index as stored rows, step 0 first. */
export function storedSteps(index: StepIndex): StoredStep[] {
  const rows: StoredStep[] = [];
  // Once per finished match, in the background: navigation() per step is a few binary searches.
  for (let step = 0; step <= lastStep(index); step += 1) rows.push(toStored(entryOf(index, step)));
  return rows;
}

function toStored(e: StepEntry): StoredStep {
  const n = e.navigation;
  return {
    step: e.step,
    firstSeq: e.from,
    lastSeq: e.to,
    turn: e.turn,
    prevTurn: n.prevTurn,
    nextTurn: n.nextTurn,
    prevResolution: n.prevResolution,
    nextResolution: n.nextResolution,
  };
}

/** The entry of a stored row, given the unit and the last step of the match. */
export function fromStored(unit: StepUnit, row: StoredStep, last: number): StepEntry {
  const { step } = row;
  return {
    unit,
    step,
    from: row.firstSeq,
    to: row.lastSeq,
    turn: row.turn,
    navigation: {
      first: 0,
      prev: step > 0 ? step - 1 : null,
      next: step < last ? step + 1 : null,
      last,
      prevTurn: row.prevTurn,
      nextTurn: row.nextTurn,
      nextResolution: row.nextResolution,
      prevResolution: row.prevResolution,
    },
  };
}
