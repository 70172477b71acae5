import { quoteIdent, quoteLiteral } from './sql-quote';

/**
 * SQL that hands every table, view and function of the `public` schema to `owner` (sequences of
 * identity and serial columns follow their table). For a database whose tables were created by
 * another role, typically a superuser, before the owner and server roles were separated; the same
 * statement is given to operators in docs/operations.md. Idempotent.
 */
export function adoptSchemaSql(owner: string): string {
  const role = quoteIdent(owner);
  return `
    DO $$
    DECLARE r record;
    BEGIN
      FOR r IN SELECT c.oid::regclass AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
               WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm')
                 AND pg_get_userbyid(c.relowner) <> ${quoteLiteral(owner)} LOOP
        EXECUTE format('ALTER TABLE %s OWNER TO %s', r.name, ${quoteLiteral(role)});
      END LOOP;
      FOR r IN SELECT p.oid::regprocedure AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
               WHERE n.nspname = 'public' AND pg_get_userbyid(p.proowner) <> ${quoteLiteral(owner)} LOOP
        EXECUTE format('ALTER FUNCTION %s OWNER TO %s', r.name, ${quoteLiteral(role)});
      END LOOP;
    END $$`;
}
