import { Module } from '@nestjs/common';
import { LobbyProjector } from './lobby-projector.service';
import { LobbyReader } from './lobby-reader.service';

@Module({
  providers: [LobbyProjector, LobbyReader],
  exports: [LobbyProjector, LobbyReader],
})
export class ProjectionsModule {}
