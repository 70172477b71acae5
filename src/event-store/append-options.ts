import type { FactoryProvider } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import type { GroupCommitOptions } from './group-commit';

/** Group commit as configured: `maxInFlight` null means as many as the store's connection pool holds. */
export type AppendGroupCommit = Omit<GroupCommitOptions, 'maxInFlight'> & { readonly maxInFlight: number | null };

/** How the store writes hot-path appends (environment.ts: APPEND_GROUP_COMMIT, APPEND_BATCHES_IN_FLIGHT). */
export interface AppendOptions {
  /** null: one statement and one commit per command. */
  readonly groupCommit: AppendGroupCommit | null;
}

export const APPEND_OPTIONS = Symbol('APPEND_OPTIONS');

/**
 * 128 commands a batch keeps one statement's JSON well under a megabyte. In flight: as many appends
 * as the pool has connections. Below that load every command finds a free slot and goes alone as
 * the one-statement append, so group commit costs nothing; above it, the commands that would have
 * waited for a connection one by one wait for the next free slot together and go as one batch.
 * A smaller cap batches earlier, which saves CPU per command at high load but takes concurrency
 * away at moderate load: with 2 or 4 in flight, 8 writers ran at half the commands/s of one
 * statement per command (docs/benchmarks.md, store section).
 */
const MAX_BATCH = 128;

export const DEFAULT_APPEND_OPTIONS: AppendOptions = { groupCommit: { maxInFlight: null, maxBatch: MAX_BATCH } };

/** From the validated environment; without one (a store built outside the app), the defaults. */
export const appendOptionsProvider: FactoryProvider<AppendOptions> = {
  provide: APPEND_OPTIONS,
  inject: [{ token: AppConfig, optional: true }],
  useFactory: (config?: AppConfig): AppendOptions => {
    if (!config) return DEFAULT_APPEND_OPTIONS;
    if (!config.get('APPEND_GROUP_COMMIT')) return { groupCommit: null };
    return { groupCommit: { maxInFlight: config.get('APPEND_BATCHES_IN_FLIGHT') ?? null, maxBatch: MAX_BATCH } };
  },
};
