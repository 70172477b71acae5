/**
 * How good a world is for a seat, for the search's cut-off: direct damage (ten eliminates,
 * M-END-1) weighs most, then the active stack that blocks and hits (full, its health left and
 * attack), the other slab, and cards in hand. A logistic of the seat's score against the best
 * other live seat's.
 */
import type { Seat } from '../../../engine';
import { ELIMINATION_DAMAGE } from '../decide/effects';
import { playerAt, type MState, type Stack } from '../state';
import { stackStats } from '../stats';

function stackScore(stack: Stack | null, active: boolean): number {
  if (!stack) return 0;
  const st = stackStats(stack);
  const worth = Math.max(0, st.remaining) * 0.8 + st.attack * 0.9 + (st.full ? 4 : 0);
  return active ? worth : worth * 0.5;
}

function score(s: MState, seat: Seat): number {
  const p = playerAt(s, seat);
  if (p.status !== 'playing') return -100;
  const left = ELIMINATION_DAMAGE - p.directDamage;
  return 3 * left + stackScore(p.slabs[p.activeSlab], true) + stackScore(p.slabs[p.activeSlab === 0 ? 1 : 0], false) + 0.8 * Math.min(p.hand.length, 8);
}

export function evaluate(s: MState, seat: Seat): number {
  const own = score(s, seat);
  let best = -Infinity;
  for (let other = 0; other < s.seatCount; other += 1) if (other !== seat) best = Math.max(best, score(s, other));
  return 1 / (1 + Math.exp(-(own - best) / 8));
}
