/**
 * Information Set Monte Carlo Tree Search (single observer: Cowling, Powley and Whitehouse, 2012).
 *
 * The searching seat never sees the state: its input is its own view (the redacted snapshot a
 * client gets). Every iteration samples one world consistent with that view (the game's
 * `sample`), descends one tree shared by all worlds with the rules' own `decide`/`evolve`, and
 * plays on with the game's greedy policy made a little random, until the game ends or `depth`
 * commands were played; the game's evaluation scores the world reached. A child's UCB uses its
 * availability count (how often it was legal when its parent was visited), since in a sampled
 * world some commands (an opponent's cards) are not there.
 *
 * Pure: the only randomness is the seeded `rng`, the budget counts iterations.
 */
import { playsOf } from '../concede';
import type { DecideContext, Typed } from '../game-definition';
import { isRejection, type Rejection } from '../rejection';
import type { Rng } from '../random';
import type { Seat } from '../types';
import type { SearchBudget } from './levels';

/** What the search needs from a game: its rules, a world sampler, a playout policy and an evaluation. */
export interface SearchModel<S, C extends Typed, V> {
  /**
   * A sampler of full states consistent with what `view` shows `seat` (hidden cards drawn with
   * the `rng` it is given): the view is read once per decision, the sampler runs per iteration.
   */
  sampler(view: V, seat: Seat): (rng: Rng) => S;
  /** The rules' `decide`, answering with the state after its events (what `evolve` would fold). */
  play(state: S, command: C, ctx: DecideContext): S | Rejection;
  legalActions(state: S, seat: Seat): C[];
  /** The seat the rules wait for, or null when none (or the match is over). */
  actor(state: S): Seat | null;
  /** The winners once the match is over, else null. */
  winners(state: S): readonly Seat[] | null;
  /** Playouts and the expansion's first try: the game's greedy bot's pick among the seat's plays. */
  greedy(state: S, seat: Seat, plays: readonly C[], rng: Rng): C | null;
  /** How good `state` is for `seat`, in [0, 1] (0.5: even). */
  evaluate(state: S, seat: Seat): number;
  seatCount(state: S): number;
  /**
   * The level's iterations are multiplied by this (default 1): a game whose commands are cheaper
   * to decide searches more in the same time, so a level thinks about as long in every game.
   */
  readonly iterationScale?: number;
  /**
   * The share of the level's iterations a decision in `state` gets (default 1): a game spends less
   * on answers to what is on the stack, which a turn holds many of, than on its own plays, so the
   * time per decision stays low where decisions are many.
   */
  budgetShare?(state: S, seat: Seat): number;
  /**
   * The greedy pick's head start in a node's UCB, in reward units (default 0: none), fading as
   * PRIOR_VISITS / (visits + PRIOR_VISITS) (progressive bias, Chaslot et al. 2008): where a game's
   * greedy scoring is exact and the sampled returns are noisy, the search leaves the greedy pick
   * only when the returns say so over many visits.
   */
  readonly greedyPrior?: number;
}

interface Edge<C> {
  readonly command: C;
  readonly seat: Seat;
  readonly node: TreeNode<C>;
  visits: number;
  reward: number;
  available: number;
  /** The prior's bonus at no visits: the model's `greedyPrior` for the greedy pick, else 0. */
  readonly prior: number;
}

type TreeNode<C> = Map<string, Edge<C>>;

const EXPLORATION = 0.7;

/** Visits after which the greedy prior has faded to half (`SearchModel.greedyPrior`). */
const PRIOR_VISITS = 10;

/**
 * A command the seat had to send (its only play: a forced pass, a lone option) does not count
 * toward the budget's depth, so a playout reaches as many real choices in Four Souls (about 31
 * commands a turn, most of them priority passes) as in Mansters (about 7); this many commands per
 * choice still bound it.
 */
const FORCED_STEPS_PER_CHOICE = 4;

const keyOf = (command: Typed): string => JSON.stringify(command);

/**
 * The command `seat` should send, searched over worlds sampled from its view, or null when the
 * seat has no play. A seat with a single play gets it without a search.
 */
export function searchDecision<S, C extends Typed, V>(model: SearchModel<S, C, V>, view: V, seat: Seat, budget: SearchBudget, rng: Rng): C | null {
  const sample = model.sampler(view, seat);
  const first = sample(rng);
  const rootPlays = playsOf(model.legalActions(first, seat));
  if (rootPlays.length <= 1) return rootPlays[0] ?? null;
  const root: TreeNode<C> = new Map();
  const share = model.budgetShare?.(first, seat) ?? 1;
  const iterations = Math.max(1, Math.round(budget.iterations * (model.iterationScale ?? 1) * share));
  for (let i = 0; i < iterations; i += 1) iterate(model, i === 0 ? first : sample(rng), root, budget, rng);
  let best: C = rootPlays[0]!;
  let bestVisits = -1;
  for (const command of rootPlays) {
    const edge = root.get(keyOf(command));
    const visits = edge ? edge.visits + edge.reward / Math.max(1, edge.visits) + priorBonus(edge) : 0;
    if (visits > bestVisits) {
      best = command;
      bestVisits = visits;
    }
  }
  return best;
}

