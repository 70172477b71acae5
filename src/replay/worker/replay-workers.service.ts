import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Piscina } from 'piscina';
import type { AuditContext, AuditReport } from '../core/audit';
import { END_OF_FILE, type ImportVerdict, type RecordJson, type ReplayTask, type ReplayTaskResult } from './replay-tasks';

/**
 * Running from the TypeScript sources (the test suite) the worker is the .ts file, loaded through
 * tsx; the built server runs the compiled .js next to this file (tsconfig.build.json lists the
 * worker, which nothing imports).
 */
const fromSources = __filename.endsWith('.ts');
const WORKER_FILE = join(__dirname, fromSources ? 'replay.worker.ts' : 'replay.worker.js');

/**
 * The pool of replay worker threads (piscina): audits and import checks run there, never on the
 * event loop that serves commands. One core is left to the event loop; threads start on demand
 * and stop when idle.
 */
@Injectable()
export class ReplayWorkers implements OnApplicationShutdown {
  private readonly pool = new Piscina<ReplayTask, ReplayTaskResult>({
    filename: WORKER_FILE,
    execArgv: fromSources ? ['--import', 'tsx'] : [],
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 30_000,
  });

  async audit(record: RecordJson, hosted: readonly string[], context: AuditContext): Promise<AuditReport> {
    const result = await this.pool.run({ kind: 'audit', record, hosted, context });
    if (result.kind !== 'audited') throw new Error(`replay worker: an audit came back as ${result.kind}`);
    return result.report;
  }

  /**
   * Streams an export file into a worker, which parses each line as it arrives. Once the worker
   * has refused the file, the rest of the upload is read and dropped (the answer goes out after
   * the request is read), not parsed.
   */
  async verifyImport(file: AsyncIterable<Buffer>, hosted: readonly string[], snapshotEvery: number): Promise<ImportVerdict> {
    const { port1, port2 } = new MessageChannel();
    let settled = false;
    const task = this.pool.run({ kind: 'import', chunks: port2, hosted, snapshotEvery }, { transferList: [port2] }).finally(() => (settled = true));
    try {
      for await (const chunk of file) if (!settled) port1.postMessage(chunk);
      if (!settled) port1.postMessage(END_OF_FILE);
    } catch (error) {
      // The upload failed (too large, cut off): the worker's task is abandoned with it.
      port1.close();
      await task.catch(() => undefined);
      throw error;
    }
    const verdict = await task;
    port1.close();
    if (verdict.kind === 'audited') throw new Error('replay worker: an import came back as an audit');
    return verdict;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.destroy();
  }
}
