/**
 * Where the compiled server entry is in a bench build: scripts/bench.cjs compiles src/, migrations/
 * and bench/ side by side into dist-bench/<hash>/, so from dist-bench/<hash>/bench/lib the server's
 * `src/main.ts` (the real `bootstrap()`) is ../../src/main.js.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export function compiledServerMain(): string {
  const path = resolve(__dirname, '..', '..', 'src', 'main.js');
  if (!existsSync(path)) throw new Error(`no compiled server at ${path}: run the bench through \`npm run bench\` (scripts/bench.cjs builds it)`);
  return path;
}
