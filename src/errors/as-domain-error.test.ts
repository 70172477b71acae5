import { describe, expect, it } from 'vitest';
import { asDomainError } from './as-domain-error';
import { DomainError } from './domain-error';

/** What every edge (REST filter, socket acknowledgement) makes of a failure. */
describe('asDomainError', () => {
  const run = (error: unknown) => {
    const unexpected: unknown[] = [];
    const result = asDomainError(error, (e) => unexpected.push(e));
    return { code: result.code, kind: result.kind, message: result.message, unexpected: unexpected.length };
  };

  it('keeps a domain error as it is', () => {
    const error = DomainError.of('STALE_SEQ', 'moved on');
    expect(asDomainError(error, () => undefined)).toBe(error);
  });

  it('answers the database being away as UNAVAILABLE, which is not a server bug', () => {
    for (const error of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      { code: '57P01', message: 'terminating connection due to administrator command' },
      new Error('Connection terminated unexpectedly'),
    ]) {
      expect(run(error)).toMatchObject({ code: 'UNAVAILABLE', kind: 'unavailable', unexpected: 0 });
    }
  });

  it('answers anything else as INTERNAL without its internals, and reports it once', () => {
    expect(run(new TypeError('cannot read properties of undefined (reading "seat")'))).toEqual({
      code: 'INTERNAL',
      kind: 'internal',
      message: 'internal error',
      unexpected: 1,
    });
    expect(run({ code: '42P01', message: 'relation "no_such_table" does not exist' })).toMatchObject({ code: 'INTERNAL', unexpected: 1 });
    expect(run('a string')).toMatchObject({ code: 'INTERNAL', unexpected: 1 });
  });
});
