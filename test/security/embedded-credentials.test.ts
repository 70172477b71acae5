import { randomBytes } from 'node:crypto';
import { watch } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { afterEach, describe, expect, it } from 'vitest';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { credentialsPath, LEGACY_SUPERUSER_PASSWORD, readCredentials } from '../../src/database/embedded-credentials';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../../src/database/embedded-postgres';
import { prepareEmbeddedRoles } from '../../src/database/embedded-roles';
import { runMigrations } from '../../src/database/run-migrations';
import { withClient } from '../support/database';

const settings = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

/** PostgreSQL's SQLSTATE when logging in or running `sql` fails, or 'ok'. */
async function attempt(url: string, sql = 'SELECT 1'): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query(sql);
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Migrates as the owner and grants the server's role, as DatabaseModule does at start. */
async function migrate(ownerUrl: string, appRole: string): Promise<void> {
  const owner = await new DataSource(dataSourceOptions(ownerUrl, 2)).initialize();
  try {
    await runMigrations(owner, { log: () => undefined, appRole });
  } finally {
    await owner.destroy();
  }
}

describe('embedded PostgreSQL credentials', () => {
  let handle: EmbeddedPostgresHandle | null = null;
  const dirs: string[] = [];
  const newDir = () => {
    const dir = join('.data', `test-credentials-${randomBytes(4).toString('hex')}`);
    dirs.push(dir);
    return dir;
  };

  afterEach(async () => {
    await handle?.stop();
    handle = null;
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('a new data folder gets random passwords kept in a 0600 file; the old fixed password is refused', async () => {
    const dir = newDir();
    // The password file initdb reads must never sit in the shared temporary folder (it was 0644 there).
    const inSharedTmp: string[] = [];
    const watcher = watch(tmpdir(), (_event, name) => {
      if (name?.startsWith('pg-password-')) inSharedTmp.push(name);
    });
    try {
      handle = await startEmbeddedPostgres({ dataDir: dir, settings, initdbFlags: ['--no-sync'] });
    } finally {
      watcher.close();
    }
    expect(inSharedTmp).toEqual([]);
    expect((await stat(credentialsPath(dir))).mode & 0o777).toBe(0o600);
    const credentials = readCredentials(dir);
    expect(credentials).toEqual(handle.credentials);
    expect(credentials?.superuser.password).not.toBe(LEGACY_SUPERUSER_PASSWORD);
    expect(await attempt(handle.url)).toBe('ok');
    // 28P01: invalid_password.
    expect(await attempt(handle.urlFor({ user: 'postgres', password: LEGACY_SUPERUSER_PASSWORD }))).toBe('28P01');

    const urls = await prepareEmbeddedRoles(handle);
    await migrate(urls.ownerUrl!, handle.credentials.app.user);
    expect(await attempt(urls.url, 'SELECT count(*) FROM match_events')).toBe('ok');
    expect(await attempt(urls.url, 'DELETE FROM match_commands')).toBe('42501');
    expect(await attempt(urls.url, 'SET session_replication_role = replica')).toBe('42501');
    // Restarted on the same folder: same passwords, still working.
    await handle.stop();
    handle = await startEmbeddedPostgres({ dataDir: dir, settings });
    expect(handle.credentials).toEqual(credentials);
    expect(await attempt((await prepareEmbeddedRoles(handle)).url, 'SELECT count(*) FROM match_events')).toBe('ok');
  }, 120_000);

  it('a data folder from before (postgres/postgres, tables owned by the superuser) is migrated on start', async () => {
    const dir = newDir();
    // Make an old-style folder: the legacy password, the schema created by the superuser, no file.
    handle = await startEmbeddedPostgres({ dataDir: dir, settings, initdbFlags: ['--no-sync'] });
    await withClient(handle.url, (c) => c.query(`ALTER ROLE postgres PASSWORD '${LEGACY_SUPERUSER_PASSWORD}'`));
    const legacyUrl = handle.urlFor({ user: 'postgres', password: LEGACY_SUPERUSER_PASSWORD });
    const superuser = await new DataSource(dataSourceOptions(legacyUrl, 2)).initialize();
    await runMigrations(superuser, { log: () => undefined });
    await superuser.query(`INSERT INTO match_secrets (match_id, seed) VALUES (gen_random_uuid(), 'old')`);
    await superuser.destroy();
    await handle.stop();
    await rm(credentialsPath(dir));

    handle = await startEmbeddedPostgres({ dataDir: dir, settings });
    expect((await stat(credentialsPath(dir))).mode & 0o777).toBe(0o600);
    expect(await attempt(handle.urlFor({ user: 'postgres', password: LEGACY_SUPERUSER_PASSWORD }))).toBe('28P01');
    expect(await attempt(handle.url)).toBe('ok');
    const urls = await prepareEmbeddedRoles(handle);
    await migrate(urls.ownerUrl!, handle.credentials.app.user);
    const owners = await withClient(handle.url, (c) =>
      c.query<{ tableowner: string }>(`SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname = 'public'`),
    );
    expect(owners.rows.map((r) => r.tableowner)).toEqual(['stackbound_owner']);
    expect(await attempt(urls.url, `SELECT seed FROM match_secrets WHERE seed = 'old'`)).toBe('ok');
    expect(await attempt(urls.url, 'UPDATE match_events SET seq = seq')).toBe('42501');
  }, 120_000);
});
