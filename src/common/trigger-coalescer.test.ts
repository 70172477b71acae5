import { describe, expect, it } from 'vitest';
import { TriggerCoalescer } from './trigger-coalescer';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A task whose runs finish only when the test says so. */
function gatedTask() {
  const started: string[] = [];
  const gates: (() => void)[] = [];
  const task = (key: string) =>
    new Promise<void>((resolve) => {
      started.push(key);
      gates.push(resolve);
    });
  const finishNext = async () => {
    gates.shift()?.();
    await tick();
  };
  return { started, task, finishNext };
}

describe('TriggerCoalescer', () => {
  it('runs once per trigger when idle, and at most one run at a time per key', async () => {
    const { started, task } = gatedTask();
    const flight = new TriggerCoalescer(task, { onError: () => undefined });
    flight.trigger('a');
    flight.trigger('b');
    await tick();
    expect(started).toEqual(['a', 'b']);
    flight.trigger('a');
    await tick();
    expect(started).toEqual(['a', 'b']);
  });

  it('coalesces any number of triggers during a run into exactly one more run', async () => {
    const { started, task, finishNext } = gatedTask();
    const flight = new TriggerCoalescer(task, { onError: () => undefined });
    flight.trigger('a');
    await tick();
    for (let i = 0; i < 5; i += 1) flight.trigger('a');
    await finishNext();
    expect(started).toEqual(['a', 'a']);
    await finishNext();
    await flight.idle();
    expect(started).toEqual(['a', 'a']);
  });

  it('serves triggers that arrive during `before` with the run that follows it', async () => {
    const runs: number[] = [];
    let release: () => void = () => undefined;
    const flight = new TriggerCoalescer(async () => void runs.push(runs.length), {
      onError: () => undefined,
      before: () => new Promise<void>((resolve) => (release = resolve)),
    });
    flight.trigger('k');
    flight.trigger('k');
    flight.trigger('k');
    await tick();
    release();
    await tick();
    await flight.idle();
    expect(runs).toEqual([0]);
  });

  it('reports a failed run and runs again on the next trigger', async () => {
    const errors: string[] = [];
    let calls = 0;
    const flight = new TriggerCoalescer(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('database away');
      },
      { onError: (key, error) => errors.push(`${key}: ${(error as Error).message}`) },
    );
    flight.trigger('m');
    await flight.idle();
    flight.trigger('m');
    await flight.idle();
    expect(errors).toEqual(['m: database away']);
    expect(calls).toBe(2);
  });

  it('after stop, ignores triggers and drops the pending re-run, but waits for the run under way', async () => {
    const { started, task, finishNext } = gatedTask();
    const flight = new TriggerCoalescer(task, { onError: () => undefined });
    flight.trigger('a');
    await tick();
    flight.trigger('a');
    const stopped = flight.stop();
    flight.trigger('b');
    await finishNext();
    await stopped;
    expect(started).toEqual(['a']);
  });
});
