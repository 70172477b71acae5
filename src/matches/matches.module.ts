import { Module, type DynamicModule } from '@nestjs/common';
import type { AnyGameDefinition } from '../engine/game-definition';
import { EventStoreModule } from '../event-store/event-store.module';
import { ProjectionsModule } from '../projections/projections.module';
import { BotRunner } from './bot-runner.service';
import { CommandPipeline } from './command-pipeline.service';
import { GAME_DEFINITIONS, GameRegistry } from './game-registry';
import { MatchAppendedHub } from './match-appended';
import { MatchLifecycle } from './match-lifecycle.service';
import { MatchLoader } from './match-loader.service';
import { MatchQueries } from './match-queries.service';
import { MatchesController } from './matches.controller';
import { SeatAuth } from './seat-auth.service';

/** Match lifecycle, the command pipeline, seat tokens and bots. `games` is the registry's content. */
@Module({})
export class MatchesModule {
  static forRoot(games: readonly AnyGameDefinition[]): DynamicModule {
    return {
      module: MatchesModule,
      imports: [EventStoreModule, ProjectionsModule],
      controllers: [MatchesController],
      providers: [
        { provide: GAME_DEFINITIONS, useValue: games },
        GameRegistry,
        MatchAppendedHub,
        MatchLoader,
        CommandPipeline,
        MatchLifecycle,
        MatchQueries,
        SeatAuth,
        BotRunner,
      ],
      exports: [GameRegistry, MatchAppendedHub, MatchLoader, CommandPipeline, MatchLifecycle, MatchQueries, SeatAuth],
    };
  }
}
