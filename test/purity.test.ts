import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/design.md §1: the rules code (src/engine, src/games) is pure. Import boundaries are checked with
 * dependency-cruiser (.dependency-cruiser.cjs); clocks, ambient randomness and process state are
 * checked by scanning the source, since they need no import.
 */
const root = join(__dirname, '..');
const pureDirs = ['src/engine', 'src/games', 'src/match-domain'];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    // Tests and test-only support files (`*.test-support.ts`) never ship in the server.
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.test-support.ts')) out.push(path);
  }
  return out;
}

describe('the rules code is pure (docs/design.md §1)', () => {
  it('imports nothing but src/engine, src/games and pure-rand; the server layers keep their rules too (dependency-cruiser)', async () => {
    const { cruise } = await import('dependency-cruiser');
    const config = (await import(join(root, '.dependency-cruiser.cjs'))).default;
    const result = await cruise(['src'], { ...config.options, validate: true, ruleSet: { forbidden: config.forbidden } });
    const output = typeof result.output === 'string' ? JSON.parse(result.output) : result.output;
    const violations = (output.summary.violations as { from: string; to: string; rule: { name: string } }[]).map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
    expect(violations).toEqual([]);
    expect(output.summary.totalCruised).toBeGreaterThan(5);
  });

  it('reads no clock, no ambient randomness and no process state', () => {
    const banned = [
      /\bDate\.now\s*\(/,
      /\bnew Date\s*\(/,
      /\bMath\.random\s*\(/,
      /\bperformance\.now\s*\(/,
      /\bprocess\./,
      /\bsetTimeout\s*\(/,
      /\bsetInterval\s*\(/,
      /\bcrypto\./,
    ];
    const offences: string[] = [];
    for (const dir of pureDirs) {
      for (const file of sourceFiles(join(root, dir))) {
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            const code = line.replace(/\/\/.*$/, '');
            for (const re of banned) if (re.test(code)) offences.push(`${relative(root, file)}:${i + 1}: ${line.trim()}`);
          });
      }
    }
    expect(offences).toEqual([]);
  });
});
