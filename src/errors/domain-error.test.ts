import { describe, expect, it } from 'vitest';
import { DomainError } from './domain-error';

describe('DomainError.rateLimited', () => {
  it('carries no stack frames (a flood builds thousands a second) and leaves the stack limit as it was', () => {
    const before = Error.stackTraceLimit;
    const error = DomainError.rateLimited('too many messages', 250);
    expect(error.stack?.split('\n')).toHaveLength(1);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', retryAfterMs: 250, message: 'too many messages' });
    expect(Error.stackTraceLimit).toBe(before);
    // Other errors keep their stack.
    expect(DomainError.of('NOT_FOUND', 'no such match').stack?.split('\n').length).toBeGreaterThan(1);
  });
});
