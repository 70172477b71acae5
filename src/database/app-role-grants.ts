import { STREAM_TABLE_PRIVILEGES } from '../event-store/stream-table-privileges';
import { CHAT_TABLE_PRIVILEGES } from '../social/chat/chat-table-privileges';
import { quoteIdent } from './sql-quote';

/** TypeORM's record of applied migrations: the server reads it (readiness), only the owner writes it. */
const READ_ONLY_TABLES: readonly string[] = ['migrations'];

/**
 * Disputes and their verdicts (docs/disputes.md): written once, never changed, like the history
 * they are about, so the server's role may only read and append them.
 */
const DISPUTE_TABLE_PRIVILEGES = { match_disputes: 'SELECT, INSERT', dispute_verdicts: 'SELECT, INSERT' } as const;

interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * Grants `appRole` what the server needs and nothing more (docs/operations.md, "Database roles"):
 * SELECT and INSERT on the stream tables (the event log, the ledger, secrets, seat tokens,
 * state cache: STREAM_TABLE_PRIVILEGES; the match chat: CHAT_TABLE_PRIVILEGES; disputes and verdicts),
 * SELECT on the migrations record, and read-write (never
 * TRUNCATE) on every other table of the schema: projections and read models the server rebuilds.
 * Without UPDATE, DELETE, TRUNCATE or ownership it can neither rewrite the history nor disable its
 * triggers. Revokes everything first, so that a broader grant from an older set-up is narrowed.
 * Idempotent; run as the owner, in one transaction, after every migration run.
 */
export async function grantAppRole(owner: Queryable, appRole: string): Promise<void> {
  const role = quoteIdent(appRole);
  const rows = (await owner.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)) as { tablename: string }[];
  await owner.query(`REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${role}`);
  await owner.query(`REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM ${role}`);
  for (const { tablename } of rows) {
    await owner.query(`GRANT ${privilegesFor(tablename)} ON ${quoteIdent(tablename)} TO ${role}`);
  }
}

/** Tables the server may only read and append to: the match streams, the match chat, disputes. */
const APPEND_ONLY_PRIVILEGES: Readonly<Record<string, string>> = { ...STREAM_TABLE_PRIVILEGES, ...CHAT_TABLE_PRIVILEGES, ...DISPUTE_TABLE_PRIVILEGES };

function privilegesFor(table: string): string {
  if (Object.hasOwn(APPEND_ONLY_PRIVILEGES, table)) return APPEND_ONLY_PRIVILEGES[table]!;
  if (READ_ONLY_TABLES.includes(table)) return 'SELECT';
  return 'SELECT, INSERT, UPDATE, DELETE';
}
