/** Who the match waits for, and for what (DESIGN §2): a decision, or priority. */
import type { Prompt } from '../../engine';
import type { FsState } from './types';

export function prompt(s: FsState): Prompt | null {
  if (s.status !== 'playing') return null;
  const d = s.decision;
  if (d) {
    const kind = d.kind === 'choose' ? `choose-${d.what}` : d.kind;
    const text = d.kind === 'order-triggers' ? `P${d.seat + 1} orders their simultaneous triggers`
      : d.kind === 'arrange' ? `P${d.seat + 1} rearranges the top of the ${d.deck} deck`
      : `P${d.seat + 1} chooses (${d.what})`;
    return { kind, seats: [d.seat], text };
  }
  if (s.priority) return { kind: 'priority', seats: [s.priority.seat], text: `P${s.priority.seat + 1} has priority` };
  return null;
}
