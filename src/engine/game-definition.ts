import type { Rejection } from './rejection';
import type { Rng } from './random';
import type { CommandOrigin, Outcome, Seat, Viewer, Visibility } from './types';

/** Every command and event of every game is a discriminated union on `type`. */
export interface Typed {
  readonly type: string;
}

/**
 * What the rules are waiting for. The engine never blocks: a pending decision is state, and the
 * next command answers it. `seats` are the seats the match is waiting for (the "who are we waiting
 * for" of every view). `kind` is game-specific ('priority', 'choose-target', 'order-triggers',
 * 'draw', 'attack', ...) and selects the deadline and the default action (R-MATCH-1, M-MISC-4).
 */
export interface Prompt {
  readonly kind: string;
  readonly seats: readonly Seat[];
  /** A short human-readable line ("P2 chooses the order of their triggers"). */
  readonly text: string;
}

/** Input to a game's `setup`: the options it accepted and an optional scenario (tests, demos). */
export interface SetupInput<O> {
  readonly seatCount: number;
  readonly options: O;
  /** Raw scenario overrides (deck orders, hands, slots...), validated by the game. Null normally. */
  readonly scenario: unknown;
}

/** Everything `decide` may consult besides the state: who acts, why, and the dice. No clock. */
export interface DecideContext {
  readonly seat: Seat;
  readonly origin: CommandOrigin;
  readonly rng: Rng;
}

/** A bot: picks one of `seat`'s legal commands (or null when the seat is not being waited for). */
export type BotPolicy<S, C> = (state: S, seat: Seat, rng: Rng) => C | null;

/**
 * The contract between the server and a game module (DESIGN §2). All functions are pure and
 * deterministic: given the same state, command and generator they return the same result.
 *
 * - `decide` does all rules work, including the settle loop, and returns the events (or a
 *   rejection that changes nothing).
 * - `evolve` applies one event; it is total and makes no rules decisions.
 * - `view`/`redactEvent` are the only ways state leaves the server (DESIGN §3).
 */
export interface GameDefinition<S, C extends Typed, E extends Typed, V = unknown, O = unknown> {
  readonly id: string;
  readonly displayName: string;
  /** Bumped when rules change the meaning of a command; snapshots are keyed by it. */
  readonly rulesVersion: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  /** The schema version written with every new event (see `upcast`). */
  readonly eventSchemaVersion: number;

  /** Validates options from the create-match call (deadline options are the server's, not here). */
  parseOptions(raw: unknown, seatCount: number): O | Rejection;
  /** The state before any event. */
  initialState(): S;
  /** The opening events: everything random in them is drawn from `rng` and written down. */
  setup(input: SetupInput<O>, rng: Rng): E[] | Rejection;
  /** Validates the shape of an untrusted command (types, ranges); rules are checked in `decide`. */
  parseCommand(raw: unknown): C | Rejection;
  decide(state: S, command: C, ctx: DecideContext): E[] | Rejection;
  evolve(state: S, event: E): S;

  view(state: S, viewer: Viewer): V;
  prompt(state: S): Prompt | null;
  /**
   * Every command `seat` could legally send now. A seat not being waited for may still have some
   * (concede, R-MATCH-2; "at any time" plays, M-CARD-8): who the match waits for comes from
   * `prompt(state).seats`, never from a non-empty list here.
   */
  legalActions(state: S, seat: Seat): C[];
  /** The command the server sends for `seat` when its deadline expires (R-MATCH-1, M-MISC-4). */
  defaultAction(state: S, seat: Seat): C | null;
  /**
   * The command auto-pass may send for `seat` (R-MATCH-3): only when passing is the seat's sole
   * legal action. Null means "the seat has a real choice; ask it".
   */
  autoPassAction(state: S, seat: Seat): C | null;
  outcome(state: S): Outcome | null;

  visibility(event: E): Visibility;
  /**
   * The form of `event` that `viewer` may see: the event itself when `canSee`, else a public form.
   * Forms may differ per viewer (each party of a trade sees its own side), so callers redact per
   * viewer and never cache one "public" form for everybody.
   */
  redactEvent(event: E, viewer: Viewer): Typed;
  /**
   * One readable line for an event as a viewer sees it ("P2 played Butter Bean targeting Dice
   * Shard"). `before` is the state before the event; only public information may be read from it.
   */
  describeEvent(event: Typed, before: S): string;
  /** Bots for tests, load and demos: at least `random` (uniform over `legalActions`). */
  readonly bots: { readonly random: BotPolicy<S, C>; readonly [name: string]: BotPolicy<S, C> };
  /** Brings an event stored with an older schema version up to the current shape. */
  upcast(type: string, schemaVersion: number, payload: unknown): E;
}

/** A game definition with its type parameters erased, as the server's registry holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameDefinition = GameDefinition<any, any, any, any, any>;
