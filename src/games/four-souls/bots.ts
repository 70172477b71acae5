/**
 * Bots over `legalActions`: `random` (uniform) and `greedy` (buys, attacks the weakest monster,
 * plays loot that helps it, otherwise passes; answers decisions with their first option). Neither
 * ever concedes: concede is legal at any time (R-MATCH-2) but would end every bot match at once.
 */
import { playsOf, type BotPolicy, type Rng, type Seat } from '../../engine';
import { lootDef, monsterDef } from './cards';
import type { FsCommand } from './commands';
import { legalActions } from './legal-actions';
import { monsterHealthLeft } from './stats';
import type { FsState } from './types';
import { activeMonsters } from './zones';

export const randomBot: BotPolicy<FsState, FsCommand> = (state, seat, rng) => {
  const legal = playsOf(legalActions(state, seat));
  return legal.length === 0 ? null : rng.pick(legal);
};

function score(s: FsState, seat: Seat, c: FsCommand): number {
  switch (c.type) {
    case 'declare-purchase':
      return c.item === 'deck' ? 80 : 90;
    case 'declare-attack': {
      if (c.monster === 'deck') return 40;
      const m = activeMonsters(s).find((x) => x.obj.id === c.monster);
      const def = m ? monsterDef(m.obj.card) : null;
      return def && m ? 70 - monsterHealthLeft(m.obj) * 3 - def.evasion + def.soul * 10 : 0;
    }
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
