import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { EmbeddedPostgresHandle } from './embedded-postgres';

export const EMBEDDED_POSTGRES = Symbol('EMBEDDED_POSTGRES');

/**
 * Stops the embedded PostgreSQL (if this process started one) as the very last step of shutdown.
 *
 * Nest runs `onApplicationShutdown` from the root module down, global modules (TypeORM's) last, so
 * this hook (root module) would run before the DataSource is closed. Everything else that uses the
 * database stops earlier (bots and projections in `beforeApplicationShutdown`, HTTP in between),
 * so here we close the DataSource ourselves (TypeORM's own hook then finds it closed) and only then
 * stop the database.
 */
@Injectable()
export class EmbeddedPostgresLifecycle implements OnApplicationShutdown {
  private readonly logger = new Logger('EmbeddedPostgres');

  constructor(
    private readonly handle: EmbeddedPostgresHandle | null,
    private readonly dataSource: DataSource,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    if (!this.handle) return;
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    this.logger.log('stopping embedded PostgreSQL');
    await this.handle.stop();
    this.logger.log('embedded PostgreSQL stopped');
  }
}
