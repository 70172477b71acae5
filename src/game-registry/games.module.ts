import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { AnyGameDefinition } from '../engine/game-definition';
import { GAME_DEFINITIONS, GameRegistry } from './game-registry';

/**
 * The hosted games, available to every module. Imported once, by the application root, with the
 * list to host (the shipped games, or a test's own); the others inject `GameRegistry`.
 */
@Global()
@Module({})
export class GamesModule {
  static forRoot(games: readonly AnyGameDefinition[]): DynamicModule {
    return {
      module: GamesModule,
      providers: [{ provide: GAME_DEFINITIONS, useValue: games }, GameRegistry],
      exports: [GameRegistry],
    };
  }
}
