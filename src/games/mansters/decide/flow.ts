import type { Seat } from '../../../engine';
import { emit, fresh, type Builder } from './builder';
import { afterTradeAttempt } from './trade';
import { MAX_PLAYS } from '../commands';
import { activeStack, isFull, stackStats } from '../stats';
import { playerAt, isLive, liveSeats, nextLiveAfter, type MState } from '../state';

/*
 * Turn and game flow: whose opening or turn it is, which step, the end of the game. Every
 * transition is an event (the engine contract: whose turn and which step are consequences decide emits).
 */

/** M-END-2: the game ends when one player is left; that player wins. */
export function endIfOneLeft(b: Builder): boolean {
  if (b.state.phase === 'over') return true;
  const live = liveSeats(b.state);
  if (live.length > 1) return false;
  emit(b, { type: 'game-ended', winners: live, reason: live.length === 1 ? 'last-player-standing' : 'no-player-left' });
  return true;
}

/**
 * RULING M-END-3 (termination): after `turnLimit` turns the game stops. The live player with the
 * least direct damage wins; ties go to the most remaining stack health (both slabs); a tie on both
 * is a draw (no winners).
 */
export function turnLimitWinners(state: MState): Seat[] {
  const live = liveSeats(state);
  const key = (s: Seat): [number, number] => {
    const p = playerAt(state, s);
    const remaining = p.slabs.reduce((sum, st) => sum + (st ? Math.max(0, stackStats(st).remaining) : 0), 0);
    return [p.directDamage, -remaining];
  };
  const best = live.reduce<[number, number] | null>((acc, s) => {
    const k = key(s);
    if (!acc || k[0] < acc[0] || (k[0] === acc[0] && k[1] < acc[1])) return k;
    return acc;
  }, null);
  const tied = live.filter((s) => best !== null && key(s)[0] === best[0] && key(s)[1] === best[1]);
  return tied.length === 1 ? tied : [];
}

export function startTurn(b: Builder, seat: Seat): void {
  const turnNumber = b.state.turnNumber + 1;
  if (b.state.turnLimit !== null && turnNumber > b.state.turnLimit) {
    emit(b, { type: 'turn-limit-reached', turnNumber: b.state.turnNumber });
    const winners = turnLimitWinners(b.state);
    emit(b, { type: 'game-ended', winners, reason: winners.length === 1 ? 'turn-limit' : 'turn-limit-draw' });
    return;
  }
  emit(b, { type: 'turn-started', seat, turnNumber });
}

/** Ends the current turn and starts the next live player's, clockwise. */
export function endTurn(b: Builder): void {
  const current = b.state.current;
  if (current === null || b.state.phase !== 'turns') return;
  emit(b, { type: 'turn-ended', seat: current });
  const next = nextLiveAfter(b.state, current);
  if (next === null) {
    endIfOneLeft(b);
    return;
  }
  startTurn(b, next);
}

/**
 * M-SETUP-6: openings go from the first player clockwise; after the last one, normal turns start
 * with the first player (or the next live seat if they are gone).
 */
export function nextOpening(b: Builder): void {
  const { firstPlayer, current, seatCount } = b.state;
  if (firstPlayer === null || current === null) return;
  const k = (current - firstPlayer + seatCount) % seatCount;
  for (let j = k + 1; j < seatCount; j += 1) {
    const s = (firstPlayer + j) % seatCount;
    if (isLive(b.state, s)) {
      emit(b, { type: 'opening-started', seat: s });
      return;
    }
  }
  const starter = isLive(b.state, firstPlayer) ? firstPlayer : nextLiveAfter(b.state, firstPlayer);
  if (starter === null) {
    endIfOneLeft(b);
    return;
  }
  startTurn(b, starter);
}

/** M-TURN-4 then M-TURN-5: the attack step exists only with a full active stack. */
export function afterSwapStep(b: Builder): void {
  const current = b.state.current;
  if (current === null) return;
  if (isFull(activeStack(b.state, current))) emit(b, { type: 'step-entered', step: 'attack' });
  else endTurn(b);
}

/** Closes a play window: the opening passes on (M-SETUP-6), a turn goes to its swap step (M-TURN-4). */
export function closePlayWindow(b: Builder): void {
  if (b.state.phase === 'opening') nextOpening(b);
  else if (b.state.phase === 'turns' && b.state.step === 'play') emit(b, { type: 'step-entered', step: 'swap' });
}

/** After a counted play: the third play closes the window (M-TURN-3, M-SETUP-6). */
export function afterCountedPlay(b: Builder): void {
  if (b.state.phase === 'over') return;
  if (b.state.playsMade >= MAX_PLAYS) closePlayWindow(b);
}

/**
 * Repairs the pending decision after something changed outside the normal order (an at-any-time
 * card, M-MISC-3, or a player leaving): a trade whose cards are gone is cancelled; an attack step
 * whose stack is no longer full ends the turn.
 */
export function settle(b: Builder): void {
  const s = b.state;
  if (s.phase !== 'turns') return;
  const offer = s.tradeOffer;
  if (offer && s.step === 'trade-answer') {
    const fromHand = playerAt(s, offer.from).hand.map((c) => c.id);
    const gone = offer.give.some((c) => !fromHand.includes(c.id)) || playerAt(s, offer.to).hand.length < offer.ask;
    if (gone) {
      emit(b, { type: 'trade-cancelled', from: offer.from, to: offer.to, reason: 'cards-gone' });
      afterTradeAttempt(b);
    }
  }
  if (b.state.step === 'attack' && b.state.current !== null && !isFull(activeStack(b.state, b.state.current))) endTurn(b);
}

/**
 * A player leaves (M-END-1 elimination, or concede): a trade they are part of is cancelled, their
 * cards go to the graveyard bottom (RULING: hand, then slab 0, then slab 1, each in order), and the
 * game ends or moves on.
 */
export function removePlayer(b: Builder, seat: Seat, reason: 'eliminated' | 'conceded'): void {
  const offer = b.state.tradeOffer;
  const cancelled = offer !== null && (offer.from === seat || offer.to === seat);
  if (cancelled) emit(b, { type: 'trade-cancelled', from: offer.from, to: offer.to, reason: 'player-out' });
  emit(b, { type: 'player-out', seat, reason });
  const p = playerAt(b.state, seat);
  const cards = [...p.hand, ...(p.slabs[0]?.cards ?? []), ...(p.slabs[1]?.cards ?? [])];
  emit(b, {
    type: 'player-cleared',
    seat,
    cards: fresh(
      b,
      cards.map((c) => c.card),
    ),
  });
  if (endIfOneLeft(b)) return;
  if (b.state.current !== seat) {
    // The player whose turn it is goes on trading (or to the play step).
    if (cancelled) afterTradeAttempt(b);
    return;
  }
  if (b.state.phase === 'opening') nextOpening(b);
  else endTurn(b);
}
