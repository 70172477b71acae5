import { Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import type { AnyGameDefinition } from './engine/game-definition';
import { AppConfig } from './config/app-config';
import { loggedUrl } from './http/log-url';
import { AppConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { ReplicaModule } from './database/replica.module';
import type { EmbeddedPostgresHandle } from './database/embedded-postgres';
import { EMBEDDED_POSTGRES, EmbeddedPostgresLifecycle } from './database/embedded-postgres.lifecycle';
import { AccountsModule } from './accounts';
import { ApiDocsModule } from './api-docs/api-docs.module';
import { AutomationModule } from './automation';
import { GamesModule } from './game-registry';
import { HealthModule } from './health/health.module';
import { MatchesModule, RandomnessModule, type Randomness } from './matches';
import { MetricsModule } from './metrics/metrics.module';
import { ProjectionsModule } from './projections';
import { RealtimeModule } from './realtime/realtime.module';
import { ReplayModule } from './replay/replay.module';
import { SigningModule } from './signing/signing.module';
import { ChatModule } from './social/chat/chat.module';
import { InvitationsModule } from './social/invitations/invitations.module';
import { RematchModule } from './social/rematch/rematch.module';
import { NotificationsModule } from './social/notifications/notifications.module';
import { RatingsModule } from './social/ratings/ratings.module';
import { WebModule } from './web/web.module';

export interface AppModuleOptions {
  /** Where the database is: DATABASE_URL, or the embedded server main.ts started. */
  readonly databaseUrl: string;
  /** The owner role that runs the migrations (DATABASE_OWNER_URL, or the embedded server's). */
  readonly databaseOwnerUrl?: string;
  readonly games: readonly AnyGameDefinition[];
  /** The embedded server to stop last at shutdown, if this process started one. */
  readonly embedded?: EmbeddedPostgresHandle | null;
  /** Configuration values that take precedence over the environment (tests). */
  readonly env?: Record<string, string | number | boolean>;
  /** Match seeds and bot draws: fresh random bytes unless a test fixes them. */
  readonly randomness?: Randomness;
}

@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(options.env),
        LoggerModule.forRootAsync({
          inject: [AppConfig],
          useFactory: (config: AppConfig) => ({
            pinoHttp: {
              level: config.get('LOG_LEVEL'),
              // Seat tokens travel in this header, session tokens in the cookies: never log them.
              redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'],
              // The OpenID Connect callback's code and state travel in its query.
              serializers: { req: (req: { url: string }) => ({ ...req, url: loggedUrl(req.url) }) },
              transport: config.get('LOG_PRETTY') ? { target: 'pino-pretty', options: { singleLine: true } } : undefined,
            },
          }),
        }),
        DatabaseModule.forRoot({ url: options.databaseUrl, ownerUrl: options.databaseOwnerUrl }),
        MetricsModule,
        SigningModule,
        ReplicaModule,
        GamesModule.forRoot(options.games),
        RandomnessModule.forRoot(options.randomness),
        MatchesModule,
        ProjectionsModule,
        HealthModule,
        ApiDocsModule,
        AutomationModule,
        RealtimeModule,
        ReplayModule,
        AccountsModule,
        RatingsModule,
        ChatModule,
        InvitationsModule,
        RematchModule,
        NotificationsModule,
        WebModule,
      ],
      providers: [
        { provide: EMBEDDED_POSTGRES, useValue: options.embedded ?? null },
        {
          provide: EmbeddedPostgresLifecycle,
          inject: [EMBEDDED_POSTGRES, DataSource],
          useFactory: (handle: EmbeddedPostgresHandle | null, dataSource: DataSource) => new EmbeddedPostgresLifecycle(handle, dataSource),
        },
      ],
    };
  }
}
