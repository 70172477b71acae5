import type { DataSource } from 'typeorm';
import { HISTORY_TABLES } from '../event-store/stream-table-privileges';

/**
 * Why the connected role could rewrite the event log or the ledger, or null when it cannot: a
 * superuser can bypass triggers (`session_replication_role`), an owner can disable them or grant
 * itself UPDATE. Logged at start so that an operator sees a set-up without separate roles.
 */
export async function historyRisk(ds: DataSource): Promise<string | null> {
  const [row] = (await ds.query(
    `SELECT r.rolsuper AS superuser,
            EXISTS (SELECT 1 FROM pg_tables t
                    WHERE t.schemaname = 'public' AND t.tablename = ANY($1::text[])
                      AND pg_has_role(current_user, t.tableowner, 'USAGE')) AS owner,
            EXISTS (SELECT 1 FROM unnest($1::text[]) AS h(name)
                    WHERE to_regclass('public.' || h.name) IS NOT NULL
                      AND has_table_privilege(('public.' || h.name)::regclass, 'UPDATE, DELETE, TRUNCATE')) AS writer
       FROM pg_roles r WHERE r.rolname = current_user`,
    [HISTORY_TABLES],
  )) as { superuser: boolean; owner: boolean; writer: boolean }[];
  if (!row) return null;
  if (row.superuser) return 'is a superuser';
  if (row.owner) return 'owns the event log';
  if (row.writer) return 'may update or delete the event log or the ledger';
  return null;
}