function iterate<S, C extends Typed, V>(model: SearchModel<S, C, V>, world: S, root: TreeNode<C>, budget: SearchBudget, rng: Rng): void {
  let state = world;
  let node = root;
  const path: Edge<C>[] = [];
  // Choices made past the decision (forced commands are free), and all commands played.
  let depth = 0;
  let steps = 0;
  const maxSteps = budget.depth * FORCED_STEPS_PER_CHOICE;
  // Selection and expansion: follow the tree while every legal command has been tried here.
  for (;;) {
    const actor = model.winners(state) ? null : model.actor(state);
    if (actor === null || depth >= budget.depth || steps >= maxSteps) break;
    const plays = playsOf(model.legalActions(state, actor));
    if (plays.length === 0) break;
    const untried: C[] = [];
    let chosen: Edge<C> | null = null;
    let chosenScore = -Infinity;
    for (const command of plays) {
      const edge = node.get(keyOf(command));
      if (!edge) {
        untried.push(command);
        continue;
      }
      edge.available += 1;
      const score = edge.reward / edge.visits + EXPLORATION * Math.sqrt(Math.log(edge.available) / edge.visits) + priorBonus(edge);
      if (score > chosenScore) {
        chosen = edge;
        chosenScore = score;
      }
    }
    if (untried.length > 0) {
      const { command, greedy } = expansion(model, state, actor, plays, untried, rng);
      chosen = { command, seat: actor, node: new Map(), visits: 0, reward: 0, available: 1, prior: greedy ? (model.greedyPrior ?? 0) : 0 };
      node.set(keyOf(command), chosen);
    }
    const next = advance(model, state, actor, chosen!.command, rng);
    if (next === null) break;
    path.push(chosen!);
    state = next;
    node = chosen!.node;
    if (plays.length > 1) depth += 1;
    steps += 1;
    if (untried.length > 0) break;
  }
  // Playout: greedy with an epsilon of uniform choices, cut off after `depth` choices.
  while (depth < budget.depth && steps < maxSteps && !model.winners(state)) {
    const actor = model.actor(state);
    if (actor === null) break;
    const plays = playsOf(model.legalActions(state, actor));
    if (plays.length === 0) break;
    const command = plays.length === 1 ? plays[0]! : rng.int(0, 999) < budget.epsilon * 1000 ? rng.pick(plays) : model.greedy(state, actor, plays, rng);
    if (command === null) break;
    const next = advance(model, state, actor, command, rng);
    if (next === null) break;
    state = next;
    if (plays.length > 1) depth += 1;
    steps += 1;
  }
  const values = outcomeValues(model, state);
  for (const edge of path) {
    edge.visits += 1;
    edge.reward += values[edge.seat] ?? 0;
  }
}

/**
 * The command a node tries next: the greedy policy's choice while it is untried (a prior that
 * spends the first visits on the move a plain player would make), else an untried one at random.
 */
function expansion<S, C extends Typed, V>(
  model: SearchModel<S, C, V>,
  state: S,
  seat: Seat,
  plays: readonly C[],
  untried: readonly C[],
  rng: Rng,
): { command: C; greedy: boolean } {
  if (untried.length > 1) {
    const greedy = model.greedy(state, seat, plays, rng);
    if (greedy !== null) {
      const key = keyOf(greedy);
      const match = untried.find((c) => keyOf(c) === key);
      // The prior goes to the greedy pick of the first world that reaches this node (nothing tried yet).
      if (match) return { command: match, greedy: untried.length === plays.length };
    }
  }
  return { command: rng.pick(untried), greedy: false };
}

const priorBonus = (edge: Edge<unknown>): number => (edge.prior * PRIOR_VISITS) / (edge.visits + PRIOR_VISITS);

function advance<S, C extends Typed, V>(model: SearchModel<S, C, V>, state: S, seat: Seat, command: C, rng: Rng): S | null {
  const next = model.play(state, command, { seat, origin: 'player', rng });
  return isRejection(next) ? null : next;
}

/** Per seat: 1 for a winner of a finished match, 0 for the others, else the evaluation. */
function outcomeValues<S, C extends Typed, V>(model: SearchModel<S, C, V>, state: S): number[] {
  const winners = model.winners(state);
  const seats = Array.from({ length: model.seatCount(state) }, (_, i) => i);
  if (winners) return seats.map((s) => (winners.includes(s) ? 1 : 0));
  return seats.map((s) => model.evaluate(state, s));
}
