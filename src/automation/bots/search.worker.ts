import { rngFromWords } from '../../engine/random';
import { searchLevelOf } from '../../engine/search/levels';
import { searchBots } from '../../games/search-bots';
import type { SearchJob } from './search-task';

/**
 * The bot worker thread (run through the pool in search-workers.service.ts): a searching bot's
 * decision is hundreds of milliseconds of CPU, so it runs here and the event loop that serves
 * players never waits for it. Answers the command, or null when the seat has no play (or the job
 * only started the thread, whose modules are loaded by then).
 */
export default function run(job: SearchJob): unknown {
  if ('warmUp' in job) return null;
  const level = searchLevelOf(job.bot);
  const bot = searchBots[job.game];
  if (!level || !bot) throw new Error(`no searching bot ${job.bot} for ${job.game}`);
  return bot(job.view, job.seat, level.budget, rngFromWords(job.seed));
}
