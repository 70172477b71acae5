/**
 * Bots over `legalActions`: `random` (uniform) and `greedy` (buys, attacks the monster with the
 * best odds and reward (fight-odds.ts), plays loot that helps it, otherwise passes; answers decisions with their first option). Neither
 * ever concedes: concede is legal at any time (R-MATCH-2) but would end every bot match at once.
 */
import { playsOf, type BotPolicy, type ObjectId, type Rng, type Seat } from '../../engine';
import { lootDef, monsterDef } from './cards';
import type { FsCommand } from './commands';
import { legalActions } from './legal-actions';
import { fightAgainst, fightOdds } from './fight-odds';
import type { FsState } from './types';
import { activeMonsters } from './zones';

export const randomBot: BotPolicy<FsState, FsCommand> = (state, seat, rng) => {
  const legal = playsOf(legalActions(state, seat));
  return legal.length === 0 ? null : rng.pick(legal);
};

/** An attack on the monster deck's unknown top card: worth less than a fight the bot likely wins. */
const DECK_ATTACK = 40;

/**
 * A known monster's worth as a fight: what killing it brings times the odds of the kill. A boss's
 * soul weighs far above a basic monster's rewards: souls are the only way to win (R-WIN-1), and a
 * bot that shies from bosses plays on to the turn cap (greedy against greedy, 200 two-seat matches
 * at turnCap 60: weighing a soul 3 times a basic kill and charging a lost fight, 98 % ended by the
 * rules; 7.5 times, and no charge, 99.5 %).
 */
function attackScore(s: FsState, seat: Seat, monster: ObjectId): number {
  const m = activeMonsters(s).find((x) => x.obj.id === monster);
  const def = m ? monsterDef(m.obj.card) : null;
  const fight = fightAgainst(s, seat, monster);
  if (!def || !fight) return -1;
  const { kill } = fightOdds(fight);
  return kill * (40 + 300 * def.soul);
}

function score(s: FsState, seat: Seat, c: FsCommand): number {
  switch (c.type) {
    case 'declare-purchase':
      return c.item === 'deck' ? 80 : 90;
    case 'declare-attack':
      return c.monster === 'deck' ? DECK_ATTACK : attackScore(s, seat, c.monster);
    case 'play-loot': {
      if (c.viaCharacter) return -1;
      const card = s.players[seat]!.hand.find((o) => o.id === c.card);
      const def = card ? lootDef(card.card) : null;
      if (!def) return -1;
      const helps = def.ops.some((o) => (o.op === 'coins' || o.op === 'loot') && o.who === 'controller');
      const hurtsMonster = def.ops.some((o) => o.op === 'damage' || o.op === 'kill') && c.targets.every((t) => t.id !== undefined);
      return helps ? 60 : hurtsMonster ? 50 : def.soul ? 95 : -1;
    }
    case 'end-turn':
      return 1;
    case 'pass':
      return 0;
    default:
      return -1;
  }
}

export const greedyBot: BotPolicy<FsState, FsCommand> = (state, seat, rng) => greedyChoice(state, seat, playsOf(legalActions(state, seat)), rng);

/** The greedy bot's pick among `legal` (the seat's plays), for callers that have them already (the search's playouts). */
export function greedyChoice(state: FsState, seat: Seat, legal: readonly FsCommand[], rng: Rng): FsCommand | null {
  if (legal.length === 0) return null;
  if (state.decision) return legal[0]!;
  let best: FsCommand[] = [];
  let bestScore = -Infinity;
  for (const c of legal) {
    const v = score(state, seat, c);
    if (v > bestScore) {
      best = [c];
      bestScore = v;
    } else if (v === bestScore) best.push(c);
  }
  return bestScore < 0 ? (legal.find((c) => c.type === 'pass' || c.type === 'end-turn') ?? legal[0]!) : rng.pick(best);
}
