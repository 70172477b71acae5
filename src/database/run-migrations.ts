import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { grantAppRole } from './app-role-grants';

/** Arbitrary constant: the advisory lock key that serialises migration runs across processes. */
const MIGRATION_LOCK_KEY = 727_001;

export interface MigrationOptions {
  readonly log?: (line: string) => void;
  /**
   * The server's role, when it differs from the role of `dataSource` (the owner): after the
   * migrations it is granted what it needs and nothing more (app-role-grants.ts).
   */
  readonly appRole?: string;
}

/**
 * Runs pending migrations while holding a session advisory lock on a dedicated connection, so two
 * server instances starting against the same database do not both try to create the schema (nor
 * grant at the same moment: concurrent GRANTs on one table can fail with "tuple concurrently updated").
 */
export async function runMigrations(dataSource: DataSource, options: MigrationOptions = {}): Promise<void> {
  const log = options.log ?? ((line: string) => new Logger('Migrations').log(line));
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    if (applied.length > 0) log(`applied ${applied.map((m) => m.name).join(', ')}`);
    if (options.appRole) {
      const appRole = options.appRole;
      await dataSource.transaction((q) => grantAppRole(q, appRole));
    }
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.release();
  }
}
