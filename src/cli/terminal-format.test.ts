import { describe, expect, it } from 'vitest';
import type { Outcome } from '../engine/types';
import type { ReplayStep } from '../replay/core/render';
import { formatStep } from './terminal-format';

/** The last step of a finished match of Ada and Bob, as `replay` prints it. */
function lastStep(outcome: Outcome): string {
  const step = {
    unit: 'action',
    step: 40,
    turn: 9,
    events: [],
    prompt: null,
    outcome,
    seats: [
      { seat: 0, name: 'Ada', claimed: true, bot: null },
      { seat: 1, name: 'Bob', claimed: true, bot: null },
    ],
  } as unknown as ReplayStep;
  return formatStep(step, { views: false })
    .split('\n')
    .find((l) => l.startsWith('  outcome: '))!;
}

describe('the replay command prints why a match ended in words', () => {
  it('names the winners and the reason as the table does, never the reason id', () => {
    expect(lastStep({ winners: [1], reason: 'last-player-standing' })).toBe('  outcome: Bob won as the last player standing');
    expect(lastStep({ winners: [0], reason: 'turn-cap' })).toBe('  outcome: Ada won by being ahead when the turn limit was reached');
    expect(lastStep({ winners: [0, 1], reason: 'souls' })).toBe('  outcome: Ada and Bob won by collecting 4 souls');
    expect(lastStep({ winners: [], reason: 'turn-cap-draw' })).toBe('  outcome: a draw: the turn limit was reached with a tie');
    // A reason with no words of its own still reads as words.
    expect(lastStep({ winners: [], reason: 'board-full' })).toBe('  outcome: a draw: board full');
  });
});
