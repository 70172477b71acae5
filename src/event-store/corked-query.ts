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
  try {
    const socket = (client as unknown as WithSocket).connection?.stream;
    socket?.cork?.();
    const pending = client.query<R>(config);
    socket?.uncork?.();
    return (await pending).rows;
  } finally {
    client.release();
  }
}
