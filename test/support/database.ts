import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { inject } from 'vitest';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { runMigrations } from '../../src/database/run-migrations';
import { quoteIdent, quoteLiteral } from '../../src/database/sql-quote';

export interface TestDatabase {
  /**
   * URL of the fresh database as the server's restricted role (SELECT and INSERT on the log and
   * the ledger, no UPDATE/DELETE/TRUNCATE, not the owner): what every server in the suite uses.
   */
  readonly url: string;
  /** URL of the same database as its owner role (migrations; tests that tamper with history). */
  readonly ownerUrl: string;
  /** URL of the same database as the run's superuser. */
  readonly superuserUrl: string;
  /** URL of the server's `postgres` database (superuser). */
  readonly adminUrl: string;
  drop(): Promise<void>;
}

/**
 * A fresh database with a random name on the run's PostgreSQL (see global-setup.ts), migrated by
 * its own owner role, with its own server role granted as in production (app-role-grants.ts).
 * Roles are cluster-wide and several runs may share one PostgreSQL: each database gets roles named
 * after it (random, so two runs never race on a name), dropped with it.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const owner = { user: `${name}_owner`, password: randomBytes(12).toString('hex') };
  const app = { user: `${name}_app`, password: randomBytes(12).toString('hex') };
  await withClient(adminUrl, async (c) => {
    for (const role of [owner, app]) await c.query(`CREATE ROLE ${quoteIdent(role.user)} LOGIN PASSWORD ${quoteLiteral(role.password)}`);
    await c.query(`CREATE DATABASE ${name} OWNER ${quoteIdent(owner.user)}`);
  });
  const urlAs = (login: { user: string; password: string } | null) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    if (login) {
      url.username = login.user;
      url.password = login.password;
    }
    return url.toString();
  };
  const db: TestDatabase = {
    url: urlAs(app),
    ownerUrl: urlAs(owner),
    superuserUrl: urlAs(null),
    adminUrl,
    drop: () =>
      withClient(adminUrl, async (c) => {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        for (const role of [app, owner]) await c.query(`DROP ROLE IF EXISTS ${quoteIdent(role.user)}`);
      }),
  };
  // PostgreSQL before 15 lets every role create tables in `public`; the server's role must not.
  await withClient(db.superuserUrl, (c) => c.query(`REVOKE CREATE ON SCHEMA public FROM PUBLIC`));
  const migrator = await new DataSource(dataSourceOptions(db.ownerUrl, 2)).initialize();
  try {
    await runMigrations(migrator, { log: () => undefined, appRole: app.user });
  } finally {
    await migrator.destroy();
  }
  return db;
}

/** A DataSource on a fresh database, as the server's role (the database is migrated at creation). */
export async function createMigratedDataSource(db: TestDatabase, poolSize = 25): Promise<DataSource> {
  return new DataSource(dataSourceOptions(db.url, poolSize)).initialize();
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
