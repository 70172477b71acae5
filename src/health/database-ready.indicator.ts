import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface Readiness {
  readonly ready: boolean;
  /** False on a standby in recovery: commands would fail there. */
  readonly writable: boolean;
  readonly migrations: 'done' | 'pending' | 'unknown';
  readonly message?: string;
}

/**
 * Ready to take commands: the database accepts writes (not a standby in recovery) and every
 * migration this build knows has run. A process that is not ready should get no traffic; it is
 * still alive (`/health/live`), and restarting it would not help.
 */
@Injectable()
export class DatabaseReadiness {
  constructor(private readonly dataSource: DataSource) {}

  async check(): Promise<Readiness> {
    try {
      const [row] = (await this.dataSource.query(`SELECT pg_is_in_recovery() AS standby`)) as { standby: boolean }[];
      const writable = row?.standby === false;
      const migrations = (await this.dataSource.showMigrations()) ? 'pending' : 'done';
      return { ready: writable && migrations === 'done', writable, migrations };
    } catch (error) {
      return { ready: false, writable: false, migrations: 'unknown', message: error instanceof Error ? error.message : String(error) };
    }
  }
}
