import type { DisputeStep } from '../../../src/client';

/** What the reviewer narrowed the dispute log to; empty fields filter nothing. */
export interface StepFilter {
  readonly turn: number | null;
  /** A seat: the events of its commands (with `decisionsOnly`, only where it decided). */
  readonly seat: number | null;
  readonly kind: string;
  readonly decisionsOnly: boolean;
  /** Words to find in the event's text or the name of the card that acted (case-insensitive). */
  readonly search: string;
}

export const NO_FILTER: StepFilter = { turn: null, seat: null, kind: '', decisionsOnly: false, search: '' };

export function matchesFilter(step: DisputeStep, f: StepFilter): boolean {
  if (f.turn !== null && step.turn !== f.turn) return false;
  if (f.seat !== null && step.seat !== f.seat) return false;
  if (f.kind && step.kind !== f.kind) return false;
  if (f.decisionsOnly && !step.decision) return false;
  const words = f.search.trim().toLowerCase();
  if (words && !`${step.text} ${step.cause?.card?.name ?? ''}`.toLowerCase().includes(words)) return false;
  return true;
}

/** The event kinds of the log, sorted, for the kind filter. */
export const kindsOf = (steps: readonly DisputeStep[]): string[] => [...new Set(steps.map((s) => s.kind))].sort();

/** An event kind in words, as the kind filter and column show it: `match.created` reads "match created", `priority-given` "priority given". */
export const kindWords = (kind: string): string => kind.replace(/[.-]/g, ' ');

/** The index in `rows` of the first step of turn `turn` or later (the last row if none). */
export function firstRowOfTurn(rows: readonly DisputeStep[], turn: number): number {
  const at = rows.findIndex((s) => s.turn >= turn);
  return at === -1 ? Math.max(0, rows.length - 1) : at;
}
