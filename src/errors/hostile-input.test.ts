import { describe, expect, it } from 'vitest';
import { hostileInputProblem, MAX_PAYLOAD_DEPTH, refuseHostileInput } from './hostile-input';

const nested = (depth: number): unknown => {
  let value: unknown = 0;
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
};

describe('hostileInputProblem', () => {
  it('takes ordinary payloads, emoji (well-formed surrogate pairs) and nesting up to the limit', () => {
    expect(hostileInputProblem({ commandId: 'c1', command: { type: 'play', card: 3, note: 'gg 😀 é' } })).toBeNull();
    expect(hostileInputProblem(nested(MAX_PAYLOAD_DEPTH))).toBeNull();
    expect(hostileInputProblem(null)).toBeNull();
  });

  it('refuses nesting one level past the limit, and 100,000 levels without overflowing', () => {
    expect(hostileInputProblem(nested(MAX_PAYLOAD_DEPTH + 1))).toMatch(/deeper than/);
    expect(hostileInputProblem(nested(100_000))).toMatch(/deeper than/);
  });

  it('refuses NUL and lone surrogates in values and keys, at any depth', () => {
    expect(hostileInputProblem({ name: 'A\u0000' })).toMatch(/name contains a NUL/);
    expect(hostileInputProblem({ command: { type: ['x', 'y\ud800'] } })).toMatch(/command\.type\.1 contains a lone surrogate/);
    expect(hostileInputProblem({ a: '\udc00z' })).toMatch(/lone surrogate/);
    expect(hostileInputProblem({ a: 'z\ud83d' })).toMatch(/lone surrogate/);
    expect(hostileInputProblem({ ['k\u0000']: 1 })).toMatch(/a key contains a NUL/);
    expect(hostileInputProblem('\ud800')).toMatch(/the payload contains a lone surrogate/);
  });

  it('throws the given malformed code', () => {
    expect(() => refuseHostileInput({ a: '\u0000' }, 'MALFORMED_MESSAGE')).toThrow(expect.objectContaining({ code: 'MALFORMED_MESSAGE', kind: 'malformed' }));
  });
});
