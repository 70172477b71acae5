import type { StepLookup, StepTarget, StoredStep } from './event-store.types';

/**
 * The `event` unit of a finished match's step index, derived from one row per match instead of
 * stored per step: step k shows event k, so a step is its seq, and its turn and navigation follow
 * from the seqs of the turn starts and stack resolutions (the replay's definitions,
 * src/replay/core/steps.ts, with `ends[k] = k`).
 */
export interface EventStepMarks {
  readonly finalSeq: number;
  /** Seqs of the events that start a turn, ascending. */
  readonly turnStarts: readonly number[];
  /** Seqs of stack-resolution events, ascending. */
  readonly resolutions: readonly number[];
}

/** How many of the ascending `seqs` are at most `seq` (binary search: a long match has many resolutions). */
function countAtMost(seqs: readonly number[], seq: number): number {
  let lo = 0;
  let hi = seqs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((seqs[mid] ?? 0) <= seq) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first of `seqs` after `seq`, or null. */
const firstAfter = (seqs: readonly number[], seq: number): number | null => seqs[countAtMost(seqs, seq)] ?? null;

/** The last of `seqs` before `seq`, or null. */
const lastBefore = (seqs: readonly number[], seq: number): number | null => seqs[countAtMost(seqs, seq - 1) - 1] ?? null;

/** Event step `step` (0..finalSeq) as the stored row it replaces. */
export function eventStep(marks: EventStepMarks, step: number): StoredStep {
  const turns = countAtMost(marks.turnStarts, step);
  return {
    step,
    firstSeq: step === 0 ? 1 : step,
    lastSeq: step,
    turn: turns === 0 ? null : turns,
    prevTurn: lastBefore(marks.turnStarts, step),
    nextTurn: firstAfter(marks.turnStarts, step),
    prevResolution: lastBefore(marks.resolutions, step),
    nextResolution: firstAfter(marks.resolutions, step),
  };
}

/** Which event step a target picks (as the stored index's statement would), or null when there is none. */
function targetStep(marks: EventStepMarks, target: StepTarget): number | null {
  const last = marks.finalSeq;
  switch (target.kind) {
    case 'step':
      return target.step ?? last;
    case 'seq':
      return Math.max(target.seq, 0);
    case 'turn':
      // The first step whose turn is at least the one asked for: that turn's start.
      return marks.turnStarts[Math.max(target.turn, 1) - 1] ?? null;
    case 'resolutionAfter':
      return firstAfter(marks.resolutions, Math.min(Math.max(target.step, 0), last));
  }
}

/** A lookup in the event unit, as `lookUpStep` answers it for the action unit. */
export function eventStepLookup(marks: EventStepMarks, target: StepTarget): StepLookup {
  const step = targetStep(marks, target);
  const row = step !== null && step >= 0 && step <= marks.finalSeq ? eventStep(marks, step) : null;
  return { row, lastStep: marks.finalSeq, turns: marks.turnStarts.length, finalSeq: marks.finalSeq };
}

/**
 * The marks of an event-unit index as replay computed it (every step's next turn and next
 * resolution are exactly the turn starts and the resolutions), checked against that index: what
 * is stored must give back every row.
 */
export function eventStepMarks(rows: readonly StoredStep[]): EventStepMarks {
  const distinct = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))].sort((a, b) => a - b);
  const marks = {
    finalSeq: rows[rows.length - 1]?.lastSeq ?? 0,
    turnStarts: distinct(rows.map((r) => r.nextTurn)),
    resolutions: distinct(rows.map((r) => r.nextResolution)),
  };
  for (const row of rows) {
    const derived = eventStep(marks, row.step);
    if (JSON.stringify(derived) !== JSON.stringify(row)) throw new Error(`event store: event step ${row.step} is not derivable from its seq`);
  }
  return marks;
}
