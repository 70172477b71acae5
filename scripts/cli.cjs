#!/usr/bin/env node
/**
 * `npm run cli -- <command>`: runs the compiled command-line tool (src/cli/). It is compiled only
 * when a source file is newer than the compiled entry point (the first run after a checkout or an
 * edit), so an ordinary call starts at once instead of waiting for the TypeScript compiler.
 */
'use strict';
const { spawnSync } = require('node:child_process');
const { existsSync, readdirSync, statSync } = require('node:fs');
const { join, resolve } = require('node:path');

const root = resolve(__dirname, '..');
const entry = join(root, 'dist', 'cli', 'src', 'cli', 'main.js');
const SOURCES = ['src', 'migrations'];

/** The newest modification time of the TypeScript sources the tool is compiled from. */
function newestSource(dir) {
  let newest = 0;
  for (const item of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, item.name);
    if (item.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (item.name.endsWith('.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function stale() {
  if (!existsSync(entry)) return true;
  const built = statSync(entry).mtimeMs;
  return SOURCES.some((dir) => existsSync(join(root, dir)) && newestSource(join(root, dir)) > built);
}

if (stale()) {
  process.stderr.write('compiling the command-line tool (once, after a change)...\n');
  const tsc = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', join(root, 'src', 'cli', 'tsconfig.json')], { stdio: 'inherit' });
  if (tsc.status !== 0) process.exit(tsc.status ?? 1);
}
require(entry);
