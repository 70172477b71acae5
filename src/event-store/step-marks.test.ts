import { describe, expect, it } from 'vitest';
import type { StepTarget } from './event-store.types';
import { storedSteps } from '../replay/core/step-entry';
import { buildStepIndex, type EventMeta } from '../replay/core/steps';
import { stepLookup, stepMarks } from './step-marks';

/** 40 events of commands of 1 to 4 events: turns start at 1, 9 and 30, resolutions at 5, 6 and 40. */
const meta: EventMeta[] = Array.from({ length: 40 }, (_, i) => ({
  seq: i + 1,
  type: [1, 9, 30].includes(i + 1) ? 'turn' : [5, 6, 40].includes(i + 1) ? 'resolved' : 'other',
  commandId: `c${Math.floor(Math.sqrt(i * 7))}`,
}));
const markers = { isTurnStart: (t: string) => t === 'turn', isResolution: (t: string) => t === 'resolved' };
const units = { event: storedSteps(buildStepIndex(meta, 'event', markers)), action: storedSteps(buildStepIndex(meta, 'action', markers)) };

describe('the step index of a finished match from one row of marks', () => {
  it('keeps three short lists and gives back every row of both units', () => {
    const marks = stepMarks(units);
    expect(marks).toMatchObject({ finalSeq: 40, turnStarts: [1, 9, 30], resolutions: [5, 6, 40] });
    expect(marks.actionEnds).toEqual(units.action.slice(1).map((r) => r.lastSeq));
    for (const unit of ['event', 'action'] as const) {
      for (const row of units[unit]) expect(stepLookup(marks, unit, { kind: 'step', step: row.step }).row).toEqual(row);
    }
  });

  it('answers each kind of target as a search over the stored rows would, and nothing past the end', () => {
    const marks = stepMarks(units);
    for (const unit of ['event', 'action'] as const) {
      const rows = units[unit];
      const last = rows.length - 1;
      const first = (pick: (r: (typeof rows)[number]) => boolean) => rows.find(pick) ?? null;
      const cases: [StepTarget, (typeof rows)[number] | null][] = [
        [{ kind: 'step', step: null }, rows[last]!],
        [{ kind: 'step', step: last + 1 }, null],
        [{ kind: 'seq', seq: -3 }, rows[0]!],
        [{ kind: 'seq', seq: 17 }, first((r) => r.lastSeq >= 17)],
        [{ kind: 'seq', seq: 41 }, null],
        [{ kind: 'turn', turn: 2 }, first((r) => (r.turn ?? 0) >= 2)],
        [{ kind: 'turn', turn: 4 }, null],
        [{ kind: 'resolutionAfter', step: 2 }, rows.find((r) => r.step === rows[2]!.nextResolution) ?? null],
        [{ kind: 'resolutionAfter', step: last }, null],
      ];
      for (const [target, row] of cases)
        expect(stepLookup(marks, unit, target), `${unit} ${JSON.stringify(target)}`).toMatchObject({ row, lastStep: last, turns: 3 });
    }
  });

  it('refuses an index that its marks do not give back', () => {
    expect(() => stepMarks({ ...units, action: units.action.map((r) => (r.step === 3 ? { ...r, turn: 7 } : r)) })).toThrow(/action step 3/);
  });
});
