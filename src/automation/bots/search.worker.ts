import { setPriority } from 'node:os';
import { isMainThread } from 'node:worker_threads';
import { rngFromWords } from '../../engine/random';
import { searchLevelOf } from '../../engine/search/levels';
import { searchBots } from '../../games/search-bots';
import type { SearchJob } from './search-task';

/**
 * How much lower than the event loop's a search thread's CPU priority is (a nice value; Linux keeps
 * one per thread, so this thread alone yields). A search thread uses its core to the full for
 * hundreds of milliseconds; on 2 cores, with PostgreSQL's backends beside it, the event loop that
 * serves players otherwise waits for a time slice behind it. At nice 10 the scheduler gives the
 * loop about nine tenths of a core it shares with a search thread. Ten strong-bot matches for 60 s
 * on a 2-core machine with other work at a lower priority (docs/bots.md): loop delay p99 15.2 ms
 * with it, 17.1 ms without, one run each; the search gives way under load, the players do not.
 */
const SEARCH_NICE = 10;

// Only as a worker: on the main thread this would lower the whole server.
if (!isMainThread) {
  try {
    setPriority(SEARCH_NICE);
  } catch {
    // A platform that refuses (or has no per-thread priority) searches at the loop's priority.
  }
}

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
