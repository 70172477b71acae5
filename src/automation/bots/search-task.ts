/** What the bot worker threads are asked: one decision of a searching bot, from a seat's view. */
export interface SearchTask {
  readonly game: string;
  /** The bot policy name (a searching bot's level, src/engine/search/levels.ts). */
  readonly bot: string;
  readonly seat: number;
  /** The seat's view as the game's `view` builds it for that seat: all the search may read. */
  readonly view: unknown;
  /** Four 32-bit words: the decision's seed (search-seed.ts). */
  readonly seed: readonly number[];
}

/**
 * Starts a thread without a decision: loading the games' modules in a new thread takes a while
 * (seconds from the TypeScript sources), which a match against a searching bot should not wait for.
 */
export interface WarmUpTask {
  readonly warmUp: true;
}

export type SearchJob = SearchTask | WarmUpTask;
