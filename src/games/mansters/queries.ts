import type { Seat } from '../../engine';
import type { MState, Step } from './state';

/*
 * Read-only questions about whose decision it is, shared by decide, prompt, legal actions and
 * bots so that they can never disagree.
 */

/** The seat the rules are waiting for, or null when none (pregame, over). */
export function waitedSeat(state: MState): Seat | null {
  if (state.phase === 'opening') return state.current;
  if (state.phase !== 'turns') return null;
  if (state.step === 'trade-answer') return state.tradeOffer?.to ?? null;
  return state.current;
}

/** True when `seat` may make counted plays now: its opening (M-SETUP-6) or its play step (M-TURN-3). */
export function inPlayWindow(state: MState, seat: Seat): boolean {
  if (state.current !== seat) return false;
  return state.phase === 'opening' || (state.phase === 'turns' && state.step === 'play');
}

/** The rule id that governs a step (for rejections and prompts). */
export function ruleOfStep(step: Step | null): string {
  switch (step) {
    case 'draw':
      return 'M-TURN-1';
    case 'trade':
    case 'trade-answer':
      return 'M-TURN-2';
    case 'play':
      return 'M-TURN-3';
    case 'swap':
      return 'M-TURN-4';
    case 'attack':
      return 'M-TURN-5';
    default:
      return 'M-SETUP-6';
  }
}

export const seatName = (seat: Seat): string => `P${seat + 1}`;
