import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { Metrics } from './metrics.service';

/** The connection pool's use, read at scrape time: total, idle, and callers waiting for one. */
@Injectable()
export class DatabaseMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.metrics.readGauge('stackbound_db_pool_connections', 'Database connections of this process, by state.', ['state'], () => {
      const pool = (this.dataSource.driver as PostgresDriver).master as Pool;
      return [
        { labels: { state: 'total' }, value: pool.totalCount },
        { labels: { state: 'idle' }, value: pool.idleCount },
        { labels: { state: 'waiting' }, value: pool.waitingCount },
      ];
    });
  }
}
