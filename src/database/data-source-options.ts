import type { DataSourceOptions } from 'typeorm';
import { migrations } from '../../migrations';

/**
 * The one TypeORM configuration used by the server and the tests. Schema changes only through
 * migrations (`runMigrations`, at start-up); `synchronize` stays off.
 */
export function dataSourceOptions(url: string, poolSize = 10): DataSourceOptions {
  return {
    type: 'postgres',
    url,
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
