import { describe, expect, it } from 'vitest';
import { storedSteps } from '../replay/core/step-entry';
import { buildStepIndex, type EventMeta } from '../replay/core/steps';
import { eventStep, eventStepLookup, eventStepMarks } from './event-steps';

/** 40 events: turns start at 1, 9 and 30, resolutions at 5, 6 and 40. */
const meta: EventMeta[] = Array.from({ length: 40 }, (_, i) => ({
  seq: i + 1,
  type: [1, 9, 30].includes(i + 1) ? 'turn' : [5, 6, 40].includes(i + 1) ? 'resolved' : 'other',
  commandId: `c${Math.floor(i / 3)}`,
}));
const rows = storedSteps(buildStepIndex(meta, 'event', { isTurnStart: (t) => t === 'turn', isResolution: (t) => t === 'resolved' }));

describe('event steps derived from their seq and the match marks', () => {
  it('gives back every row of the replay index from three numbers and two short lists', () => {
    const marks = eventStepMarks(rows);
    expect(marks).toEqual({ finalSeq: 40, turnStarts: [1, 9, 30], resolutions: [5, 6, 40] });
    expect(rows.map((r) => eventStep(marks, r.step))).toEqual(rows);
  });

  it('answers each kind of target as the stored rows would, and nothing past the end', () => {
    const marks = eventStepMarks(rows);
    expect(eventStepLookup(marks, { kind: 'step', step: null })).toEqual({ row: rows[40], lastStep: 40, turns: 3, finalSeq: 40 });
    expect(eventStepLookup(marks, { kind: 'step', step: 41 }).row).toBeNull();
    expect(eventStepLookup(marks, { kind: 'seq', seq: -3 }).row).toEqual(rows[0]);
    expect(eventStepLookup(marks, { kind: 'turn', turn: 2 }).row).toEqual(rows[9]);
    expect(eventStepLookup(marks, { kind: 'turn', turn: 4 }).row).toBeNull();
    expect(eventStepLookup(marks, { kind: 'resolutionAfter', step: 5 }).row).toEqual(rows[6]);
    expect(eventStepLookup(marks, { kind: 'resolutionAfter', step: 40 }).row).toBeNull();
  });

  it('refuses an index that its seqs do not give back', () => {
    expect(() => eventStepMarks(rows.map((r) => (r.step === 12 ? { ...r, turn: 7 } : r)))).toThrow(/event step 12/);
  });
});
