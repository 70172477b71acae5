/**
 * Turn structure (R-TURN-1..7): start phase (recharge without priority, start triggers with a
 * priority round, the turn's loot on the stack), the action phase, the end phase (end triggers
 * with a priority round, then without priority: heal, expiry, discard to 10, the turn passes).
 */
import type { Seat } from '../../engine';
import { push } from './stack';
import { grantTurnExtras, handLimit } from './statics';
import { soulCount } from './stats';
import type { Step } from './types';
import { emit, freshId, happen, type Work } from './work';
import { inGame, nextSeat } from './zones';

/** The base hand size (R-TURN-5); statics change it per player (statics.ts `handLimit`). */
export { BASE_HAND_SIZE as HAND_LIMIT } from './statics';

/** All players passed with an empty stack (R-STACK-6): the current step moves on. */
export function advanceStep(w: Work): void {
  const step = w.state.turn.step;
  switch (step) {
    case 'start-triggers':
      emit(w, { type: 'step-changed', step: 'start-loot' });
      push(w, { kind: 'turn-loot', id: freshId(w), controller: w.state.turn.active, targets: [], seat: w.state.turn.active });
      return;
    case 'start-loot':
      emit(w, { type: 'step-changed', step: 'action' });
      return;
    case 'action':
      return; // nothing happens: the active player keeps acting or ends the turn
    case 'end-triggers':
      emit(w, { type: 'step-changed', step: 'end-cleanup' });
      return;
    case 'end-cleanup':
      return;
  }
}

/** R-TURN-4/5/6: to the end phase; "at the end of your turn" triggers happen now. */
export function toEndPhase(w: Work): void {
  if (w.state.turn.attack) emit(w, { type: 'attack-ended', reason: 'turn-ended' });
  emit(w, { type: 'step-changed', step: 'end-triggers' });
  happen(w, { on: 'turn-end', seat: w.state.turn.active });
}

export const IN_TURN_STEPS: readonly Step[] = ['start-triggers', 'start-loot', 'action'];

/**
 * R-TURN-5 cleanup, without priority. Returns true when it stopped on a decision (discard to 10).
 */
export function cleanup(w: Work): boolean {
  const s = w.state;
  const dirty =
    s.buffs.length > 0 ||
    s.shields.length > 0 ||
    s.players.some((p) => p.damage > 0 || p.diedThisTurn) ||
    s.slots.monster.some((sl) => sl.some((o) => o.damage));
  if (dirty) emit(w, { type: 'turn-cleaned-up' });
  const active = w.state.players[w.state.turn.active]!;
  if (!active.conceded && active.hand.length > handLimit(w.state, active.seat)) {
    emit(w, {
      type: 'decision-opened',
      decision: { kind: 'choose', seat: active.seat, what: 'discard-to-10', options: active.hand.map((c) => c.id), ctx: null },
    });
    return true;
  }
  startTurn(w, nextSeat(w.state, w.state.turn.active), w.state.turn.number + 1);
  return false;
}

/** R-TURN-1/2: a new turn: recharge the active player's character and items, start triggers. */
export function startTurn(w: Work, seat: Seat, number: number): void {
  if (number > w.state.turnCap) {
    endByTurnCap(w);
    return;
  }
  emit(w, { type: 'turn-started', seat, number });
  grantTurnExtras(w, seat);
  const p = w.state.players[seat]!;
  for (const o of [p.character, ...p.items]) if (o.tapped) emit(w, { type: 'tapped', id: o.id, tapped: false });
  happen(w, { on: 'turn-start', seat });
}

/**
 * Ruling (documented): a match that reaches the turn cap ends; the player with the most souls
 * wins, ties broken by coins; a tie on both is a draw (no winners).
 */
function endByTurnCap(w: Work): void {
  const seats = inGame(w.state);
  const key = (seat: Seat) => soulCount(w.state, seat) * 1000 + w.state.players[seat]!.coins;
  const best = Math.max(...seats.map(key));
  const top = seats.filter((seat) => key(seat) === best);
  emit(w, { type: 'game-over', winners: top.length === 1 ? top : [], reason: top.length === 1 ? 'turn-cap' : 'turn-cap-draw' });
}
