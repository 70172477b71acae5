/**
 * `decide`: validates the command for the acting seat (`ctx.seat`), applies it, runs the settle
 * loop and returns the events. A rejection changes nothing. Each command's rules live in their
 * own file; `checkCommand` is also what legalActions uses, so both always agree.
 */
import { assertNever, type DecideContext, type Rejection, type Seat } from '../../../engine';
import type { FsCommand } from '../commands';
import type { FsEvent } from '../events';
import { passPriority } from '../priority';
import { Rejections } from '../rejections';
import { settle } from '../settle';
import type { FsState } from '../types';
import { startWork, type Work } from '../work';
import { applyAnswer, checkAnswer } from './answer';
import { applyConcede } from './concede';
import { applyAttack, applyEndTurn, applyPurchase, checkAttack, checkEndTurn, checkPurchase } from './declare';
import { needPriority } from './guards';
import { applyActivate, applyPlayLoot, checkActivate, checkPlayLoot } from './play';

export function checkCommand(s: FsState, seat: Seat, c: FsCommand): Rejection | null {
  if (s.status !== 'playing') return Rejections.matchOver('the match is not in progress');
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.seatCount) return Rejections.badSeat('no such seat');
  if (s.players[seat]!.conceded) return Rejections.seatOut('you have conceded');
  switch (c.type) {
    case 'pass':
      return needPriority(s, seat);
    case 'play-loot':
      return checkPlayLoot(s, seat, c);
    case 'activate':
      return checkActivate(s, seat, c);
    case 'declare-attack':
      return checkAttack(s, seat, c);
    case 'declare-purchase':
      return checkPurchase(s, seat, c);
    case 'end-turn':
      return checkEndTurn(s, seat);
    case 'order-triggers':
    case 'choose':
    case 'arrange':
      return checkAnswer(s, seat, c);
    case 'concede':
      return null;
    default:
      return assertNever(c, 'command');
  }
}

function apply(w: Work, seat: Seat, c: FsCommand): void {
  switch (c.type) {
    case 'pass':
      return passPriority(w);
    case 'play-loot':
      return applyPlayLoot(w, seat, c);
    case 'activate':
      return applyActivate(w, seat, c);
    case 'declare-attack':
      return applyAttack(w, seat, c);
    case 'declare-purchase':
      return applyPurchase(w, seat, c);
    case 'end-turn':
      return applyEndTurn(w);
    case 'order-triggers':
    case 'choose':
    case 'arrange':
      return applyAnswer(w, seat, c);
    case 'concede':
      return applyConcede(w, seat);
    default:
      return assertNever(c, 'command');
  }
}

export function decide(state: FsState, command: FsCommand, ctx: DecideContext): FsEvent[] | Rejection {
  const rejection = checkCommand(state, ctx.seat, command);
  if (rejection) return rejection;
  const w = startWork(state, ctx.rng);
  apply(w, ctx.seat, command);
  settle(w);
  return w.events;
}

/**
 * decide, returning the state after the events too (the work already folded them): the searching
 * bot plays thousands of commands per decision and skips a second fold.
 */
export function decideToState(state: FsState, command: FsCommand, ctx: DecideContext): FsState | Rejection {
  const rejection = checkCommand(state, ctx.seat, command);
  if (rejection) return rejection;
  const w = startWork(state, ctx.rng);
  apply(w, ctx.seat, command);
  settle(w);
  return w.state;
}
