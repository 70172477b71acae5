import { Module } from '@nestjs/common';
import { EventStoreModule } from '../event-store/event-store.module';
import { LobbyProjector } from './lobby-projector.service';
import { LobbyMetrics } from './lobby-metrics';
import { LobbyReader } from './lobby-reader.service';

@Module({
  imports: [EventStoreModule],
  providers: [LobbyProjector, LobbyReader, LobbyMetrics],
  exports: [LobbyProjector, LobbyReader],
})
export class ProjectionsModule {}
