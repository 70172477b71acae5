import { playsOf, type BotPolicy, type Rng, type Seat } from '../../engine';
import { cardDef } from './cards/catalog';
import type { MCommand } from './commands';
import { legalActions } from './legal-actions';
import { waitedSeat } from './queries';
import { activeStack, isFull, stackStats } from './stats';
import { playerAt, type MState } from './state';

/*
 * Bots act only when the rules wait for them. Neither ever concedes (concede is legal but would
 * make every bot match end at once); the random bot is otherwise uniform over legalActions.
 */

const choices = (state: MState, seat: Seat): MCommand[] => playsOf(legalActions(state, seat));

export const randomBot: BotPolicy<MState, MCommand> = (state, seat, rng: Rng) => {
  if (waitedSeat(state) !== seat) return null;
  const options = choices(state, seat);
  return options.length > 0 ? rng.pick(options) : null;
};

/** A simple, deterministic policy: build a full active stack, boost it, attack the weakest. */
export const greedyBot: BotPolicy<MState, MCommand> = (state, seat) => (waitedSeat(state) === seat ? greedyChoice(state, seat, choices(state, seat)) : null);

/** The greedy bot's pick among `options` (the seat's plays), for callers that have them already (the search's playouts). */
export function greedyChoice(state: MState, seat: Seat, options: readonly MCommand[]): MCommand | null {
  const first = options[0];
  if (first === undefined) return null;
  const find = (type: MCommand['type']) => options.find((o) => o.type === type) ?? null;
  if (state.phase === 'opening' || state.step === 'play') return greedyPlay(state, seat, options) ?? find('end-play');
  switch (state.step) {
    case 'draw':
      return options.find((o) => o.type === 'draw' && o.source === preferredSource(state, seat)) ?? first;
    case 'trade':
      return find('skip-trade');
    case 'trade-answer':
      return find('decline-trade');
    case 'swap': {
      const p = playerAt(state, seat);
      const inactive = p.slabs[p.activeSlab === 0 ? 1 : 0];
      const better = isFull(inactive) && (!isFull(activeStack(state, seat)) || stackStats(inactive).remaining > stackStats(activeStack(state, seat)).remaining);
      return find(better ? 'swap' : 'skip-swap');
    }
    case 'attack':
      return bestAttack(state, seat, options);
    default:
      return first;
  }
}

function preferredSource(state: MState, seat: Seat): 'morgue' | 'manster' {
  const hasManster = playerAt(state, seat).hand.some((c) => cardDef(c.card).kind === 'manster');
  return isFull(activeStack(state, seat)) && !hasManster ? 'manster' : 'morgue';
}

/** Scores a play: mansters onto full stacks first, then missing kinds for the active stack, then harm. */
function scorePlay(state: MState, seat: Seat, cmd: Extract<MCommand, { type: 'play-card' }>): number {
  const card = playerAt(state, seat).hand.find((c) => c.id === cmd.cardId);
  if (!card) return -1;
  const def = cardDef(card.card);
  const own = cmd.to.seat === seat;
  const p = playerAt(state, cmd.to.seat);
  const stats = stackStats(p.slabs[cmd.to.slab]);
  const active = cmd.to.slab === p.activeSlab;
  const targetsOpponent = cmd.target !== null && 'seat' in cmd.target && cmd.target.seat !== seat;
  // Onto an opponent: only a damage-lowering spirit, and only where it cannot complete their stack.
  if (!own) return def.ongoing?.type === 'attackBonus' && def.ongoing.amount < 0 && stats.full === false && stats.counts.spirit > 0 ? 2 : -1;
  let score = 0;
  if (def.kind === 'manster') score = stats.full ? 100 : 5;
  else if (stats.counts[def.kind] === 0) score = active ? 60 : 30;
  else score = active ? 10 + def.health + def.damage : 4;
  // Targets come from the effect's target rule (only opponents for harmful kinds); aiming at one is worth a little.
  if (targetsOpponent) score += 3;
  // Of the options of a "choose one" card, prefer the later ones (harm) when an opponent can be hit.
  if (cmd.choice !== null) score += cmd.choice;
  if (def.ongoing?.type === 'attackBonus' && def.ongoing.amount < 0) score -= 40;
  return score;
}

function greedyPlay(state: MState, seat: Seat, options: readonly MCommand[]): MCommand | null {
  let best: MCommand | null = null;
  let bestScore = 0;
  for (const o of options) {
    if (o.type !== 'play-card') continue;
    const s = scorePlay(state, seat, o);
    if (s > bestScore) {
      best = o;
      bestScore = s;
    }
  }
  if (best) return best;
  if (state.phase === 'turns' && state.playsMade === 0) return options.find((o) => o.type === 'draw-instead' && o.source === 'morgue') ?? null;
  return null;
}

function bestAttack(state: MState, seat: Seat, options: readonly MCommand[]): MCommand | null {
  let best: MCommand | null = null;
  let bestKey = Number.NEGATIVE_INFINITY;
  for (const o of options) {
    if (o.type !== 'attack') continue;
    const d = o.defender;
    const blocker = activeStack(state, d);
    // Unblocked defenders first (the closer to 10 the better), else the weakest blocker.
    const key = isFull(blocker) ? -stackStats(blocker).remaining : 100 + playerAt(state, d).directDamage;
    if (key > bestKey) {
      best = o;
      bestKey = key;
    }
  }
  return best;
}
