/**
 * The searching bot of Mansters: Information Set MCTS (src/engine/search) over this game's rules,
 * from one seat's view only; it answers trades, swaps and draws like its own plays.
 */
import { searchDecision, type Rng, type SearchBudget, type SearchModel, type Seat } from '../../../engine';
import { greedyChoice } from '../bots';
import type { MCommand } from '../commands';
import { decideWithState } from '../decide';
import { legalActions } from '../legal-actions';
import { waitedSeat } from '../queries';
import type { MState } from '../state';
import type { MView } from '../view';
import { evaluate } from './evaluate';
import { sampleWorld } from './sample';

export const manstersSearchModel: SearchModel<MState, MCommand, MView> = {
  sampler: (view, seat) => (rng) => sampleWorld(view, seat, rng),
  play: (state, command, ctx) => {
    const r = decideWithState(state, command, ctx);
    return 'rejected' in r ? r : r.state;
  },
  legalActions,
  actor: waitedSeat,
  winners: (s) => (s.outcome ? s.outcome.winners : null),
  greedy: greedyChoice,
  evaluate,
  seatCount: (s) => s.seatCount,
  // A Mansters iteration costs less than a Four Souls one (at 48 iterations a decision took
  // 10 ms at the median against 16 ms), and more of them lift its wins against greedy.
  iterationScale: 1.5,
};

/** The command the searching bot sends for `seat`, from `seat`'s view alone. */
export function searchMansters(view: MView, seat: Seat, budget: SearchBudget, rng: Rng): MCommand | null {
  return searchDecision(manstersSearchModel, view, seat, budget, rng);
}
