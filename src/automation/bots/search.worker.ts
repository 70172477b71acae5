import { rngFromWords } from '../../engine/random';
import { searchLevelOf } from '../../engine/search/levels';
import { searchBots } from '../../games/search-bots';
import type { SearchTask } from './search-task';

/**
 * The bot worker thread (run through the pool in search-workers.service.ts): a searching bot's
 * decision is hundreds of milliseconds of CPU, so it runs here and the event loop that serves
 * players never waits for it. Answers the command, or null when the seat has no play.
 */
export default function run(task: SearchTask): unknown {
  const level = searchLevelOf(task.bot);
  const bot = searchBots[task.game];
  if (!level || !bot) throw new Error(`no searching bot ${task.bot} for ${task.game}`);
  return bot(task.view, task.seat, level.budget, rngFromWords(task.seed));
}
