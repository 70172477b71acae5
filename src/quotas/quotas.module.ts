import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { ProjectionsModule } from '../projections';
import { BotMatchQuota } from './bot-match-quota.service';
import { PostgresThrottlerStorage } from './postgres-throttler-storage';
import { QuotaGuard } from './quota.guard';
import { quotaOf, REST_QUOTA_SETTING } from './rest-quotas';
import { ServerWorkQuota } from './server-work-quota.service';
import { SocketQuotas } from './socket-quotas.service';

/**
 * Quotas per client (docs/operations.md, "Quotas"): the REST routes marked `@Quota(...)` through
 * @nestjs/throttler (one window, a limit per route, counted per route and client), the socket caps
 * and the bot-only match caps. The REST counts live in each process, or in PostgreSQL for every
 * instance together (QUOTA_STORE=postgres); the socket caps count each process's own sockets.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, DataSource],
      useFactory: (config: AppConfig, db: DataSource) => ({
        // QUOTA_STORE=postgres: one count across every instance on the database.
        ...(config.get('QUOTA_STORE') === 'postgres' ? { storage: new PostgresThrottlerStorage(db) } : {}),
        throttlers: [
          {
            ttl: config.get('QUOTA_WINDOW_SECONDS') * 1000,
            limit: (context) => {
              const quota = quotaOf(context);
              return quota ? config.get(REST_QUOTA_SETTING[quota]) : Number.MAX_SAFE_INTEGER;
            },
            // Only the routes with a quota are counted.
            skipIf: (context) => quotaOf(context) === undefined,
          },
        ],
      }),
    }),
    ProjectionsModule,
  ],
  providers: [{ provide: APP_GUARD, useClass: QuotaGuard }, SocketQuotas, BotMatchQuota, ServerWorkQuota],
  exports: [SocketQuotas, BotMatchQuota, ServerWorkQuota],
})
export class QuotasModule {}
