/** Part 2: bot matches with 2 players (see testing/bot-suite.test-support.ts; 3 and 4 players have files of their own so they run beside this one). */
import { describe, expect, it } from 'vitest';
import { botMatches } from './testing/bot-suite.test-support';

describe('bot matches (random and greedy bots, fast-check seeds)', () => {
  it('2 players: every match ends with one winner or a documented draw; invariants hold at every step', () => {
    expect(botMatches(2, 400).matches).toBeGreaterThan(0);
  }, 600_000);
});
