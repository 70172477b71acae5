import type { DataSourceOptions } from 'typeorm';
import { migrations } from '../../migrations';
import { databaseConnection } from './multi-host';

/**
 * The one TypeORM configuration used by the server and the tests. Schema changes only through
 * migrations (`runMigrations`, at start-up); `synchronize` stays off.
 */
export function dataSourceOptions(url: string, poolSize = 10): DataSourceOptions {
  // One host, or several (libpq's multi-host form): every connection goes to the writable one.
  const connection = databaseConnection(url);
  return {
    type: 'postgres',
    url: connection.url,
    extra: { Client: connection.Client },
    migrations,
    // Run by `runMigrations` under an advisory lock, so that instances starting together take turns.
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    synchronize: false,
    entities: [],
    poolSize,
    // Failed queries are normal here (a version conflict is a unique violation); callers log what matters.
    logging: false,
  };
}
