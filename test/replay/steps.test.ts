import { describe, expect, it } from 'vitest';
import {
  buildStepIndex,
  lastStep,
  markersOf,
  navigation,
  seqRange,
  stepOfSeq,
  stepOfTurn,
  turnAt,
  type EventMeta,
  type StepIndex,
} from '../../src/replay/core/steps';

/** A made-up stream: create (3 events), a claim, a turn with a two-event action, a resolution, a second turn. */
const meta: EventMeta[] = [
  { seq: 1, type: 'match.created', commandId: 'create:x' },
  { seq: 2, type: 'dealt', commandId: 'create:x' },
  { seq: 3, type: 'turn-started', commandId: 'create:x' },
  { seq: 4, type: 'seat.claimed', commandId: 'join:1' },
  { seq: 5, type: 'stack-pushed', commandId: 'c1' },
  { seq: 6, type: 'priority-given', commandId: 'c1' },
  { seq: 7, type: 'stack-popped', commandId: 'c2' },
  { seq: 8, type: 'turnStarted', commandId: 'c2' },
  { seq: 9, type: 'system-thing', commandId: null },
  { seq: 10, type: 'system-thing', commandId: null },
];

/** Markers as a game lists them in its definition (here one from each naming style). */
const markers = markersOf({ markers: { turnStart: ['turn-started', 'turnStarted'], resolution: ['stack-popped'] } });

describe('replay step numbering (pure)', () => {
  it('event steps are seqs; action steps group the events of one command', () => {
    const events = buildStepIndex(meta, 'event', markers);
    expect(events.ends).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const actions = buildStepIndex(meta, 'action', markers);
    expect(actions.ends).toEqual([0, 3, 4, 6, 8, 9, 10]);
    expect(seqRange(actions, 3)).toEqual({ from: 5, to: 6 });
    expect(seqRange(actions, 0)).toEqual({ from: 1, to: 0 });
    expect(stepOfSeq(actions, 6)).toBe(3);
    expect(stepOfSeq(actions, 7)).toBe(4);
  });

  it('finds turns and resolutions by the event types the game lists', () => {
    const actions = buildStepIndex(meta, 'action', markers);
    expect(actions.turnStarts).toEqual([3, 8]);
    expect(actions.resolutions).toEqual([7]);
    expect(turnAt(actions, 2)).toBeNull();
    expect(turnAt(actions, 7)).toBe(1);
    expect(stepOfTurn(actions, 2)).toBe(4);
    expect(stepOfTurn(actions, 3)).toBeNull();
    expect(navigation(actions, 2)).toEqual({ first: 0, prev: 1, next: 3, last: 6, prevTurn: 1, nextTurn: 4, nextResolution: 4, prevResolution: null });
    expect(navigation(actions, 5)).toMatchObject({ prevTurn: 4, nextTurn: null, nextResolution: null, prevResolution: 4 });
  });

  it('navigates by binary search as a scan of the markers would, on long random indexes', () => {
    // The scans as they were (linear, and a reversed copy per look back): the reference.
    const scanned = (index: StepIndex, step: number) => {
      const { from, to } = seqRange(index, step);
      const start = step === 0 ? 0 : from;
      const seqOf = (s: number | undefined) => (s === undefined ? null : stepOfSeq(index, s));
      return {
        prevTurn: seqOf([...index.turnStarts].reverse().find((s) => s < start)),
        nextTurn: seqOf(index.turnStarts.find((s) => s > to)),
        nextResolution: seqOf(index.resolutions.find((s) => s > to)),
        prevResolution: seqOf([...index.resolutions].reverse().find((s) => s < start)),
        turn: index.turnStarts.filter((s) => s <= to).length || null,
      };
    };
    let seed = 12345;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    for (let round = 0; round < 6; round += 1) {
      const events: EventMeta[] = Array.from({ length: 400 + round * 150 }, (_, i) => ({
        seq: i + 1,
        type: next() < 0.05 ? 'turn-started' : next() < 0.3 ? 'stack-popped' : 'other',
        commandId: `c${Math.floor(i / (1 + (round % 3)))}`,
      }));
      for (const unit of ['event', 'action'] as const) {
        const index = buildStepIndex(events, unit, markers);
        for (let step = 0; step <= lastStep(index); step += 1) {
          const { prevTurn, nextTurn, nextResolution, prevResolution } = navigation(index, step);
          const { to } = seqRange(index, step);
          expect({ prevTurn, nextTurn, nextResolution, prevResolution, turn: turnAt(index, to) }).toEqual(scanned(index, step));
        }
      }
    }
  });
});
