/**
 * How good a world is for a seat, for the search's cut-off: souls (the win condition, R-WIN-1)
 * weigh most, then what buys and kills the next ones (items, loot in hand, coins), then health.
 * The value is a logistic of the seat's score against the best other seat's.
 *
 * The logistic's scale keeps the value sensitive when one seat leads: a soul (12) ahead reads
 * about 0.77 at scale 10, where scale 3 read 0.98 and left every other difference (an item, a
 * fight's odds) in the last two hundredths, below the noise of a few dozen sampled returns, so the
 * search chose at random once a soul apart. An ongoing attack counts its full expected worth (the
 * kill odds times the soul and rewards), as the soul it may bring counts once gained; a coin is
 * a tenth of an item's price.
 */
import type { Seat } from '../../../engine';
import { monsterDef } from '../cards';
import { WINNING_SOULS } from '../settle';
import { fightAgainst, fightOdds } from '../fight-odds';
import { activeMonsters } from '../zones';
import { attackOf, healthLeft, soulCount } from '../stats';

export const W = { items: 3, attack: 1.5, hand: 1, coins: 0.3, health: 0.5, progress: 1, scale: 10 };
import type { FsState } from '../types';

/** The attack `seat` is making: the odds it kills the monster (fight-odds.ts), times what killing it brings. */
function attackProgress(s: FsState, seat: Seat): number {
  const attack = s.turn.attack;
  if (!attack || attack.attacker !== seat) return 0;
  const m = activeMonsters(s).find((x) => x.obj.id === attack.monster);
  const def = m ? monsterDef(m.obj.card) : null;
  const fight = fightAgainst(s, seat, attack.monster);
  if (!def || !fight) return 0;
  return fightOdds(fight).kill * (2 + 12 * def.soul);
}

function score(s: FsState, seat: Seat): number {
  const p = s.players[seat]!;
  if (p.conceded) return -100;
  const souls = Math.min(WINNING_SOULS, soulCount(s, seat));
  return (
    12 * souls +
    W.items * p.items.length +
    W.attack * attackOf(s, seat) +
    W.hand * Math.min(p.hand.length, 8) +
    W.coins * Math.min(p.coins, 20) +
    W.health * healthLeft(s, seat) +
    W.progress * attackProgress(s, seat)
  );
}

export function evaluate(s: FsState, seat: Seat): number {
  const own = score(s, seat);
  let best = -Infinity;
  for (let other = 0; other < s.seatCount; other += 1) if (other !== seat) best = Math.max(best, score(s, other));
  return 1 / (1 + Math.exp(-(own - best) / W.scale));
}
