import { DomainError } from './domain-error';

/** PostgreSQL SQLSTATEs of a server going away or not yet accepting work (class 08, and 57P01–57P03). */
const UNAVAILABLE_SQLSTATES = /^(08|57P0[123])/;
/** Socket-level failures reaching the database. */
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'DATABASE_UNAVAILABLE']);
/** node-postgres' own words when a connection ends under a query. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|terminating connection|the database system is (starting up|shutting down|in recovery)|read-only transaction/i;

/**
 * The database being away (an outage, a failover in progress) is not a server bug: it is answered
 * as UNAVAILABLE (503 over REST), so clients know to send the same command again with the same id
 * (the command ledger applies it once). Null for anything else.
 */
export function unavailableError(error: unknown): DomainError | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const matches =
    (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_ERRNOS.has(code))) ||
    (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message));
  return matches ? DomainError.of('UNAVAILABLE', 'the database is not available right now; send the same command again with the same id') : null;
}
