/**
 * Plays a match of bots through the match decider itself (create with bot seats, then every seat's
 * command through `decideCommand`), as the server's pipeline would, handing each decided batch to
 * `onBatch`. Some commands go through the server's own paths for a seat: the deadline's default
 * (every `timeoutEvery`-th) and auto-pass when the game offers it, so every kind of actor is met.
 */
import type { AnyGameDefinition, Prompt, Typed } from '../engine/game-definition';
import { rngFromInt } from '../engine/random';
import { isRejection } from '../engine/rejection';
import type { CommandOrigin } from '../engine/types';
import { decideCommand, decideCreate, type DecidedEvent } from './decide';
import { foldServer, type ServerState } from './state';

export interface BotMatchOptions {
  readonly seats: number;
  readonly options: unknown;
  readonly seed: string;
  /** The rng the bots pick with (the rules' dice come from `seed`). */
  readonly botSeed: number;
  readonly timeoutEvery?: number;
  readonly maxCommands?: number;
}

export function playDecidedMatch(
  def: AnyGameDefinition,
  o: BotMatchOptions,
  onBatch: (events: readonly DecidedEvent[], before: ServerState) => void,
): ServerState {
  const bots = Array.from({ length: o.seats }, (_, i) => (i % 2 === 0 ? 'random' : (Object.keys(def.bots).find((b) => b !== 'random') ?? 'random')));
  const created = decideCreate(def, { seats: o.seats, options: o.options, bots }, o.seed);
  if (isRejection(created)) throw new Error(`${def.id}: create refused: ${created.code} ${created.message}`);
  let state: ServerState = foldServer(def, []);
  onBatch(created.events, state);
  state = foldServer(
    def,
    created.events.map((e) => e.payload),
    state,
  );
  const rng = rngFromInt(o.botSeed);
  for (let n = 1; !state.match.ended; n += 1) {
    if (n > (o.maxCommands ?? 50_000)) throw new Error(`${def.id}: runaway match`);
    const prompt = def.prompt(state.match.game) as Prompt | null;
    const seat = prompt?.seats[0];
    if (seat === undefined) throw new Error(`${def.id}: nobody to wait for in a live match`);
    const { command, origin } = pick(def, state, seat, n, o.timeoutEvery ?? 7, rng);
    const decided = decideCommand(def, state, { seat, origin, payload: command }, o.seed);
    if (isRejection(decided)) throw new Error(`${def.id}: ${command.type} refused: ${decided.code} ${decided.message}`);
    onBatch(decided, state);
    state = foldServer(
      def,
      decided.map((e) => e.payload),
      state,
    );
  }
  return state;
}

function pick(
  def: AnyGameDefinition,
  state: ServerState,
  seat: number,
  n: number,
  timeoutEvery: number,
  rng: ReturnType<typeof rngFromInt>,
): { command: Typed; origin: CommandOrigin } {
  const game = state.match.game;
  const autoPass = def.autoPassAction(game, seat) as Typed | null;
  if (autoPass && n % 2 === 0) return { command: autoPass, origin: 'auto-pass' };
  const fallback = n % timeoutEvery === 0 ? (def.defaultAction(game, seat) as Typed | null) : null;
  if (fallback) return { command: fallback, origin: 'timeout' };
  const policy = state.seats[seat]?.bot ?? 'random';
  const command = (def.bots[policy] ?? def.bots.random)(game, seat, rng) as Typed | null;
  if (!command) throw new Error(`${def.id}: bot ${policy} of seat ${seat} gave no command`);
  return { command, origin: 'player' };
}
