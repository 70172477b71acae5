/** Part 2: bot matches with 4 players (a separate file so it runs beside the others). */
import { describe, expect, it } from 'vitest';
import { botMatches } from './testing/bot-suite.test-support';

describe('bot matches, 4 players', () => {
  it('4 players: every match ends with one winner or a documented draw; invariants hold at every step', () => {
    expect(botMatches(4, 300).matches).toBeGreaterThan(0);
  }, 600_000);
});
