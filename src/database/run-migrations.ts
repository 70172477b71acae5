import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';

/** Arbitrary constant: the advisory lock key that serialises migration runs across processes. */
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Runs pending migrations while holding a session advisory lock on a dedicated connection, so two
 * server instances starting against the same database do not both try to create the schema.
 */
export async function runMigrations(dataSource: DataSource, log: (line: string) => void = (l) => new Logger('Migrations').log(l)): Promise<void> {
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    if (applied.length > 0) log(`applied ${applied.map((m) => m.name).join(', ')}`);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.release();
  }
}
