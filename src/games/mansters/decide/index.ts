import { assertNever, CommonRejections, reject, type DecideContext, type Rejection, type Seat } from '../../../engine';
import { cardDef } from '../cards/catalog';
import type { MCommand } from '../commands';
import type { MEvent } from '../events';
import { inPlayWindow, ruleOfStep, seatName, waitedSeat } from '../queries';
import { isLive, otherSlab, type MState, type Step } from '../state';
import { builder, emit, type Builder } from './builder';
import { attack } from './attack';
import { afterCountedPlay, afterSwapStep, closePlayWindow, removePlayer, settle } from './flow';
import { playCard } from './play';
import { acceptTrade, declineTrade, offerTrade, skipTrade } from './trade';
import { drawCards } from './zones';

/**
 * decide: every rules check and every consequence. Returns the events, or a rejection that
 * changes nothing (the builder is simply dropped).
 */
export function decide(state: MState, command: MCommand, ctx: DecideContext): MEvent[] | Rejection {
  const r = decideWithState(state, command, ctx);
  return 'rejected' in r ? r : r.events;
}

/**
 * decide, also returning the state after the events (the fold decide already did). Lets bot
 * drivers skip a second fold; the property tests still replay every stream from scratch.
 */
export function decideWithState(state: MState, command: MCommand, ctx: DecideContext): { events: MEvent[]; state: MState } | Rejection {
  if (state.phase === 'over') return reject(CommonRejections.MATCH_OVER, 'M-END-2', 'the game is over');
  if (state.phase !== 'opening' && state.phase !== 'turns') return reject('NOT_STARTED', 'M-SETUP-6', 'the game has not been set up');
  if (!isLive(state, ctx.seat)) return reject(CommonRejections.SEAT_OUT, 'M-END-1', `${seatName(ctx.seat)} is out of the game`);
  const b = builder(state, ctx.rng);
  const problem = dispatch(b, command, ctx.seat);
  return problem ?? { events: b.events, state: b.state };
}

/** The seat must be the one waited for, in the given step (or in its opening for 'opening'). */
function expectStep(state: MState, seat: Seat, step: Step | 'opening-or-play'): Rejection | null {
  if (waitedSeat(state) !== seat) {
    const rule = state.step === 'trade-answer' ? 'M-TURN-2' : state.phase === 'opening' ? 'M-SETUP-6' : 'M-TURN-1';
    return reject(CommonRejections.NOT_YOUR_TURN, rule, `the game is waiting for ${seatName(waitedSeat(state) ?? 0)}`);
  }
  if (step === 'opening-or-play') {
    if (state.phase === 'opening' || state.step === 'play') return null;
    return reject('WRONG_STEP', 'M-TURN-3', `this is the ${state.step} step`);
  }
  if (state.phase !== 'turns' || state.step !== step) {
    return reject('WRONG_STEP', ruleOfStep(step), `this is the ${state.phase === 'opening' ? 'opening' : state.step} step, not ${step}`);
  }
  return null;
}

function dispatch(b: Builder, cmd: MCommand, seat: Seat): Rejection | null {
  const state = b.state;
  switch (cmd.type) {
    case 'concede':
      // Any live seat, at any time.
      removePlayer(b, seat, 'conceded');
      return null;
    case 'playCard':
      return play(b, cmd, seat);
    case 'draw': {
      const r = expectStep(state, seat, 'draw');
      if (r) return r;
      if (cmd.source === 'graveyard' && state.graveyard.length === 0) return reject('SOURCE_EMPTY', 'M-TURN-1', 'the graveyard is empty');
      drawCards(b, seat, cmd.source);
      emit(b, { type: 'stepEntered', step: 'trade' });
      return null;
    }
    case 'offerTrade':
      return expectStep(state, seat, 'trade') ?? offerTrade(b, seat, cmd);
    case 'skipTrade':
      return expectStep(state, seat, 'trade') ?? skipTrade(b, seat);
    case 'acceptTrade':
      return expectStep(state, seat, 'trade-answer') ?? acceptTrade(b, seat, cmd);
    case 'declineTrade':
      return expectStep(state, seat, 'trade-answer') ?? declineTrade(b, seat);
    case 'drawInstead': {
      const r = expectStep(state, seat, 'play');
      if (r) return r;
      // M-TURN-3: either play cards or draw one more, not both.
      if (state.playsMade > 0) return reject('ALREADY_PLAYED', 'M-TURN-3', 'you already played cards this step; you cannot also draw');
      if (cmd.source === 'graveyard' && state.graveyard.length === 0) return reject('SOURCE_EMPTY', 'M-TURN-3', 'the graveyard is empty');
      drawCards(b, seat, cmd.source);
      emit(b, { type: 'stepEntered', step: 'swap' });
      return null;
    }
    case 'endPlay': {
      const r = expectStep(state, seat, 'opening-or-play');
      if (r) return r;
      closePlayWindow(b);
      return null;
    }
    case 'swap':
    case 'skipSwap': {
      const r = expectStep(state, seat, 'swap');
      if (r) return r;
      if (cmd.type === 'swap') emit(b, { type: 'slabSwapped', seat, activeSlab: otherSlab(state.players[seat].activeSlab), by: seat });
      afterSwapStep(b);
      return null;
    }
    case 'attack':
      return expectStep(state, seat, 'attack') ?? attack(b, seat, cmd.defender);
    default:
      return assertNever(cmd, 'Mansters command');
  }
}

/**
 * A play inside the seat's window counts toward its 3 plays (M-TURN-3, M-SETUP-6). Outside it,
 * only an "at any time" card may be played (M-CARD-8); it resolves at once (M-MISC-3) and the
 * pending decision is repaired if it no longer makes sense.
 */
function play(b: Builder, cmd: Extract<MCommand, { type: 'playCard' }>, seat: Seat): Rejection | null {
  const card = b.state.players[seat].hand.find((c) => c.id === cmd.cardId);
  if (!card) return reject('CARD_NOT_IN_HAND', 'M-ZONE-5', 'that card is not in your hand');
  const counted = inPlayWindow(b.state, seat);
  if (!counted && !cardDef(card.card).atAnyTime) {
    return reject(CommonRejections.NOT_YOUR_TURN, 'M-CARD-8', 'only "at any time" cards can be played outside your play step');
  }
  const r = playCard(b, seat, cmd, counted);
  if (r) return r;
  if (counted) afterCountedPlay(b);
  settle(b);
  return null;
}
