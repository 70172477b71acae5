import { AsyncLocalStorage } from 'node:async_hooks';
import type { Queryable } from './queryable';

/**
 * Where the store's single-stream reads go while a read that may lag runs (a replay step, an
 * audit, the lobby): a read replica's connection, set by `ReadReplica.read` for the duration of that
 * read only. Outside such a read (every command, every append, every token check) the store reads
 * the primary. Carried by AsyncLocalStorage so the replay and audit code need not pass a connection
 * through every call.
 */
const route = new AsyncLocalStorage<Queryable>();

export function readingFrom<T>(db: Queryable, read: () => Promise<T>): Promise<T> {
  return route.run(db, read);
}

/** The connection a lag-tolerant read was routed to, or `primary` outside one. */
export function routedReader(primary: Queryable): Queryable {
  return route.getStore() ?? primary;
}
