import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Piscina } from 'piscina';
import type { SearchJob, SearchTask } from './search-task';

/**
 * As for the replay workers: from the TypeScript sources (the test suite) the worker is the .ts
 * file loaded through tsx; the built server runs the compiled .js (tsconfig.build.json lists it).
 */
const fromSources = __filename.endsWith('.ts');
const WORKER_FILE = join(__dirname, fromSources ? 'search.worker.ts' : 'search.worker.js');

/**
 * A thread stays this long without work: a person thinking over their turn against a searching
 * bot must not find the bot's thread gone (a cold thread loads the games' modules again).
 */
const IDLE_MS = 15 * 60_000;

/**
 * The pool of bot worker threads (piscina): the searching bots think there, never on the event
 * loop that serves commands. One core is left to the event loop; threads start on demand (or when
 * a match with a searching bot appears, `warmUp`) and stop after a quarter of an hour idle.
 */
@Injectable()
export class SearchWorkers implements OnApplicationShutdown {
  private readonly pool = new Piscina<SearchJob, unknown>({
    filename: WORKER_FILE,
    execArgv: fromSources ? ['--import', 'tsx'] : [],
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: IDLE_MS,
  });

  /** The command the searching bot `task.bot` sends for the seat, or null when it has no play. */
  decide(task: SearchTask): Promise<unknown> {
    return this.pool.run(task);
  }

  /** Starts a thread unless one runs, so the first decision of a new match does not wait for it. */
  warmUp(): void {
    if (this.pool.threads.length > 0) return;
    // A thread that fails to start fails the next decision too, which reports it.
    this.pool.run({ warmUp: true }).catch(() => undefined);
  }

  /** Threads running or starting. */
  get threads(): number {
    return this.pool.threads.length;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.destroy();
  }
}
