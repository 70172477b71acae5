import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Piscina } from 'piscina';
import type { SearchTask } from './search-task';

/**
 * As for the replay workers: from the TypeScript sources (the test suite) the worker is the .ts
 * file loaded through tsx; the built server runs the compiled .js (tsconfig.build.json lists it).
 */
const fromSources = __filename.endsWith('.ts');
const WORKER_FILE = join(__dirname, fromSources ? 'search.worker.ts' : 'search.worker.js');

/**
 * The pool of bot worker threads (piscina): the searching bots think there, never on the event
 * loop that serves commands. One core is left to the event loop; threads start on demand and stop
 * when idle.
 */
@Injectable()
export class SearchWorkers implements OnApplicationShutdown {
  private readonly pool = new Piscina<SearchTask, unknown>({
    filename: WORKER_FILE,
    execArgv: fromSources ? ['--import', 'tsx'] : [],
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 30_000,
  });

  /** The command the searching bot `task.bot` sends for the seat, or null when it has no play. */
  decide(task: SearchTask): Promise<unknown> {
    return this.pool.run(task);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.destroy();
  }
}
