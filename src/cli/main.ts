#!/usr/bin/env node
import { runCli } from './cli';

/** Entry point of `npm run cli -- ...` (compiled by src/cli/tsconfig.json). */
runCli(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  fetch: globalThis.fetch,
  env: process.env,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exitCode = 1;
  },
);
