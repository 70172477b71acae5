/**
 * The searching bot of Four Souls: Information Set MCTS (src/engine/search) over this game's
 * rules, from one seat's view only. `strongBots` are its levels as bot policies.
 */
import { searchDecision, type SearchModel, type SearchBudget, type Rng, type Seat } from '../../../engine';
import { greedyChoice } from '../bots';
import type { FsCommand } from '../commands';
import { decideToState } from '../decide';
import { legalActions } from '../legal-actions';
import { prompt } from '../prompt';
import type { FsState } from '../types';
import type { FsView } from '../view';
import { evaluate } from './evaluate';
import { worldSampler } from './sample';

/**
 * An answer to what is on the stack (R-STACK-6: a priority round with the stack not empty) gets
 * this share of the level's iterations: a turn holds many such answers, nearly all of them a pass,
 * and the stack is public, so a smaller search finds the rare reply worth making while the turn's
 * own plays keep the full budget.
 */
export const REPLY_SHARE = 0.35;

/**
 * The seat's commands the search considers: its legal plays less the pass of an active player on
 * an empty stack in the action phase, which changes nothing (R-STACK-6: they keep acting), so
 * the tree would spend visits and depth on a move that is the same as not moving.
 */
export function searchActions(s: FsState, seat: Seat): FsCommand[] {
  const legal = legalActions(s, seat);
  const idle = s.decision === null && s.stack.length === 0 && s.turn.step === 'action' && s.turn.active === seat;
  if (!idle) return legal;
  const moves = legal.filter((c) => c.type !== 'pass');
  return moves.some((c) => c.type !== 'concede') ? moves : legal;
}

export const fsSearchModel: SearchModel<FsState, FsCommand, FsView> = {
  sampler: worldSampler,
  play: decideToState,
  legalActions: searchActions,
  actor: (s) => (s.status === 'playing' ? (prompt(s)?.seats[0] ?? null) : null),
  winners: (s) => (s.status === 'over' ? (s.winners ?? []) : null),
  greedy: greedyChoice,
  evaluate,
  seatCount: (s) => s.seatCount,
  // The greedy bot's attack choice reads exact fight odds; a few dozen sampled returns per command
  // are noisier than that, so the search starts from its pick (with the idle-pass pruning and the
  // evaluation's scale 10: 22 of 30 bench matches won against greedy, 19 of 30 before; docs/bots.md).
  greedyPrior: 0.3,
  // Five times the level's iterations (750 for `strong`): over the bench's 200 matches against
  // greedy (seats alternated) strong won 82.5 % with decisions at p95 820 ms, against 76.5 % at p95
  // 290 ms at three times and 68 % at the level's own (docs/bots.md); a decision may take 1 s.
  iterationScale: 5,
  budgetShare: (s) => (s.priority !== null && s.stack.length > 0 && !s.decision ? REPLY_SHARE : 1),
};

/** The command the searching bot sends for `seat`, from `seat`'s view alone. */
export function searchFourSouls(view: FsView, seat: Seat, budget: SearchBudget, rng: Rng): FsCommand | null {
  return searchDecision(fsSearchModel, view, seat, budget, rng);
}
