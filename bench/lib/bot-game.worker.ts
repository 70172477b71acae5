import { playBotGame, type BotGameResult, type BotGameTask } from './bot-game';

/** A bench worker thread: plays one bot match (bot-game.ts), so matches use every core. */
export default function run(task: BotGameTask): BotGameResult {
  return playBotGame(task);
}
