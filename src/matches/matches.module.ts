import { ArrivalBoard } from './arrival-board.service';
import { Module } from '@nestjs/common';
import { EventStoreModule } from '../event-store/event-store.module';
import { ProjectionsModule } from '../projections';
import { CommandPipeline } from './command-pipeline.service';
import { MatchAppendedHub } from './match-appended';
import { MatchChanges } from './match-changes';
import { MatchLifecycle } from './match-lifecycle.service';
import { MatchLoader } from './match-loader.service';
import { MatchQueries } from './match-queries.service';
import { MatchesController } from './matches.controller';
import { SeatAuth } from './seat-auth.service';
import { QuotasModule } from '../quotas';

/**
 * Matches: the REST controller, creating and joining (lifecycle), the command pipeline, loading
 * states and the queries behind the REST reads. The hosted games come from the global
 * GamesModule. Exports what realtime, automation and replay build on (see ./index.ts).
 */
@Module({
  imports: [EventStoreModule, ProjectionsModule, QuotasModule],
  controllers: [MatchesController],
  providers: [ArrivalBoard, MatchAppendedHub, MatchChanges, MatchLoader, CommandPipeline, MatchLifecycle, MatchQueries, SeatAuth],
  exports: [ArrivalBoard, MatchAppendedHub, MatchChanges, MatchLoader, CommandPipeline, MatchLifecycle, SeatAuth],
})
export class MatchesModule {}
