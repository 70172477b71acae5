import type { FactoryProvider } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import type { GroupCommitOptions } from './group-commit';

/** How the store writes hot-path appends (environment.ts: APPEND_GROUP_COMMIT, APPEND_BATCHES_IN_FLIGHT). */
export interface AppendOptions {
  /** null: one statement and one commit per command. */
  readonly groupCommit: GroupCommitOptions | null;
}

export const APPEND_OPTIONS = Symbol('APPEND_OPTIONS');

/**
 * 128 commands a batch keeps one statement's JSON well under a megabyte. Four batches in flight:
 * one executes while others wait for their WAL flush, which PostgreSQL merges (fewer in flight
 * left the disk idle between flushes at 8 writers; more made batches too small to pay off; see
 * docs/benchmarks.md).
 */
const MAX_BATCH = 128;

export const DEFAULT_APPEND_OPTIONS: AppendOptions = { groupCommit: { maxInFlight: 4, maxBatch: MAX_BATCH } };

/** From the validated environment; without one (a store built outside the app), the defaults. */
export const appendOptionsProvider: FactoryProvider<AppendOptions> = {
  provide: APPEND_OPTIONS,
  inject: [{ token: AppConfig, optional: true }],
  useFactory: (config?: AppConfig): AppendOptions => {
    if (!config) return DEFAULT_APPEND_OPTIONS;
    if (!config.get('APPEND_GROUP_COMMIT')) return { groupCommit: null };
    return { groupCommit: { maxInFlight: config.get('APPEND_BATCHES_IN_FLIGHT'), maxBatch: MAX_BATCH } };
  },
};
