import type { Seat } from '../../engine';
import type { MCommand } from './commands';
import { waitedSeat } from './queries';
import { nextLiveAfter, type MState } from './state';

/**
 * M-MISC-4 RULING: the command the server sends when a prompt's deadline expires: draw from the
 * morgue; skip the trade (decline an offer); draw instead of playing (or stop playing once cards
 * were played, and end an opening); no swap; attack the next opponent clockwise.
 */
export function defaultAction(state: MState, seat: Seat): MCommand | null {
  if (waitedSeat(state) !== seat) return null;
  if (state.phase === 'opening') return { type: 'end-play' };
  switch (state.step) {
    case 'draw':
      return { type: 'draw', source: 'morgue' };
    case 'trade':
      return { type: 'skip-trade' };
    case 'trade-answer':
      return { type: 'decline-trade' };
    case 'play':
      return state.playsMade === 0 ? { type: 'draw-instead', source: 'morgue' } : { type: 'end-play' };
    case 'swap':
      return { type: 'skip-swap' };
    case 'attack': {
      const defender = nextLiveAfter(state, seat);
      return defender === null ? null : { type: 'attack', defender };
    }
    default:
      return null;
  }
}
