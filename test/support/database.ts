import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { inject } from 'vitest';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { runMigrations } from '../../src/database/run-migrations';

export interface TestDatabase {
  /** URL of the fresh database. */
  readonly url: string;
  /** URL of the server's `postgres` database (superuser), for tampering. */
  readonly adminUrl: string;
  drop(): Promise<void>;
}

/** A fresh, empty database with a random name on the run's PostgreSQL (see global-setup.ts). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    adminUrl,
    drop: () => withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** A migrated DataSource on a fresh database. */
export async function createMigratedDataSource(db: TestDatabase, poolSize = 25): Promise<DataSource> {
  const ds = await new DataSource(dataSourceOptions(db.url, poolSize)).initialize();
  await runMigrations(ds, () => undefined);
  return ds;
}

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
