import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';

type Figures = { whole: number; pages: Record<string, number>; files: Record<string, number> };
const { LIMITS, measure, overBudget } = createRequire(__filename)('../scripts/bundle-size.cjs') as {
  LIMITS: { page: number; whole: number };
  measure: (dir: string) => Figures;
  overBudget: (figures: Figures, limits?: { page: number; whole: number }) => string[];
};

/** A fixed, fabricated build: an entry with its CSS and a shared chunk, two pages loaded by import(), a service worker. */
const FILES: Record<string, string> = {
  'index.html': '<!doctype html><div id="app"></div>'.repeat(3),
  'assets/index-a.js': 'export const lobby = "the lobby and the table";'.repeat(40),
  'assets/index-a.css': 'main{margin:0 auto}'.repeat(30),
  'assets/shared-b.js': 'export const shared = 1;'.repeat(20),
  'assets/Replay-c.js': 'import "./index-a.js"; export const replay = "steps";'.repeat(25),
  'assets/Dispute-d.js': 'import "./shared-b.js"; export const dispute = "proofs";'.repeat(50),
  'push-sw.js': 'self.addEventListener("push", () => {});',
};
const MANIFEST = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    css: ['assets/index-a.css'],
    imports: ['_shared'],
    dynamicImports: ['src/Replay.tsx', 'src/Dispute.tsx'],
  },
  _shared: { file: 'assets/shared-b.js' },
  'src/Replay.tsx': { file: 'assets/Replay-c.js', name: 'Replay', isDynamicEntry: true, imports: ['index.html'] },
  'src/Dispute.tsx': { file: 'assets/Dispute-d.js', name: 'Dispute', isDynamicEntry: true, imports: ['_shared', 'index.html'] },
};
const gz = (file: string): number => gzipSync(FILES[file]!).length;

const dirs: string[] = [];
function build(files: Record<string, string>, manifest: object | null): string {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-size-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  if (manifest) {
    mkdirSync(join(dir, '.vite'), { recursive: true });
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the client size check (scripts/bundle-size.cjs)', () => {
  it('sums what each page loads, each shared file once, and every file for the whole client', () => {
    const figures = measure(build(FILES, MANIFEST));
    const entry = gz('index.html') + gz('assets/index-a.js') + gz('assets/index-a.css') + gz('assets/shared-b.js');
    expect(figures.pages).toEqual({ entry, Replay: entry + gz('assets/Replay-c.js'), Dispute: entry + gz('assets/Dispute-d.js') });
    expect(figures.whole).toBe(Object.keys(FILES).reduce((sum, file) => sum + gz(file), 0));
    expect(overBudget(figures)).toEqual([]);
  });

  it('names the page and the whole client that are over their limits', () => {
    const figures = measure(build(FILES, MANIFEST));
    const limits = { page: figures.pages.entry! + 1, whole: figures.whole - 1 };
    const over = overBudget(figures, limits);
    expect(over).toHaveLength(3);
    expect(over[0]).toMatch(/^the whole client is [\d.]+ kB gzipped, over [\d.]+ kB$/);
    expect(over.slice(1).map((sentence) => sentence.split(' ')[2])).toEqual(['Replay', 'Dispute']);
  });

  it('keeps every page, and the whole client, within 60 kB', () => {
    expect(LIMITS).toEqual({ page: 60_000, whole: 60_000 });
  });

  it('fails without a build, and when the manifest names a file the build lacks', () => {
    expect(() => measure(build(FILES, null))).toThrow(/no build .*npm run build:web/);
    const { 'assets/Dispute-d.js': _dropped, ...missing } = FILES;
    expect(() => measure(build(missing, MANIFEST))).toThrow(/assets\/Dispute-d\.js/);
  });
});
