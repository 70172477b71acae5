/**
 * Where a statement runs: the DataSource (a pooled connection) or a QueryRunner (one connection,
 * possibly inside a transaction). Both of TypeORM's types fit.
 */
export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/** The largest seq a stream can have (the column is an int4): "up to the head". */
export const MAX_SEQ = 2_147_483_647;
