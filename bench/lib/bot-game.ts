/**
 * One in-memory two-seat match between two bot policies of a shipped game, for the `bots`
 * section: who won, whether it ended before the cap, and how long each searching decision took
 * (a decision with one play is answered without a search and not counted).
 */
import { isRejection, playsOf, rngFromInt, searchLevelOf, type AnyGameDefinition } from '../../src/engine';
import { shippedGames } from '../../src/games/registry';

export interface BotGameTask {
  readonly game: string;
  /** The policy of seat 0 and seat 1. */
  readonly bots: readonly [string, string];
  readonly seed: number;
  readonly options: unknown;
  /** Commands after which the match counts as not finished. */
  readonly commandCap: number;
}

export interface BotGameResult {
  readonly winners: readonly number[];
  /** True when the rules ended the match (a win or elimination), false at a turn or command cap. */
  readonly decisive: boolean;
  readonly turns: number;
  /** Per seat: the searching decisions' times (ms). */
  readonly searchMs: readonly [readonly number[], readonly number[]];
}

export function playBotGame(task: BotGameTask): BotGameResult {
  const def: AnyGameDefinition = shippedGames.find((g) => g.id === task.game)!;
  const rng = rngFromInt(task.seed);
  const setup = def.setup({ seatCount: 2, options: def.parseOptions(task.options, 2), scenario: null }, rng);
  if (isRejection(setup)) throw new Error(setup.message);
  let state: unknown = setup.reduce((s: unknown, e: unknown) => def.evolve(s, e), def.initialState());
  const searchMs: [number[], number[]] = [[], []];
  for (let n = 0; n < task.commandCap && !def.outcome(state); n += 1) {
    const seat = def.prompt(state)?.seats[0];
    if (seat === undefined) break;
    const bot = task.bots[seat]!;
    const counted = searchLevelOf(bot) !== null && playsOf(def.legalActions(state, seat)).length > 1;
    const t0 = performance.now();
    const command = def.bots[bot]!(state, seat, rng);
    if (counted) searchMs[seat as 0 | 1].push(performance.now() - t0);
    if (!command) throw new Error(`${bot} returned no command`);
    const events = def.decide(state, command, { seat, origin: 'player', rng });
    if (isRejection(events)) throw new Error(`${bot}: ${events.message}`);
    for (const e of events) state = def.evolve(state, e);
  }
  const outcome = def.outcome(state);
  const reason = outcome?.reason ?? 'cap';
  return {
    winners: outcome?.winners ?? [],
    decisive: outcome !== null && !/cap|limit/i.test(reason),
    turns: (state as { turn?: { number: number }; turnNumber?: number }).turn?.number ?? (state as { turnNumber: number }).turnNumber,
    searchMs,
  };
}
