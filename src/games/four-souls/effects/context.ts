/**
 * What every op handler works with: the resolving object (controller, targets, X) and the helpers
 * that turn a Who/Aim into seats and targets, checking targets again at resolution (R-STACK-12).
 */
import type { Seat } from '../../../engine';
import { monsterDef } from '../cards';
import { specsOf, targetOk } from '../targets';
import type { Aim, FsState, Op, Resolving, Target, Who } from '../types';
import type { Work } from '../work';
import { activeMonsters, isSeatTarget, monsterSlotOf, turnOrder } from '../zones';

/** The result of one op: done, or suspended on a decision with the ops to resume with. */
export type OpResult = null | { readonly resume: readonly Op[] };

export function amount(n: number | 'X', r: Resolving): number {
  return n === 'X' ? (r.x ?? 0) : n;
}

export function whoSeats(s: FsState, r: Resolving, who: Who): Seat[] {
  const live = (seats: Seat[]) => seats.filter((x) => s.players[x] && !s.players[x]!.conceded);
  if (typeof who === 'number') return live([who]);
  switch (who) {
    case 'controller':
      return live([r.item.controller]);
    case 'active':
      return live([s.turn.active]);
    case 'target': {
      const t = legalTarget(s, r, 0);
      return t && isSeatTarget(t) ? [t.seat] : [];
    }
    case 'each':
      return turnOrder(s);
    case 'each-other':
      return turnOrder(s).filter((x) => x !== r.item.controller);
  }
}

/** The i-th target if it is still legal (ops aimed at an illegal target do nothing, R-STACK-12). */
export function legalTarget(s: FsState, r: Resolving, i: number): Target | null {
  const t = r.item.targets[i];
  if (!t) return null;
  const spec = specsOf(r.item)[i];
  return spec && targetOk(s, spec, t, r.item.controller) ? t : null;
}

export function aimed(s: FsState, r: Resolving, aim: Aim): Target[] {
  switch (aim) {
    case 'target':
      return [legalTarget(s, r, 0)].filter((t): t is Target => t !== null);
    case 'target2':
      return [legalTarget(s, r, 1)].filter((t): t is Target => t !== null);
    case 'controller':
      return whoSeats(s, r, 'controller').map((seat) => ({ seat }));
    case 'each-player':
      return turnOrder(s).map((seat) => ({ seat }));
    case 'each-other-player':
      return turnOrder(s)
        .filter((x) => x !== r.item.controller)
        .map((seat) => ({ seat }));
    case 'each-monster':
      return activeMonsters(s)
        .filter((m) => monsterDef(m.obj.card))
        .map((m) => ({ id: m.obj.id }));
    case 'attacked-monster': {
      const id = s.turn.attack?.monster ?? (r.item.targets[0] && !isSeatTarget(r.item.targets[0]) ? r.item.targets[0].id : null);
      return id && monsterSlotOf(s, id) !== null ? [{ id }] : [];
    }
  }
}

/** Expands a per-player op over several players into one op per player (so each can suspend). */
export function perSeat(seats: Seat[], make: (seat: Seat) => Op, rest: readonly Op[]): OpResult {
  if (seats.length <= 1) return null;
  return { resume: [...seats.map(make), ...rest] };
}

/** One op's handler; `rest` is the ops after it (a handler that suspends returns what to resume). */
export type Handler<K extends Op['op']> = (w: Work, r: Resolving, op: Extract<Op, { op: K }>, rest: readonly Op[]) => OpResult;
