export { GameRegistry } from './game-registry';
export { GamesModule } from './games.module';
