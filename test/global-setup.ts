import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../src/database/embedded-postgres';
import { buildTestServer } from './support/build-test-server';
import { buildPrecompiledValidators } from './support/conformance/precompiled-validators';
import { summariseConformance } from './support/conformance/summary';

/**
 * One PostgreSQL for the whole run: DATABASE_URL when set, else an embedded server (stopped at the
 * end). Each test file then creates its own database on it (test/support/database.ts), so files
 * run in parallel without seeing each other. Also compiles the server once for the crash test.
 *
 * The server, browser and reliability tiers each name this file; when a run has several of them
 * (`npm test`), the first one starts everything and the last one to finish stops it, so a run
 * starts one PostgreSQL however many tiers it has.
 */
export default async function setup(project: {
  provide<K extends 'adminDatabaseUrl' | 'testServerEntry' | 'contractReportDir' | 'contractValidators'>(key: K, value: string): void;
}): Promise<() => Promise<void>> {
  const shared = (registry[RUN_KEY] ??= { users: 0, started: startRun() });
  shared.users += 1;
  const run = await shared.started;
  project.provide('adminDatabaseUrl', run.adminUrl);
  project.provide('testServerEntry', run.testServerEntry);
  project.provide('contractReportDir', run.contractReportDir);
  project.provide('contractValidators', run.contractValidators);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete registry[RUN_KEY];
    summariseConformance(run.contractReportDir);
    await run.embedded?.stop();
    if (run.embedded) rmSync(run.embedded.dataDir, { recursive: true, force: true });
  };
}

interface Run {
  readonly adminUrl: string;
  readonly embedded: EmbeddedPostgresHandle | null;
  readonly testServerEntry: string;
  readonly contractReportDir: string;
  readonly contractValidators: string;
}

/**
 * The run's set-up, shared by the tiers of one vitest process. Kept on the global object: vitest may
 * load this module once per tier, but all of them in the one main process.
 */
const RUN_KEY = Symbol.for('stackbound.test-run');
const registry = globalThis as typeof globalThis & { [RUN_KEY]?: { users: number; started: Promise<Run> } };

async function startRun(): Promise<Run> {
  let embedded: EmbeddedPostgresHandle | null = null;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    removeStaleRunFolders();
    embedded = await startEmbeddedPostgres({
      // One folder per run: several runs in one working tree (people, agents, CI) must not share
      // a postmaster. Removed at the end; folders of runs that died are removed by the next run.
      dataDir: join(RUNS, String(process.pid)),
      // Throwaway data: durability settings off for speed.
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' },
      initdbFlags: ['--no-sync'],
    });
    adminUrl = embedded.url;
  }
  const contractReportDir = join(CONFORMANCE, String(process.pid));
  rmSync(contractReportDir, { recursive: true, force: true });
  return {
    adminUrl,
    embedded,
    testServerEntry: buildTestServer(),
    contractReportDir,
    contractValidators: buildPrecompiledValidators(join('.data', 'contract-validators')),
  };
}

const RUNS = join('.data', 'test-runs');
/** Per run: each test file's counts of contract-checked responses and messages (test/support/conformance). */
const CONFORMANCE = join('.data', 'contract-conformance');

function removeStaleRunFolders(): void {
  if (!existsSync(RUNS)) return;
  for (const name of readdirSync(RUNS)) {
    const pid = Number(name);
    if (Number.isInteger(pid) && !isAlive(pid)) rmSync(join(RUNS, name), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    /** The compiled test server (test/support/server-main.ts), see build-test-server.ts. */
    testServerEntry: string;
    /** Where each test file writes its counts of contract-checked responses and messages. */
    contractReportDir: string;
    /** The contract's schemas compiled once for the run (test/support/conformance/precompiled-validators.ts). */
    contractValidators: string;
  }
}
