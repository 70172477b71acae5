import { act, actOk, foldEvents, isRejection, rngFromInt, type BotPolicy, type Rejection, type Rng, type Seat, type Step } from '../../engine';
import type { EffectTarget, MCommand } from './commands';
import type { MEvent } from './events';
import { decideWithState } from './decide';
import { mansters } from './index';
import { must } from './must';
import { waitedSeat } from './queries';
import { playerAt, type MState, type SlabIndex, type Stack } from './state';

/*
 * A small scenario DSL for the Mansters tests (given / when / then on top of src/engine/testing).
 */

export interface Table {
  readonly state: MState;
  readonly events: MEvent[];
}

/** Set up a game (optionally from a scenario, under older rules); throws if setup is refused. */
export function given(seatCount: number, scenario: unknown = null, seed = 1, rulesVersion?: string): Table {
  const events = mansters.setup({ seatCount, options: {}, scenario, ...(rulesVersion ? { rulesVersion } : {}) }, rngFromInt(seed));
  if (isRejection(events)) throw new Error(`setup refused: ${events.code} ${events.message}`);
  return { state: foldEvents(mansters, events), events };
}

/** Runs a command that must be accepted. */
export function when(state: MState, seat: Seat, command: MCommand, rng?: Rng): Step<MState, MEvent> {
  return actOk(mansters, state, seat, command, rng);
}

/** Runs a command and returns the rejection, failing if it was accepted. */
export function refused(state: MState, seat: Seat, command: MCommand, rng?: Rng): Rejection {
  const r = act(mansters, state, seat, command, rng);
  if (!isRejection(r)) throw new Error(`expected ${command.type} by P${seat + 1} to be refused`);
  return r;
}

