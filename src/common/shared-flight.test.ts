import { describe, expect, it } from 'vitest';
import { SharedFlight } from './shared-flight';

/** A promise settled from outside. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('SharedFlight', () => {
  it('runs once for concurrent callers of one key, and every caller gets that result', async () => {
    const flight = new SharedFlight<string, number>();
    const gate = deferred<number>();
    let runs = 0;
    const work = () => {
      runs += 1;
      return gate.promise;
    };
    const calls = [flight.run('a', work), flight.run('a', work), flight.run('a', work)];
    gate.resolve(7);
    expect(await Promise.all(calls)).toEqual([7, 7, 7]);
    expect(runs).toBe(1);
  });

  it('runs separately per key, and again once the run settled', async () => {
    const flight = new SharedFlight<string, string>();
    let runs = 0;
    const work = (v: string) => () => {
      runs += 1;
      return Promise.resolve(v);
    };
    expect(await Promise.all([flight.run('a', work('x')), flight.run('b', work('y'))])).toEqual(['x', 'y']);
    expect(await flight.run('a', work('z'))).toBe('z');
    expect(runs).toBe(3);
  });

  it('shares a failure with the callers of that run only; the next call runs again', async () => {
    const flight = new SharedFlight<string, number>();
    const gate = deferred<number>();
    const both = [flight.run('a', () => gate.promise), flight.run('a', () => Promise.resolve(1))];
    gate.reject(new Error('down'));
    for (const call of both) await expect(call).rejects.toThrow('down');
    expect(await flight.run('a', () => Promise.resolve(2))).toBe(2);
  });
});
