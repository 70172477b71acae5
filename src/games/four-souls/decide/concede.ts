/**
 * R-MATCH-2: a player may concede at any time. Their pending decision is answered with its
 * default first, their objects leave the game (outside the game, R-ZONE-8), priority moves on,
 * and an active player's turn ends once the stack is empty. The match goes on, or ends with one
 * player left (settle.ts).
 */
import type { Seat } from '../../../engine';
import { give } from '../priority';
import type { CardObj, ZoneRef } from '../types';
import { emit, freshId, type Work } from '../work';
import { nextSeat } from '../zones';
import { applyAnswer, defaultAnswer } from './answer';

export function applyConcede(w: Work, seat: Seat): void {
  if (w.state.decision?.seat === seat) applyAnswer(w, seat, defaultAnswer(w.state)!);
  emit(w, { type: 'conceded', seat });
  const p = w.state.players[seat]!;
  const leave = (from: ZoneRef, cards: readonly CardObj[]) => {
    for (const c of cards) emit(w, { type: 'moved', from, to: { z: 'outside' }, fromId: c.id, obj: { id: freshId(w), card: c.card } });
  };
  leave({ z: 'hand', seat }, p.hand);
  leave({ z: 'items', seat }, p.items);
  leave({ z: 'souls', seat }, p.souls);
  leave({ z: 'curses', seat }, p.curses);
  if (w.state.priority?.seat === seat) give(w, nextSeat(w.state, seat));
  if (w.state.turn.active === seat && !w.state.turn.endRequested) emit(w, { type: 'turn-end-requested' });
}
