import type { ClientEvent } from '../../../src/client';
import { eventLine } from '../event-line';

/** A log line: one event, or a run of folded events (priority passes) in one line. */
export interface Line {
  readonly seq: number;
  readonly text: string;
  readonly system: boolean;
  /** Several events in one line (priority passes). */
  readonly folded: boolean;
}

/**
 * Who passed for a seat in a folded priority pass: " (auto-pass)" when its stop passed, " (deadline)"
 * when its deadline did. Only folded passes get it: the fold keeps only the seat's name, while a
 * line of its own already says so in the server's words on the move itself, and the events that
 * followed from such a move (a resolution, a rule) were nobody's choice.
 */
const PASSED_BY: Readonly<Record<string, string>> = { 'auto-pass': ' (auto-pass)', timeout: ' (deadline)' };

function passedBy(e: ClientEvent): string {
  return e.actor.kind === 'system' ? (PASSED_BY[e.actor.reason.split(':')[0] ?? ''] ?? '') : '';
}

/** Folds each run of events `fold` accepts into one line, e.g. "Priority passed: Newbie (auto-pass), greedy bot". */
export function logLines(events: readonly ClientEvent[], fold: (e: ClientEvent) => string | null): Line[] {
  const lines: Line[] = [];
  let run: { seq: number; parts: string[] } | null = null;
  const flush = () => {
    if (run?.parts.length) lines.push({ seq: run.seq, text: `Priority passed: ${[...new Set(run.parts)].join(', ')}`, system: true, folded: true });
    run = null;
  };
  for (const e of events) {
    const folded = fold(e);
    if (folded !== null) {
      run ??= { seq: e.seq, parts: [] };
      if (folded) run.parts.push(`${folded}${passedBy(e)}`);
      continue;
    }
    flush();
    lines.push({ seq: e.seq, text: eventLine(e), system: e.actor.kind === 'system', folded: false });
  }
  flush();
  return lines;
}
