import { afterAll, beforeAll } from 'vitest';

/*
 * Every tier runs its files in shared workers (vitest.config.mts, `isolate: false`), so process.env
 * outlives a file. A file that sets a limit for its own server (a rate, a
 * message size, a polling interval) must not hand it to the next file in the same worker: the
 * environment each file began with is restored after it, whatever it changed.
 */
let before: Record<string, string | undefined> = {};

beforeAll(() => {
  before = { ...process.env };
});

afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in before)) delete process.env[key];
  for (const [key, value] of Object.entries(before)) if (process.env[key] !== value) process.env[key] = value;
});
