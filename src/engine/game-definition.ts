import type { AutoPassStop } from './auto-pass-stop';
import type { GameCauses } from './cause';
import type { Rejection } from './rejection';
import type { Rng } from './random';
import type { ObjectId } from './ids';
import type { SeatNames } from './seat-names';
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
  /**
   * The rules version the match is played under: the game's `rulesVersion`, or one of its
   * `pastRulesVersions` when a match recorded under older rules is decided again (the audit).
   * Absent means the current one. A game whose rules changed writes the version into its state
   * at setup, so every later decision of that match follows the same rules.
   */
  readonly rulesVersion?: string;
}

/** Everything `decide` may consult besides the state: who acts, why, and the dice. No clock. */
export interface DecideContext {
  readonly seat: Seat;
  readonly origin: CommandOrigin;
  readonly rng: Rng;
}

/**
 * The events that are landmarks of a match, by type: replay numbers turns and jumps between stack
 * resolutions with them. Listed by each game rather than guessed from names.
 */
export interface EventMarkers<E extends Typed> {
  /**
   * Events that start a turn (one per turn). Replay reads the types as stored, so a type renamed
   * in a later schema version is listed under its older names too.
   */
  readonly turnStart: readonly (E['type'] | LegacyEventType)[];
  /** Events that resolve (or remove) an item of the stack; empty for a game without a stack. */
  readonly resolution: readonly (E['type'] | LegacyEventType)[];
}

/** An event type as an older schema version stored it (see `GameDefinition.upcast`). */
export type LegacyEventType = string & { readonly legacy?: never };

/** A printed value of a card: a number, a flag, words ("Pay 3¢") or a list of words. */
export type PrintedValue = number | boolean | string | readonly string[];

/**
 * One card a game can use, as a card catalog serves it to clients: what the card is called, what
 * kind of card it is, what it does in words, and its printed numbers (health, dice to hit, costs,
 * meat and bone values...), keyed by the game's own names. Derived from the card's data.
 */
export interface CatalogCard {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  readonly text: string;
  readonly numbers: { readonly [name: string]: PrintedValue };
}

/** What a legal command refers to: a card or object in play (by its object id), or a seat. */
export type ActionRef = { readonly object: ObjectId } | { readonly seat: Seat };

/**
 * A legal command in words: `label` says what it does, naming cards, never an internal object
 * id ("Attack Trite (needs 5+, 2 health)"); `refs` are the objects and seats it is about, so a
 * client can offer the command on those cards.
 */
export interface ActionLabel {
  readonly label: string;
  readonly refs: readonly ActionRef[];
}

/** One of a seat's legal commands with its words: what the viewer snapshot sends as `actions`. */
export interface LabeledAction<C extends Typed = Typed> extends ActionLabel {
  readonly command: C;
}

/** A bot: picks one of `seat`'s legal commands (or null when the seat is not being waited for). */
export type BotPolicy<S, C> = (state: S, seat: Seat, rng: Rng) => C | null;

/**
 * The contract between the server and a game module (docs/design.md §2). All functions are pure and
 * deterministic: given the same state, command and generator they return the same result.
 *
 * - `decide` does all rules work, including the settle loop, and returns the events (or a
 *   rejection that changes nothing).
 * - `evolve` applies one event; it is total and makes no rules decisions.
 * - `view`/`redactEvent` are the only ways state leaves the server (docs/design.md §3).
 */
export interface GameDefinition<S, C extends Typed, E extends Typed, V = unknown, O = unknown> {
  readonly id: string;
  readonly displayName: string;
  /** Bumped when rules change the meaning of a command; the state cache is keyed by it. */
  readonly rulesVersion: string;
  /**
   * Older rules versions this build still plays to the letter: a match recorded under one of them
   * keeps its rules (see `SetupInput.rulesVersion`), so the audit re-decides it to the same events.
   * Oldest first; absent when no older version is kept.
   */
  readonly pastRulesVersions?: readonly string[];
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

  /** `names`: the players' names by seat (seat-names.ts), for the words a view carries ("Ada's death penalty"); absent, seats read P1..Pn. */
  view(state: S, viewer: Viewer, names?: SeatNames): V;
  /**
   * What the rules wait for now, and from which seats; its text is public. `names` as for
   * `labelAction`.
   */
  prompt(state: S, names?: SeatNames): Prompt | null;
  /**
   * Every command `seat` could legally send now. A seat not being waited for may still have some
   * (concede, R-MATCH-2; "at any time" plays, M-CARD-8): who the match waits for comes from
   * `prompt(state).seats`, never from a non-empty list here.
   */
  legalActions(state: S, seat: Seat): C[];
  /**
   * The words for one of `seat`'s legal commands now (a command `legalActions` returned): what it
   * does, by card names, and what it refers to. Pure; reads only what `seat` may see. `names`
   * are the players' names by seat (seat-names.ts); absent, seats read P1..Pn.
   */
  labelAction(state: S, seat: Seat, command: C, names?: SeatNames): ActionLabel;
  /** The command the server sends for `seat` when its deadline expires (R-MATCH-1, M-MISC-4). */
  defaultAction(state: S, seat: Seat): C | null;
  /**
   * The command auto-pass may send for `seat` (R-MATCH-3): when passing is the seat's sole legal
   * action, and, under a wider `stop` (absent: `only-pass`), when the seat said it would not act
   * at such a window (auto-pass-stop.ts). Null means "ask the seat".
   */
  autoPassAction(state: S, seat: Seat, stop?: AutoPassStop): C | null;
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
   * `names` as for `labelAction`.
   */
  describeEvent(event: Typed, before: S, names?: SeatNames): string;
  /** Bots for tests, load and demos: at least `random` (uniform over `legalActions`). */
  readonly bots: { readonly random: BotPolicy<S, C>; readonly [name: string]: BotPolicy<S, C> };
  /**
   * Every card the game can use, in the game's catalog order (pure; the same answer every call).
   * Optional: a game without cards has no catalog.
   */
  cards?(): readonly CatalogCard[];
  /**
   * Why each event happened (rule ids, the card and ability that acted): what the dispute review
   * shows. Optional: a game without it explains its events by the match framing alone.
   */
  readonly causes?: GameCauses<S, C, E>;
  /** Which events start a turn and which resolve the stack (replay's turn and resolution steps). */
  readonly markers: EventMarkers<E>;
  /** Brings an event stored with an older schema version up to the current shape. */
  upcast(type: string, schemaVersion: number, payload: unknown): E;
}

/** A game definition with its type parameters erased, as the server's registry holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameDefinition = GameDefinition<any, any, any, any, any>;
