/** Checks shared by the commands that need priority (R-STACK-4, R-STACK-7, R-STACK-8). */
import type { Rejection, Seat } from '../../../engine';
import { Rejections } from '../rejections';
import type { FsState } from '../types';

export function needPriority(s: FsState, seat: Seat): Rejection | null {
  if (s.decision) return Rejections.wrongPrompt('a decision is pending; answer it first');
  if (!s.priority) return Rejections.noPriority('nobody has priority now');
  if (s.priority.seat !== seat) return Rejections.notYourPriority(`seat ${s.priority.seat} holds priority`);
  return null;
}

/**
 * Playing an effect (loot, activated and paid abilities). The stack and priority page,
 * "Responding": players play them "in response to whatever is currently on the stack"; "The active
 * player can also respond while the stack is empty" (the other players cannot).
 */
export function needPriorityToPlay(s: FsState, seat: Seat): Rejection | null {
  const p = needPriority(s, seat);
  if (p) return p;
  if (s.stack.length === 0 && s.turn.active !== seat) return Rejections.nothingToRespondTo('with an empty stack only the active player may play an effect');
  return null;
}

/** Purchases, attacks and ending the turn: active player, action phase, empty stack. */
export function needEmptyStackAction(s: FsState, seat: Seat): Rejection | null {
  const p = needPriority(s, seat);
  if (p) return p;
  if (s.turn.active !== seat) return Rejections.notYourTurn('only the active player may do this');
  if (s.turn.step !== 'action' || s.turn.endRequested) return Rejections.notActionPhase('only in the action phase');
  if (s.stack.length > 0) return Rejections.stackNotEmpty('only with an empty stack (R-STACK-8)');
  return null;
}
