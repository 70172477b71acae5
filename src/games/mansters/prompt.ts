import { seatNamer, type Prompt, type SeatNames } from '../../engine';
import { MAX_PLAYS, MAX_TRADE_ATTEMPTS } from './commands';
import { waitedSeat } from './queries';
import type { MState } from './state';

/**
 * What the rules wait for (public: it never names trade contents or hidden cards). `names`: the
 * players' names by seat (seat-names.ts); absent, seats read P1..P4.
 */
export function prompt(state: MState, names?: SeatNames): Prompt | null {
  const seat = waitedSeat(state);
  if (seat === null) return null;
  const seatName = seatNamer(names);
  const p = seatName(seat);
  if (state.phase === 'opening') {
    return { kind: 'opening', seats: [seat], text: `${p} builds an opening stack (${state.playsMade}/${MAX_PLAYS} cards played)` };
  }
  switch (state.step) {
    case 'draw':
      return { kind: 'draw', seats: [seat], text: `${p} draws from the morgue, the manster deck or the graveyard` };
    case 'trade':
      return {
        kind: 'trade',
        seats: [seat],
        text: `${p} may offer a trade (${MAX_TRADE_ATTEMPTS - state.tradeAttempts} of ${MAX_TRADE_ATTEMPTS} offers left)`,
      };
    case 'trade-answer':
      return {
        kind: 'trade-answer',
        seats: [seat],
        text: `${p} answers ${seatName(state.tradeOffer?.from ?? 0)}'s ${state.tradeOffer?.counter ? 'counter-offer' : 'trade offer'}`,
      };
    case 'play':
      return { kind: 'play', seats: [seat], text: `${p} plays up to ${MAX_PLAYS} cards (${state.playsMade} so far) or draws one more` };
    case 'swap':
      return { kind: 'swap', seats: [seat], text: `${p} may swap their stacks` };
    case 'attack':
      return { kind: 'attack', seats: [seat], text: `${p} must choose an opponent to attack` };
    default:
      return null;
  }
}
