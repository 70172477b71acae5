import type { InstantOp } from '../cards';
import type { Resolving } from '../types';
import type { Work } from '../work';

type InstantRunner = (w: Work, r: Resolving, ops: readonly InstantOp[]) => void;

/**
 * Replacement effects ("if you would die, instead …", prevention.ts) run card ops from below the
 * op table: the table's handlers deal damage, and damage is where a death gets replaced. The table
 * (ops.ts) hands its runner over here when it loads, so the rules read in layers without an import
 * cycle. Set once, at load, to the same function: nothing here varies between runs.
 */
let runner: InstantRunner | null = null;

export function provideInstantRunner(run: InstantRunner): void {
  runner = run;
}

/** Runs ops that never ask for a choice, at once (see ops.ts `runInstantOps`). */
export function runInstant(w: Work, r: Resolving, ops: readonly InstantOp[]): void {
  if (!runner) throw new Error('the op table is not loaded: import effects/ops before resolving replacement effects');
  runner(w, r, ops);
}
