import type { Seat } from '../../engine';
import type { MCommand } from './commands';
import { legalActions } from './legal-actions';
import type { MState } from './state';

/**
 * RULING M-MISC-5 (forced moves): the move a seat has no choice about, or null. When the seat's
 * legal actions, conceding aside, are exactly one command, that command is its move: the attack on
 * the only opponent left (M-TURN-5: a full active stack "must" attack one opponent), or closing a
 * play window where no card in hand can be placed (M-TURN-3, M-SETUP-6). The server makes it for a
 * seat that asked for auto-pass (R-MATCH-3), which stands in for the priority passes Mansters does not have.
 */
export function forcedMove(state: MState, seat: Seat): MCommand | null {
  const plays = legalActions(state, seat).filter((c) => c.type !== 'concede');
  return plays.length === 1 ? plays[0]! : null;
}
