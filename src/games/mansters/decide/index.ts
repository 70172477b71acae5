import { assertNever, CommonRejections, reject, type DecideContext, type Rejection, type Seat } from '../../../engine';
import { cardDef } from '../cards/catalog';
import { MAX_PLAYS, type MCommand } from '../commands';
import type { MEvent } from '../events';
import { inPlayWindow, ruleOfStep, seatName, waitedSeat } from '../queries';
import { playerAt, isLive, otherSlab, type MState, type Step } from '../state';
import { builder, emit, type Builder } from './builder';
import { attack } from './attack';
import { afterCountedPlay, afterSwapStep, closePlayWindow, removePlayer, settle } from './flow';
import { playCard } from './play';
import { acceptTrade, counterTrade, declineTrade, offerTrade, skipTrade } from './trade';
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
    case 'play-card':
      return play(b, cmd, seat);
    case 'draw': {
      const r = expectStep(state, seat, 'draw');
      if (r) return r;
      if (cmd.source === 'graveyard' && state.graveyard.length === 0) return reject('SOURCE_EMPTY', 'M-TURN-1', 'the graveyard is empty');
      drawCards(b, seat, cmd.source);
      emit(b, { type: 'step-entered', step: 'trade' });
      return null;
    }
    case 'offer-trade':
      return expectStep(state, seat, 'trade') ?? offerTrade(b, seat, cmd);
    case 'skip-trade':
      return expectStep(state, seat, 'trade') ?? skipTrade(b, seat);
    case 'counter-trade':
      return expectStep(state, seat, 'trade-answer') ?? counterTrade(b, seat, cmd);
    case 'accept-trade':
      return expectStep(state, seat, 'trade-answer') ?? acceptTrade(b, seat, cmd);
    case 'decline-trade':
      return expectStep(state, seat, 'trade-answer') ?? declineTrade(b, seat);
    case 'draw-instead': {
      const r = expectStep(state, seat, 'play');
      if (r) return r;
      // M-TURN-3: either play cards or draw one more, not both.
      if (state.playsMade > 0) return reject('ALREADY_PLAYED', 'M-TURN-3', 'you already played cards this step; you cannot also draw');
      if (cmd.source === 'graveyard' && state.graveyard.length === 0) return reject('SOURCE_EMPTY', 'M-TURN-3', 'the graveyard is empty');
      drawCards(b, seat, cmd.source);
      emit(b, { type: 'step-entered', step: 'swap' });
      return null;
    }
    case 'end-play': {
      const r = expectStep(state, seat, 'opening-or-play');
      if (r) return r;
      closePlayWindow(b);
      return null;
    }
    case 'swap':
    case 'skip-swap': {
      const r = expectStep(state, seat, 'swap');
      if (r) return r;
      if (cmd.type === 'swap') emit(b, { type: 'slab-swapped', seat, activeSlab: otherSlab(playerAt(state, seat).activeSlab), by: seat });
      afterSwapStep(b);
      return null;
    }
    case 'attack':
      return expectStep(state, seat, 'attack') ?? attack(b, seat, cmd.defender);
    default:
      return assertNever(cmd, 'Mansters command');
  }
}

/** Why a card that is not "at any time" cannot be played now, citing the rule that closes the window. */
function outsideWindow(state: MState, seat: Seat): Rejection {
  if (state.phase === 'opening' && state.current !== null && state.firstPlayer !== null) {
    const order = (s: Seat): number => (s - (state.firstPlayer ?? 0) + state.seatCount) % state.seatCount;
    if (order(seat) < order(state.current)) return reject('OPENING_OVER', 'M-SETUP-6', 'your opening is over: each player plays up to 3 cards once, in turn');
    return reject(CommonRejections.NOT_YOUR_TURN, 'M-SETUP-6', `openings go clockwise: it is ${seatName(state.current)}'s opening`);
  }
  if (state.phase === 'turns' && state.current === seat) {
    if (state.playsMade >= MAX_PLAYS) return reject('PLAY_LIMIT', 'M-TURN-3', `you already played ${MAX_PLAYS} cards this turn`);
    return reject('WRONG_STEP', 'M-TURN-3', `cards are played in the play step; this is the ${state.step ?? 'end'} step`);
  }
  return reject(CommonRejections.NOT_YOUR_TURN, 'M-CARD-8', 'only "at any time" cards can be played outside your turn');
}

/**
 * A play inside the seat's window counts toward its 3 plays (M-TURN-3, M-SETUP-6). Outside it,
 * only an "at any time" card may be played (M-CARD-8); it resolves at once (M-MISC-3) and the
 * pending decision is repaired if it no longer makes sense.
 */
function play(b: Builder, cmd: Extract<MCommand, { type: 'play-card' }>, seat: Seat): Rejection | null {
  const card = playerAt(b.state, seat).hand.find((c) => c.id === cmd.cardId);
  if (!card) return reject('CARD_NOT_IN_HAND', 'M-ZONE-5', 'that card is not in your hand');
  const counted = inPlayWindow(b.state, seat);
  if (!counted && !cardDef(card.card).atAnyTime) return outsideWindow(b.state, seat);
  const r = playCard(b, seat, cmd, counted);
  if (r) return r;
  if (counted) afterCountedPlay(b);
  settle(b);
  return null;
}
