import type { BotPolicy, Typed } from '../game-definition';
import type { Rng } from '../random';
import { seatViewer, type Seat, type Viewer } from '../types';
import { SEARCH_LEVELS, type SearchBudget } from './levels';

/** A bot that decides from a seat's view alone (the searching bot): it cannot be handed a state. */
export type ViewBot<V, C extends Typed> = (view: V, seat: Seat, budget: SearchBudget, rng: Rng) => C | null;

/**
 * The searching bot's levels as ordinary bot policies, for in-process matches (tests, benchmarks):
 * each builds the seat's view first, so the search still sees only what the seat sees. The server
 * runs the same search in worker threads from the view it would send the seat.
 */
export function searchBotPolicies<S, C extends Typed, V>(view: (state: S, viewer: Viewer) => V, bot: ViewBot<V, C>): Record<string, BotPolicy<S, C>> {
  const out: Record<string, BotPolicy<S, C>> = {};
  for (const level of SEARCH_LEVELS) out[level.bot] = (state, seat, rng) => bot(view(state, seatViewer(seat)), seat, level.budget, rng);
  return out;
}
