import { describe, expect, it } from 'vitest';
import { INITIAL_RATING, isProvisional, rateMatch, ratePeriod } from './glicko';

describe('Glicko-2', () => {
  it("reproduces the worked example of Glickman's paper: 1500/200/0.06 against 1400/30, 1550/100, 1700/300 with 1, 0, 0", () => {
    const after = ratePeriod({ rating: 1500, rd: 200, volatility: 0.06 }, [
      { opponent: { rating: 1400, rd: 30, volatility: 0.06 }, score: 1 },
      { opponent: { rating: 1550, rd: 100, volatility: 0.06 }, score: 0 },
      { opponent: { rating: 1700, rd: 300, volatility: 0.06 }, score: 0 },
    ]);
    // The paper rounds each intermediate step to four decimals (mu' = -0.2069, phi' = 0.8722), so
    // its printed figures are within a hundredth of the exact computation (1464.0507, 151.5165, 0.059996).
    expect(Math.abs(after.rating - 1464.06)).toBeLessThan(0.01);
    expect(Math.abs(after.rd - 151.52)).toBeLessThan(0.005);
    expect(Math.abs(after.volatility - 0.05999)).toBeLessThan(0.00001);
    // On the Glicko-2 scale, to the paper's four decimals.
    expect(((after.rating - 1500) / 173.7178).toFixed(4)).toBe('-0.2069');
    expect((after.rd / 173.7178).toFixed(4)).toBe('0.8722');
  });

  it('rates a two-player match both ways: the winner gains what the loser loses when both start equal', () => {
    const after = rateMatch(
      new Map([
        ['a', INITIAL_RATING],
        ['b', INITIAL_RATING],
      ]),
      new Set(['a']),
    );
    const a = after.get('a')!;
    const b = after.get('b')!;
    expect(a.rating).toBeGreaterThan(1500);
    expect(b.rating).toBeLessThan(1500);
    expect(a.rating - 1500).toBeCloseTo(1500 - b.rating, 6);
    expect(isProvisional(a)).toBe(true);
    expect(isProvisional({ rating: 1500, rd: 109.9, volatility: 0.06 })).toBe(false);
    expect(isProvisional({ rating: 1500, rd: 110, volatility: 0.06 })).toBe(true);
  });

  it('in a match of three, the losers draw each other and lose to the winner', () => {
    const start = new Map([
      ['w', INITIAL_RATING],
      ['x', INITIAL_RATING],
      ['y', INITIAL_RATING],
    ]);
    const after = rateMatch(start, new Set(['w']));
    expect(after.get('x')!.rating).toBeCloseTo(after.get('y')!.rating, 9);
    expect(after.get('w')!.rating).toBeGreaterThan(1500);
    expect(after.get('x')!.rating).toBeLessThan(1500);
  });
});
