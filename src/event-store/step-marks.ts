import { countBelow, firstAfter, lastBefore } from '../common/ascending-seqs';
import type { StepLookup, StepTarget, StoredStep } from './event-store.types';

/**
 * A finished match's step index, both units, derived from one row per match instead of a row per
 * step: step k of a unit shows the events after `ends[k-1]` up to `ends[k]` (event steps: k itself;
 * action steps: the run of one command), and its turn and navigation follow from the seqs of the
 * turn starts and stack resolutions. These are the replay's definitions
 * (src/replay/core/steps.ts); `stepMarks` checks that the marks give back every row replay computed.
 */
export interface StepMarks {
  readonly finalSeq: number;
  /** Seqs of the events that start a turn, ascending. */
  readonly turnStarts: readonly number[];
  /** Seqs of stack-resolution events, ascending. */
  readonly resolutions: readonly number[];
  /** The last seq of each action step 1..n (step 0 shows no event). */
  readonly actionEnds: readonly number[];
}

export type StepUnitName = 'event' | 'action';

/** One unit's view of the marks: how many steps, where each ends, which step holds a seq. */
interface UnitSteps {
  readonly last: number;
  /** The last seq of step k (0 for step 0). */
  end(step: number): number;
  /** The first step whose events reach `seq` (seq within 0..finalSeq). */
  stepOf(seq: number): number;
}

function unitSteps(marks: StepMarks, unit: StepUnitName): UnitSteps {
  if (unit === 'event') return { last: marks.finalSeq, end: (k) => k, stepOf: (seq) => seq };
  const ends = marks.actionEnds;
  return { last: ends.length, end: (k) => (k === 0 ? 0 : (ends[k - 1] ?? 0)), stepOf: (seq) => (seq <= 0 ? 0 : countBelow(ends, seq) + 1) };
}

/** Step `step` of a unit as the stored row it replaces. */
function stepRow(marks: StepMarks, steps: UnitSteps, step: number): StoredStep {
  const to = steps.end(step);
  const from = step === 0 ? 1 : steps.end(step - 1) + 1;
  const start = step === 0 ? 0 : from;
  const turns = countBelow(marks.turnStarts, to + 1);
  const asStep = (seq: number | null) => (seq === null ? null : steps.stepOf(seq));
  return {
    step,
    firstSeq: from,
    lastSeq: to,
    turn: turns === 0 ? null : turns,
    prevTurn: asStep(lastBefore(marks.turnStarts, start)),
    nextTurn: asStep(firstAfter(marks.turnStarts, to)),
    prevResolution: asStep(lastBefore(marks.resolutions, start)),
    nextResolution: asStep(firstAfter(marks.resolutions, to)),
  };
}

/** Which step a target picks (as a statement over stored rows would), or null when there is none. */
function targetStep(marks: StepMarks, steps: UnitSteps, target: StepTarget): number | null {
  switch (target.kind) {
    case 'step':
      return target.step ?? steps.last;
    case 'seq':
      // The first step whose last seq reaches it.
      return target.seq > marks.finalSeq ? null : steps.stepOf(Math.max(target.seq, 0));
    case 'turn': {
      // The first step whose turn is at least the one asked for: the step of that turn's start.
      const start = marks.turnStarts[Math.max(target.turn, 1) - 1];
      return start === undefined ? null : steps.stepOf(start);
    }
    case 'resolutionAfter': {
      const next = firstAfter(marks.resolutions, steps.end(Math.min(Math.max(target.step, 0), steps.last)));
      return next === null ? null : steps.stepOf(next);
    }
  }
}

/** One step of a unit, with what the match's last step says (null row: the target does not exist). */
export function stepLookup(marks: StepMarks, unit: StepUnitName, target: StepTarget): StepLookup {
  const steps = unitSteps(marks, unit);
  const step = targetStep(marks, steps, target);
  const row = step !== null && step >= 0 && step <= steps.last ? stepRow(marks, steps, step) : null;
  return { row, lastStep: steps.last, turns: marks.turnStarts.length, finalSeq: marks.finalSeq };
}

/**
 * The marks of a step index as replay computed it (the next turn and next resolution of the event
 * steps are exactly the turn starts and the resolutions), checked against every row of both
 * units: what is stored must give back the index.
 */
export function stepMarks(units: Readonly<Record<StepUnitName, readonly StoredStep[]>>): StepMarks {
  const distinct = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))].sort((a, b) => a - b);
  const marks: StepMarks = {
    finalSeq: units.event.at(-1)?.lastSeq ?? 0,
    turnStarts: distinct(units.event.map((r) => r.nextTurn)),
    resolutions: distinct(units.event.map((r) => r.nextResolution)),
    actionEnds: units.action.slice(1).map((r) => r.lastSeq),
  };
  for (const unit of ['event', 'action'] as const) {
    const steps = unitSteps(marks, unit);
    for (const row of units[unit]) {
      if (JSON.stringify(stepRow(marks, steps, row.step)) !== JSON.stringify(row))
        throw new Error(`event store: ${unit} step ${row.step} is not derivable from the match's marks`);
    }
  }
  return marks;
}
