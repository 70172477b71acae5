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
 * 128 commands a batch keeps one statement's JSON well under a megabyte. Two batches in flight: a
 * command that finds a slot free goes alone as the one-statement append (so one writer, or two,
 * pay nothing for batching), and while both are busy the next commands gather into one batch. With
 * four, at 8 writers the slots were rarely all busy and most batches held two or three commands,
 * which cost PostgreSQL more in the batch function than as separate statements (group commit fell
 * to half of one commit per command); with two, batches grow as soon as load exceeds what two
 * round trips carry (docs/benchmarks.md, store section).
 */
const MAX_BATCH = 128;

export const DEFAULT_APPEND_OPTIONS: AppendOptions = { groupCommit: { maxInFlight: 2, maxBatch: MAX_BATCH } };

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
