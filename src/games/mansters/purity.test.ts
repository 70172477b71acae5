import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { must } from './must';

/*
 * The rules module is pure. Its non-test files import only src/engine and files of
 * this folder, never a framework or a Node built-in, and never read a clock or Math.random.
 * (The test files themselves may use Node: this one reads the sources.)
 */

const ROOT = resolve(__dirname);
const ENGINE = resolve(__dirname, '../../engine');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

describe('purity of the Mansters module', () => {
  const files = sources(ROOT);

  it('imports only src/engine and its own folder (plus fast-check in test support)', () => {
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/from\s+'([^']+)'/g)) {
        const spec = must(m[1], 'the import specifier');
        if (!spec.startsWith('.')) throw new Error(`${relative(ROOT, file)} imports package ${spec}`);
        const target = resolve(join(file, '..'), spec);
        const ok = target.startsWith(ROOT) || target === ENGINE || target.startsWith(ENGINE + '/');
        expect(ok, `${relative(ROOT, file)} imports ${spec}`).toBe(true);
      }
    }
  });

  it('never reads a clock or Math.random', () => {
    for (const file of files) {
      const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect(/\bDate\b|Math\.random|performance\.now|process\./.test(text), relative(ROOT, file)).toBe(false);
    }
  });
});
