import { Module, type DynamicModule } from '@nestjs/common';
import { EventStoreModule } from '../event-store/event-store.module';
import { AutoPassService } from './auto-pass.service';
import { MatchFeed } from './match-feed.service';
import { PresenceService } from './presence.service';
import { RealtimeGateway } from './realtime.gateway';
import { REALTIME_OPTIONS, realtimeOptionsFromEnv } from './realtime-options';
import { RealtimeSessions } from './realtime-sessions.service';
import { SocketServerRef } from './socket-server-ref';

const providers = [
  { provide: REALTIME_OPTIONS, useFactory: realtimeOptionsFromEnv },
  SocketServerRef,
  AutoPassService,
  MatchFeed,
  PresenceService,
  RealtimeSessions,
  RealtimeGateway,
];

/**
 * Realtime play over socket.io (DESIGN §6, docs/protocol.md). `matches` must be the very
 * MatchesModule object AppModule imports (Nest identifies dynamic modules by reference), so the
 * gateway shares its pipeline, loader and append hub. The LISTEN connection (PgListener) comes from
 * EventStoreModule, shared with deadlines and the lobby projection.
 */
@Module({})
export class RealtimeModule {
  static forRoot(matches: DynamicModule): DynamicModule {
  return { module: RealtimeModule, imports: [matches, EventStoreModule], providers };
  }
}
