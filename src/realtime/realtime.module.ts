import { Module } from '@nestjs/common';
import { AutomationModule } from '../automation';
import { EventStoreModule } from '../event-store/event-store.module';
import { MatchesModule } from '../matches';
import { MatchFeed } from './match-feed.service';
import { MatchRoomSender } from './match-room-sender.service';
import { PresenceService } from './presence.service';
import { RealtimeGateway } from './realtime.gateway';
import { REALTIME_OPTIONS, realtimeOptionsFromEnv } from './realtime-options';
import { RealtimeSessions } from './realtime-sessions.service';
import { SocketMetrics } from './socket-metrics';
import { SocketServerRef } from './socket-server-ref';
import { QuotasModule } from '../quotas';

/**
 * Realtime play over socket.io (docs/protocol.md): the gateway, the sessions behind its messages,
 * the per-viewer fan-out and presence. Commands go through the matches pipeline; auto-pass
 * requests go to automation, which acts on appends. The LISTEN connection comes from the event store.
 * Exports the sender of a match's other news (chat, rematch, disputes) to its joined sockets.
 */
@Module({
  imports: [MatchesModule, AutomationModule, EventStoreModule, QuotasModule],
  providers: [
    { provide: REALTIME_OPTIONS, useFactory: realtimeOptionsFromEnv },
    SocketServerRef,
    MatchFeed,
    PresenceService,
    RealtimeSessions,
    RealtimeGateway,
    SocketMetrics,
    MatchRoomSender,
  ],
  exports: [MatchRoomSender],
})
export class RealtimeModule {}
