import type { Pool, QueryConfig, QueryResultRow } from 'pg';

/** The part of pg's client internals used here: the socket under its protocol connection. */
interface WithSocket {
  readonly connection?: { readonly stream?: { cork?(): void; uncork?(): void } };
}

/**
 * Runs one extended-protocol query with its five protocol messages (Parse, Bind, Describe,
 * Execute, Sync) sent in ONE write. pg writes each message separately, which costs one syscall
 * and one wake-up of the PostgreSQL backend each; under load those writes were the largest item
 * of the server's profile (docs/benchmarks.md). `client.query` submits synchronously on an idle
 * client, so corking the socket around that call batches exactly this query's messages. When pg's
 * internals are not where expected, the query simply runs uncorked.
 */
export async function corkedQuery<R extends QueryResultRow>(pool: Pool, config: QueryConfig): Promise<R[]> {
  const client = await pool.connect();
  // A checked-out client that loses its connection emits 'error'; without a listener that would
  // crash the process (the query itself rejects, which is what the caller handles).
  let broken: Error | undefined;
  const onError = (error: Error) => (broken = error);
  client.on('error', onError);
  try {
    const socket = (client as unknown as WithSocket).connection?.stream;
    socket?.cork?.();
    const pending = client.query<R>(config);
    socket?.uncork?.();
    return (await pending).rows;
  } catch (error) {
    broken ??= error instanceof Error && isConnectionError(error) ? error : undefined;
    throw error;
  } finally {
    client.off('error', onError);
    // A broken connection is destroyed instead of going back to the pool.
    client.release(broken ?? false);
  }
}

/** Errors after which the connection cannot be reused (rather than a statement's own failure). */
function isConnectionError(error: Error): boolean {
  const code = (error as { code?: string }).code;
  return code === undefined || code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03';
}
