/**
 * The settle loop, run after every command (docs/design.md §2): apply state-based consequences (wins,
 * bonus souls, deaths, an attack that lost a side), turn this command's happenings into pending
 * triggers, continue a suspended resolution, put pending triggers on the stack in R-STACK-9
 * order (asking for an order only when it is a real choice), refill empty slots, and stop at the
 * next prompt: a decision or a player holding priority. The engine never blocks.
 */
import { cardDef, itemDef, type BonusCondition } from './cards';
import { checkDeaths, isDying } from './damage';
import { runOps } from './effects/ops';
import { giveToActive } from './priority';
import { queueRefills } from './slots';
import { soulCount } from './stats';
import { collectTriggers, needsOrder, nextGroup, pushGroup } from './triggers';
import { cleanup, IN_TURN_STEPS, toEndPhase } from './turn';
import type { FsState } from './types';
import { emit, freshId, type Work } from './work';
import { inGame, monsterSlotOf, turnOrder } from './zones';

export const WINNING_SOULS = 4;

function meets(s: FsState, seat: number, c: BonusCondition): boolean {
  const p = s.players[seat]!;
  switch (c) {
    case 'coins-25':
      return p.coins >= 25;
    case 'loot-10':
      return p.hand.length >= 10;
    case 'guppy-2':
      return p.items.filter((o) => itemDef(o.card)?.guppy).length >= 2;
  }
}

/** R-WIN-2: the first player to meet a bonus soul's condition gains it at once. */
function bonusSouls(w: Work): void {
  for (const b of w.state.bonusSouls) {
    const def = cardDef(b.card);
    if (def.kind !== 'bonus-soul') continue;
    const seat = turnOrder(w.state).find((x) => meets(w.state, x, def.condition));
    if (seat !== undefined) emit(w, { type: 'moved', from: { z: 'bonus' }, to: { z: 'souls', seat }, fromId: b.id, obj: { id: freshId(w), card: b.card } });
  }
}

/** R-WIN-1 (and R-MATCH-2: the last player left wins). */
function checkWin(w: Work): void {
  const seats = inGame(w.state);
  const winner = turnOrder(w.state).find((seat) => soulCount(w.state, seat) >= WINNING_SOULS);
  if (winner !== undefined) emit(w, { type: 'game-over', winners: [winner], reason: 'souls' });
  else if (seats.length === 1) emit(w, { type: 'game-over', winners: seats, reason: 'last-player' });
  else if (seats.length === 0) emit(w, { type: 'game-over', winners: [], reason: 'everyone-conceded' });
}

/** R-ATTACK-4, R-MDEATH-6, R-PDEATH-4: the attack ends when a side dies or leaves play. */
function checkAttack(w: Work): void {
  const a = w.state.turn.attack;
  if (!a) return;
  if (monsterSlotOf(w.state, a.monster) === null) emit(w, { type: 'attack-ended', reason: 'left-play' });
  else if (isDying(w.state, a.monster) || w.state.players[a.attacker]!.diedThisTurn) emit(w, { type: 'attack-ended', reason: 'death' });
}

function stateBased(w: Work): void {
  bonusSouls(w);
  checkWin(w);
  if (w.state.status === 'over') return;
  checkDeaths(w);
  checkAttack(w);
  collectTriggers(w);
}

export function settle(w: Work): void {
  const over = () => w.state.status === 'over';
  for (let guard = 0; guard < 100_000; guard += 1) {
    if (over()) return;
    stateBased(w);
    if (over() || w.state.decision) return;
    if (w.state.resolving) {
      runOps(w, w.state.resolving);
      continue;
    }
    const group = nextGroup(w.state);
    if (group) {
      if (needsOrder(group)) {
        emit(w, { type: 'decision-opened', decision: { kind: 'order-triggers', seat: group.chooser, keys: group.members.map((m) => m.key) } });
        return;
      }
      pushGroup(w, group.members);
      if (w.state.pending.length === 0) giveToActive(w);
      continue;
    }
    const refills = queueRefills(w);
    if (refills === 'pending') continue;
    if (refills === 'pushed') {
      giveToActive(w);
      continue;
    }
    if (w.state.priority) return;
    if (w.state.stack.length > 0) {
      giveToActive(w);
      return;
    }
    const t = w.state.turn;
    if (t.step === 'end-cleanup') {
      if (cleanup(w)) return;
      continue;
    }
    if (t.endRequested && IN_TURN_STEPS.includes(t.step)) {
      toEndPhase(w);
      continue;
    }
    giveToActive(w);
    return;
  }
  throw new Error('settle: no progress');
}
