/**
 * How good a world is for a seat, for the search's cut-off: souls (the win condition, R-WIN-1)
 * weigh most, then what buys and kills the next ones (items, loot in hand, coins), then health.
 * The value is a logistic of the seat's score against the best other seat's.
 */
import type { Seat } from '../../../engine';
import { WINNING_SOULS } from '../settle';
import { healthLeft, soulCount } from '../stats';
import type { FsState } from '../types';

function score(s: FsState, seat: Seat): number {
  const p = s.players[seat]!;
  if (p.conceded) return -100;
  const souls = Math.min(WINNING_SOULS, soulCount(s, seat));
  return 12 * souls + 2.5 * p.items.length + 1.2 * Math.min(p.hand.length, 8) + 0.45 * Math.min(p.coins, 20) + 0.4 * healthLeft(s, seat);
}

export function evaluate(s: FsState, seat: Seat): number {
  const own = score(s, seat);
  let best = -Infinity;
  for (let other = 0; other < s.seatCount; other += 1) if (other !== seat) best = Math.max(best, score(s, other));
  return 1 / (1 + Math.exp(-(own - best) / 8));
}
