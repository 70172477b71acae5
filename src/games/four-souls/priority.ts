/**
 * Priority (R-STACK-4..7) as data: who holds it and how many consecutive passes were made.
 * Passing gives it to the next player in turn order; when everyone still in the game has passed
 * in succession the top object resolves (R-STACK-6). With an empty stack only the active player
 * may act, so their pass moves the step on at once (ruling 20).
 */
import type { Seat } from '../../engine';
import { resolveTop } from './resolve';
import { advanceStep } from './turn';
import { emit, type Work } from './work';
import { inGame, nextSeat } from './zones';

/** R-STACK-5: after a resolution or a triggered effect, the active player gets priority. */
export function giveToActive(w: Work): void {
  const active = w.state.turn.active;
  give(w, w.state.players[active]!.conceded ? nextSeat(w.state, active) : active);
}

export function give(w: Work, seat: Seat): void {
  const p = w.state.priority;
  if (p && p.seat === seat && p.passes === 0) return;
  emit(w, { type: 'priority-given', seat });
}

export function passPriority(w: Work): void {
  const p = w.state.priority!;
  // With an empty stack nobody else may play an effect ("The active player can also respond while
  // the stack is empty", the stack and priority page), so a pass there ends the round at once.
  if (w.state.stack.length === 0 || p.passes + 1 >= inGame(w.state).length) {
    emit(w, { type: 'priority-cleared' });
    if (w.state.stack.length > 0) resolveTop(w);
    else advanceStep(w);
    return;
  }
  emit(w, { type: 'priority-passed', seat: p.seat, to: nextSeat(w.state, p.seat) });
}
