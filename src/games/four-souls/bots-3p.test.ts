/** Part 2: bot matches with 3 players (a separate file so it runs beside the others). */
import { describe, expect, it } from 'vitest';
import { botMatches } from './testing/bot-suite.test-support';

describe('bot matches, 3 players', () => {
  it('3 players: every match ends with one winner or a documented draw; invariants hold at every step', () => {
    expect(botMatches(3, 300).matches).toBeGreaterThan(0);
  }, 600_000);
});
