/**
 * Database helpers of the sections that drive the server's own services: a migrated DataSource
 * with the server's options, the WAL position (for WAL bytes per command) and the settings that
 * decide what a commit costs. Creating/dropping the per-section database is bench/lib/postgres.ts.
 */
import type pg from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { runMigrations } from '../../src/database/run-migrations';

/** A DataSource on `url` with the server's own options, migrated like the server does at start. */
export async function migratedDataSource(url: string, poolSize: number): Promise<DataSource> {
  const ds = await new DataSource(dataSourceOptions(url, poolSize)).initialize();
  await runMigrations(ds, { log: () => undefined });
  return ds;
}

/** The server's current WAL insert position (server-wide). */
export async function walPosition(client: pg.Client): Promise<string> {
  const rows = await client.query<{ lsn: string }>(`SELECT pg_current_wal_insert_lsn()::text AS lsn`);
  return rows.rows[0]!.lsn;
}

export async function walBytesBetween(client: pg.Client, from: string, to: string): Promise<number> {
  const rows = await client.query<{ d: string }>(`SELECT pg_wal_lsn_diff($2::pg_lsn, $1::pg_lsn)::text AS d`, [from, to]);
  return Number(rows.rows[0]!.d);
}

/** The settings that decide what a commit costs, as one line for a section's notes. */
export async function durabilitySettings(client: pg.Client): Promise<string> {
  const rows = await client.query<{ name: string; setting: string }>(
    `SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'wal_sync_method', 'full_page_writes', 'commit_delay', 'server_version') ORDER BY name`,
  );
  return rows.rows.map((r) => `${r.name}=${r.setting}`).join(', ');
}
