import { DomainError } from './domain-error';
import { unavailableError } from './infrastructure';

/**
 * Any failure in the catalogue's terms, for the edges: a domain error as it is, the database being
 * away as UNAVAILABLE, anything else as INTERNAL. Only the last is a server bug: it is handed to
 * `unexpected` (for the log) and its internals never reach a client.
 */
export function asDomainError(error: unknown, unexpected: (error: unknown) => void): DomainError {
  if (error instanceof DomainError) return error;
  const unavailable = unavailableError(error);
  if (unavailable) return unavailable;
  unexpected(error);
  return DomainError.of('INTERNAL', 'internal error');
}

/** A failure as text for the log: the stack when there is one. */
export function describeFailure(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