/** Runs a sequence of accepted commands. */
export function steps(state: MState, moves: readonly [Seat, MCommand][]): Step<MState, MEvent> {
  let s = state;
  const events: MEvent[] = [];
  for (const [seat, cmd] of moves) {
    const r = when(s, seat, cmd);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** The id of the first card with definition `card` in `seat`'s hand. */
export function inHand(state: MState, seat: Seat, card: string): string {
  const c = playerAt(state, seat).hand.find((h) => h.card === card);
  if (!c) throw new Error(`P${seat + 1} has no ${card} in hand`);
  return c.id;
}

export const types = (events: readonly MEvent[]): string[] => events.map((e) => e.type);

export function ofType<T extends MEvent['type']>(events: readonly MEvent[], type: T): Extract<MEvent, { type: T }>[] {
  return events.filter((e): e is Extract<MEvent, { type: T }> => e.type === type);
}

/** The first event of a type; fails the test when there is none. */
export function firstOf<T extends MEvent['type']>(events: readonly MEvent[], type: T): Extract<MEvent, { type: T }> {
  return must(ofType(events, type)[0], `a ${type} event`);
}

/** The element at `index` (negative counts from the end, as Array.at); fails the test when there is none. */
export function at<T>(items: readonly T[], index: number): T {
  return must(items.at(index), `an element at index ${index} of ${items.length}`);
}

/** The stack on a slab; fails the test when the slab is empty. */
export function stackOf(state: MState, seat: Seat, slab: SlabIndex): Stack {
  return must(playerAt(state, seat).slabs[slab], `a stack on P${seat + 1}'s slab ${slab + 1}`);
}

/** A bot of the game by name; fails the test for an unknown one. */
export function botNamed(name: string): BotPolicy<MState, MCommand> {
  return must(mansters.bots[name], `the ${name} bot`);
}

/** Plays `card` from hand onto a slab. */
export const playCmd = (cardId: string, seat: Seat, slab: 0 | 1, target: EffectTarget | null = null, choice: number | null = null): MCommand => ({
  type: 'play-card',
  cardId,
  to: { seat, slab },
  target,
  choice,
});

export type BotName = 'random' | 'greedy';

export interface MatchResult {
  readonly state: MState;
  readonly events: MEvent[];
  readonly commands: number;
  readonly ended: boolean;
}

export interface MatchOptions {
  readonly seatCount: number;
  readonly seed: number;
  readonly bots: readonly BotName[];
  readonly maxCommands?: number;
  /** A scenario for setup (null: a normal game). */
  readonly scenario?: unknown;
  /** Called after each accepted command. */
  readonly onStep?: (before: MState, seat: Seat, command: MCommand, events: readonly MEvent[], after: MState) => void;
  /** Called before each bot decision; may return an extra command (e.g. an at-any-time play) from any seat. */
  readonly interject?: (state: MState, rng: Rng) => [Seat, MCommand] | null;
}

/** Plays a whole bot match from setup; throws on a stuck prompt or a refused bot command. */
export function playMatch(o: MatchOptions): MatchResult {
  const rng = rngFromInt(o.seed);
  const setupEvents = mansters.setup({ seatCount: o.seatCount, options: {}, scenario: o.scenario ?? null }, rng);
  if (isRejection(setupEvents)) throw new Error(setupEvents.message);
  let state = foldEvents(mansters, setupEvents);
  const events: MEvent[] = [...setupEvents];
  let commands = 0;
  const max = o.maxCommands ?? 20000;
  while (state.phase !== 'over' && commands < max) {
    let seat: Seat;
    let cmd: MCommand | null;
    const extra = o.interject?.(state, rng) ?? null;
    if (extra) [seat, cmd] = extra;
    else {
      const w = waitedSeat(state);
      if (w === null) throw new Error('no prompt while the game is not over');
      seat = w;
      const bot = must(o.bots[seat % o.bots.length], `a bot for seat ${seat}`);
      cmd = must(mansters.bots[bot], `the ${bot} bot`)(state, seat, rng);
      if (!cmd) throw new Error(`stuck: bot for P${seat + 1} found no action (${state.phase}/${state.step})`);
    }
    const result = decideWithState(state, cmd, { seat, origin: 'player', rng });
    if (isRejection(result)) throw new Error(`bot command refused: ${JSON.stringify(cmd)} -> ${result.code} ${result.message}`);
    o.onStep?.(state, seat, cmd, result.events, result.state);
    events.push(...result.events);
    state = result.state;
    commands += 1;
  }
  return { state, events, commands, ended: state.phase === 'over' };
}

/** A full stack for scenarios: meat, bone, spirit (M-CARD-5). */
export const FULL = { cards: ['flank', 'knuckle', 'rage-spirit'] } as const;

export interface TableSpec {
  readonly seatCount?: number;
  readonly hands?: readonly (readonly string[])[];
  readonly slabs?: readonly (readonly [unknown, unknown])[];
  readonly morgue?: readonly string[];
  readonly mansterDeck?: readonly string[];
  readonly graveyard?: readonly string[];
  readonly activeSlabs?: readonly (0 | 1)[];
  readonly directDamage?: readonly number[];
  readonly firstPlayer?: number;
  readonly turnLimit?: number;
}

/**
 * A table at P1's (seat 0's) draw step, opening skipped, with small known decks unless given:
 * morgue of Scrap Meat, manster deck of Gravewings, graveyard [Knuckle, Rib].
 */
export function table(spec: TableSpec = {}): MState {
  const n = spec.seatCount ?? 2;
  return given(n, {
    morgue: spec.morgue ?? Array.from({ length: 10 }, () => 'scrap-meat'),
    mansterDeck: spec.mansterDeck ?? Array.from({ length: 5 }, () => 'gravewing'),
    graveyard: spec.graveyard ?? ['knuckle', 'rib'],
    hands: spec.hands ?? Array.from({ length: n }, () => []),
    slabs: spec.slabs ?? Array.from({ length: n }, () => [null, null]),
    activeSlabs: spec.activeSlabs,
    directDamage: spec.directDamage,
    firstPlayer: spec.firstPlayer ?? 0,
    skipOpening: true,
    turnLimit: spec.turnLimit,
  }).state;
}

/** From the current player's draw step to their play step (draw from the morgue, no trade). */
export function toPlay(state: MState): MState {
  const seat = state.current ?? 0;
  return steps(state, [
    [seat, { type: 'draw', source: 'morgue' }],
    [seat, { type: 'skip-trade' }],
  ]).state;
}

/** A table already at P1's play step. */
export const playTable = (spec: TableSpec = {}): MState => toPlay(table(spec));

/** Seat policies the bot-match properties cycle through (a shorter list repeats over the seats). */
export const BOT_MIXES: readonly (readonly BotName[])[] = [['random'], ['greedy'], ['random', 'greedy'], ['greedy', 'random', 'random']];

/** One winner (the last player standing, or the M-END-3 tiebreak), or the documented M-END-3 draw. */
export function checkOutcome(state: MatchResult['state']): void {
  const o = state.outcome;
  if (!o) throw new Error('match did not end');
  if (o.winners.length === 1) {
    if (o.reason === 'last-player-standing' && state.players.filter((p) => p.status === 'playing').length !== 1) throw new Error('wrong winner count');
    return;
  }
  if (o.winners.length === 0 && o.reason === 'turn-limit-draw') return;
  throw new Error(`bad outcome ${JSON.stringify(o)}`);
}
