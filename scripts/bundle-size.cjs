#!/usr/bin/env node
/**
 * `npm run size:web`: the browser client's gzipped sizes, from the build in dist/web (docs/web.md,
 * "Bundle size"). It prints what each page loads and the whole client, and exits 1 when a page or
 * the whole client is over the budget (60 kB gzipped, kB = 1000 bytes), or when there is no build.
 * `web/vite.config.ts` runs the same check after every `npm run build:web`, so a build over it fails.
 *
 * The budget is met: the whole client got under 60 kB (66.61 to 59.20 kB) when the browser build's
 * socket.io-client and engine.io-client (8.92 kB) gave way to `web/src/live-socket.ts` (1.53 kB),
 * socket.io's protocol over the browser's own WebSocket. Until then the whole client had a ceiling
 * a little above its figure of the day, so it could shrink but not grow unnoticed (last raised from
 * 66.10 to 66.65 kB for the choice panel reading its picks in the player's order, the seat link's
 * "?" and "Copied", and the dispute page's checks and steps as lines on a phone); now it is the budget itself.
 *
 * A page loads `index.html`, the entry chunk with everything it imports (and their CSS), and for a
 * page opened by `import()` that chunk with everything it imports; Vite's manifest
 * (`dist/web/.vite/manifest.json`) names those. The whole client is every .js, .css and .html file
 * under dist/web (the push service worker included). Each file is gzipped on its own (zlib's
 * default level, as a server compresses it).
 */
'use strict';
const { existsSync, readFileSync, readdirSync, statSync } = require('node:fs');
const { join, relative, resolve } = require('node:path');
const { gzipSync } = require('node:zlib');

/** Gzipped bytes: what any one page may load, and the whole client (see above). */
const LIMITS = { page: 60_000, whole: 60_000 };

/** Gzipped bytes of every .js, .css and .html file under `dir`, by path relative to it. */
function gzippedFiles(dir) {
  const sizes = {};
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(js|css|html)$/.test(name)) sizes[relative(dir, path).split('\\').join('/')] = gzipSync(readFileSync(path)).length;
    }
  };
  walk(dir);
  return sizes;
}

/**
 * The figures of the build in `dir`: `whole` (gzipped bytes of every file), `pages` (name → gzipped
 * bytes a page loads: `entry` for the first load, then one per chunk loaded by `import()`),
 * `files` (path → gzipped bytes).
 */
function measure(dir) {
  const manifestPath = join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`no build in ${dir} (no .vite/manifest.json): run npm run build:web`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const files = gzippedFiles(dir);
  const size = (file) => {
    if (files[file] === undefined) throw new Error(`the manifest names ${file}, which the build does not hold`);
    return files[file];
  };
  /** The files a manifest chunk loads: its own, its CSS, and those of the chunks it imports. */
  const closure = (key, into = new Set()) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    if (into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  const entry = closure(entries[0]);
  entry.add('index.html');
  const sum = (set) => [...set].reduce((total, file) => total + size(file), 0);
  const pages = { entry: sum(entry) };
  for (const key of Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry)) {
    pages[manifest[key].name ?? key] = sum(closure(key, new Set(entry)));
  }
  return { whole: Object.values(files).reduce((a, b) => a + b, 0), pages, files };
}

/** What in `figures` is over `limits`, one sentence each (none: within them). */
function overBudget(figures, limits = LIMITS) {
  const over = [];
  if (figures.whole > limits.whole) over.push(`the whole client is ${kB(figures.whole)} gzipped, over ${kB(limits.whole)}`);
  for (const [page, bytes] of Object.entries(figures.pages)) {
    if (bytes > limits.page) over.push(`the page ${page} loads ${kB(bytes)} gzipped, over ${kB(limits.page)}`);
  }
  return over;
}

const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;

module.exports = { LIMITS, measure, overBudget };

if (require.main === module) {
  const dir = resolve(process.argv[2] ?? join(__dirname, '..', 'dist', 'web'));
  try {
    const figures = measure(dir);
    for (const [file, bytes] of Object.entries(figures.files).sort((a, b) => b[1] - a[1])) console.log(`${kB(bytes).padStart(10)}  ${file}`);
    console.log('');
    for (const [page, bytes] of Object.entries(figures.pages)) console.log(`${kB(bytes).padStart(10)}  page: ${page}`);
    console.log(`${kB(figures.whole).padStart(10)}  whole client (budget ${kB(LIMITS.whole)}; every page ${kB(LIMITS.page)})`);
    const over = overBudget(figures);
    for (const sentence of over) console.error(sentence);
    process.exit(over.length ? 1 : 0);
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}
