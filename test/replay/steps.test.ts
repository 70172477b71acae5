import { describe, expect, it } from 'vitest';
import { buildStepIndex, markersOf, navigation, seqRange, stepOfSeq, stepOfTurn, turnAt, type EventMeta } from '../../src/replay/core/steps';

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
});
