import type { DeadlineOptions } from '../../match-domain';

export interface Deadline {
  readonly at: Date;
  readonly mode: DeadlineOptions['mode'];
  readonly seconds: number;
  readonly seats: readonly number[];
}

/**
 * The deadline of the current prompt (R-MATCH-1, M-MISC-4), computed only from durable data so
 * that it survives restarts and every instance computes the same instant: every append opens a
 * new decision point (the prompt is recomputed from the new state), so the prompt opened at the
 * recorded-at of the match's latest event, and expires `seconds` later. Live and correspondence
 * modes differ only in the size of `seconds` (seconds vs hours); both are match options.
 */
export function deadlineOf(options: DeadlineOptions | null | undefined, waitingFor: readonly number[], lastRecordedAt: Date | null): Deadline | null {
  if (!options || waitingFor.length === 0 || !lastRecordedAt) return null;
  return { at: new Date(lastRecordedAt.getTime() + options.seconds * 1000), mode: options.mode, seconds: options.seconds, seats: [...waitingFor] };
}
