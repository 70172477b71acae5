import pg from 'pg';
import type { DatabaseUrls } from './database.module';
import type { RoleLogin } from './embedded-credentials';
import type { EmbeddedPostgresHandle } from './embedded-postgres';
import { adoptSchemaSql } from './schema-ownership';
import { quoteIdent, quoteLiteral } from './sql-quote';

/**
 * Sets up the two roles of the embedded database, as an operator does on their own PostgreSQL
 * (docs/operations.md, "Database roles"): the owner of the schema, which runs the migrations, and
 * the server's role, which the owner then grants only what it needs (app-role-grants.ts). Neither
 * is a superuser. Idempotent: run at every start. A data folder whose tables the superuser created
 * (before these roles existed) has them handed to the owner here.
 */
export async function prepareEmbeddedRoles(embedded: EmbeddedPostgresHandle): Promise<DatabaseUrls> {
  const { owner, app } = embedded.credentials;
  const client = new pg.Client({ connectionString: embedded.url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await ensureLoginRole(client, owner);
    await ensureLoginRole(client, app);
    await client.query(`GRANT USAGE, CREATE ON SCHEMA public TO ${quoteIdent(owner.user)}`);
    await client.query(adoptSchemaSql(owner.user));
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
  return { url: embedded.urlFor(app), ownerUrl: embedded.urlFor(owner) };
}

/** A login role without any special attribute, with the password of the credentials file. */
async function ensureLoginRole(client: pg.Client, login: RoleLogin): Promise<void> {
  const { rowCount } = await client.query(`SELECT 1 FROM pg_roles WHERE rolname = $1`, [login.user]);
  const verb = rowCount ? 'ALTER' : 'CREATE';
  await client.query(
    `${verb} ROLE ${quoteIdent(login.user)} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${quoteLiteral(login.password)}`,
  );
}
