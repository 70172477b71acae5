/**
 * The searching bot's levels: one search, three budgets. Each level is a bot policy of its own
 * (its own name in a game's `bots`), so matches and ratings tell them apart. Budgets count
 * iterations, never time, so a decision is the same on a fast and a slow machine.
 */
export type SearchLevel = 'easy' | 'normal' | 'hard';

export interface SearchBudget {
  /** Sampled worlds searched per decision (one tree descent and one playout each). */
  readonly iterations: number;
  /** Choices (commands of a seat with more than one play) searched past the decision before the evaluation cuts the playout off. */
  readonly depth: number;
  /** Share of playout commands chosen uniformly instead of by the game's greedy scoring. */
  readonly epsilon: number;
}

export interface SearchLevelInfo {
  readonly level: SearchLevel;
  /** The bot policy name (a key of the game's `bots`). */
  readonly bot: string;
  /** One line for the lobby. */
  readonly description: string;
  readonly budget: SearchBudget;
}

export const SEARCH_LEVELS: readonly SearchLevelInfo[] = [
  {
    level: 'easy',
    bot: 'strong-easy',
    description: 'Looks a little ahead: a quick search over what its seat can see.',
    budget: { iterations: 24, depth: 10, epsilon: 0.2 },
  },
  {
    level: 'normal',
    bot: 'strong',
    description: 'Searches the worlds its seat cannot rule out before every decision; beats the greedy bot most games.',
    budget: { iterations: 150, depth: 16, epsilon: 0.15 },
  },
  {
    level: 'hard',
    bot: 'strong-hard',
    description: 'The deepest search: several times the normal budget per decision.',
    budget: { iterations: 400, depth: 20, epsilon: 0.1 },
  },
];

/** The level a bot policy name stands for, if it is a searching bot. */
export function searchLevelOf(bot: string): SearchLevelInfo | null {
  return SEARCH_LEVELS.find((l) => l.bot === bot) ?? null;
}
