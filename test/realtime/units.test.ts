import { describe, expect, it } from 'vitest';
import { deadlineOf, serverCommandId } from '../../src/automation';
import { TokenBucket } from '../../src/realtime/token-bucket';

describe('deadline computation (R-MATCH-1, M-MISC-4)', () => {
  const at = new Date('2026-01-01T10:00:00.000Z');

  it('is the latest event time plus the option, for the waited-for seats', () => {
    expect(deadlineOf({ mode: 'live', seconds: 30 }, [1], at)).toEqual({ at: new Date('2026-01-01T10:00:30.000Z'), mode: 'live', seconds: 30, seats: [1] });
    expect(deadlineOf({ mode: 'correspondence', seconds: 48 * 3600 }, [0, 2], at)?.at.toISOString()).toBe('2026-01-03T10:00:00.000Z');
  });

  it('is absent without the option, without waited-for seats or without events', () => {
    expect(deadlineOf(null, [0], at)).toBeNull();
    expect(deadlineOf({ mode: 'live', seconds: 5 }, [], at)).toBeNull();
    expect(deadlineOf({ mode: 'live', seconds: 5 }, [0], null)).toBeNull();
  });

  it('has a deterministic command id that a client cannot send (client ids have no colon)', () => {
    expect(serverCommandId('timeout', 42, 1)).toBe('auto:timeout:42:1');
  });
});

describe('token bucket', () => {
  it('allows a burst of `capacity`, then `perSecond`', () => {
    let now = 0;
    const bucket = new TokenBucket(3, 2, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    now = 499;
    expect(bucket.take()).toBe(false);
    now = 500;
    expect(bucket.take()).toBe(true);
    now = 60_000;
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
  });

  it('names the wait until the next message (the retryAfterMs of a refusal), after which a message is taken', () => {
    let now = 0;
    const bucket = new TokenBucket(2, 3, () => now);
    expect(bucket.msUntilNext()).toBe(0);
    expect([bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, false]);
    const wait = bucket.msUntilNext();
    // A third of a second for one token at 3/s, rounded up, plus a millisecond against rounding.
    expect(wait).toBe(335);
    now = 100;
    expect(bucket.msUntilNext()).toBe(wait - 100);
    now = wait;
    expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
  });
});
