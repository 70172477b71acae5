import type { AnyGameDefinition, Typed } from '../engine/game-definition';
import { isRejection, reject, type Rejection } from '../engine/rejection';
import { publicVisibility, type CommandOrigin, type Seat, type Visibility } from '../engine/types';
import { rngFor, seedCommitment } from '../fairness/seed';
import { commandCauses, framingCause, joinCause, setupCauses, type CommandCause, type EventCause } from './causes';
import { FRAMING_SCHEMA_VERSION, type DeadlineOptions, type MatchBranch, type MatchCreated, type MatchEnded, type SeatClaimed } from './framing';
import { MatchRefusals } from './refusals';
import { evolveServer, foldServer, statusOf, type ServerState } from './state';

/**
 * The match-level decisions: what a create, a seat claim or a seat's command appends, or why it is
 * refused. Pure (the caller passes the seed; nothing here reads a clock or draws randomness of
 * its own), so the pipeline and the lifecycle decide with these functions and the audit re-runs
 * the very same functions from the recorded ledger and the revealed seed.
 */

/** Who caused an event: a seat's command, or the server itself for a stated reason. */
export type EventActor = { readonly kind: 'seat'; readonly seat: Seat } | { readonly kind: 'system'; readonly reason: string };

/** An event to append: everything the store writes except its seq, hash and time. */
export interface DecidedEvent {
  readonly type: string;
  readonly schemaVersion: number;
  readonly payload: Typed;
  readonly visibility: Visibility;
  readonly actor: EventActor;
  /**
   * Why it happened (causes.ts). Not stored: the dispute review derives it again by re-running the
   * ledger through this decider, so every recorded match is explained the same way.
   */
  readonly cause: EventCause;
}

/** A create request as the ledger records it (`options` as given; parsing them again is a no-op). */
export interface CreateInput {
  readonly seats: number;
  readonly options?: unknown;
  readonly deadlines?: DeadlineOptions | null;
  /** Per seat: a bot policy name (a key of the game's `bots`) or null for a person. */
  readonly bots?: readonly (string | null)[] | null;
  /** Scenario overrides for the game's setup (tests, demos); null or absent normally. */
  readonly setup?: unknown;
  /**
   * The rules version to play under: absent for a new match (the game's current one); the recorded
   * one when the audit decides an old match again (one of the game's `pastRulesVersions`).
   */
  readonly rulesVersion?: string;
  /**
   * A sandbox: the game starts from the origin's state instead of its setup (framing.ts,
   * MatchBranch). Recorded in the ledger like the rest, so the audit decides the create again.
   */
  readonly branch?: MatchBranch | null;
  /**
   * The creator's choice to rate the match. Absent when the recorded create predates the choice
   * (then absent from match.created too, so the audit reproduces old matches exactly).
   */
  readonly rated?: boolean;
}

/** A create that was accepted: its events, and the canonical input to record in the ledger. */
export interface DecidedCreate {
  readonly events: readonly DecidedEvent[];
  readonly recorded: {
    readonly gameId: string;
    readonly seats: number;
    readonly options: unknown;
    readonly deadlines: DeadlineOptions | null;
    readonly bots: readonly (string | null)[];
    readonly setup: unknown;
    readonly branch?: MatchBranch;
    readonly rated?: boolean;
  };
}

/** A seat's command as decided (and as the ledger records it). */
export interface CommandInput {
  readonly seat: Seat;
  readonly origin: CommandOrigin;
  /**
   * The command as the game's `parseCommand` gave it: parsed once, by whoever received it (the
   * command pipeline, or the audit from the recorded payload), never again here.
   */
  readonly payload: Typed;
  /** The seq the client decided on; another seq is refused with STALE_SEQ. Not recorded. */
  readonly expectedSeq?: number;
}

const system = (reason: string): EventActor => ({ kind: 'system', reason });

function framing(payload: MatchCreated | SeatClaimed | MatchEnded, actor: EventActor, cause: EventCause): DecidedEvent {
  return { type: payload.type, schemaVersion: FRAMING_SCHEMA_VERSION, payload, visibility: publicVisibility, actor, cause };
}

function gameEvent(def: AnyGameDefinition, event: Typed, actor: EventActor, cause: EventCause): DecidedEvent {
  return { type: event.type, schemaVersion: def.eventSchemaVersion, payload: event, visibility: def.visibility(event) as Visibility, actor, cause };
}

/** The opening of a match: match.created, the game's setup (drawn with `rngFor(seed, 1)`), the bots' seats. */
export function decideCreate(def: AnyGameDefinition, input: CreateInput, seed: string): DecidedCreate | Rejection {
  const seatCount = input.seats;
  if (!Number.isInteger(seatCount) || seatCount < def.minSeats || seatCount > def.maxSeats) {
    return reject(MatchRefusals.BAD_SEAT, null, `${def.id} is played by ${def.minSeats} to ${def.maxSeats} seats, not ${String(seatCount)}`);
  }
  const bots = checkBots(def, seatCount, input.bots);
  if (isRejection(bots)) return bots;
  const options = def.parseOptions(input.options ?? {}, seatCount) as unknown;
  if (isRejection(options)) return reject(options.code, options.rule, `bad game options: ${options.message}`);
  const rulesVersion = input.rulesVersion ?? def.rulesVersion;
  if (!playsRulesVersion(def, rulesVersion)) {
    return reject(MatchRefusals.UNKNOWN_RULES_VERSION, null, `${def.id} is played under rules ${def.rulesVersion}, not ${rulesVersion}`);
  }
  const branch = input.branch ?? null;
  const scenario = branch === null && input.setup !== undefined && input.setup !== null;
  const rated = input.rated;
  // A scenario's cards were chosen, a sandbox is an exploration, and bots alone rate no account.
  if (rated === true && (scenario || branch !== null || bots.every((bot) => bot !== null))) {
    return reject(MatchRefusals.NOT_RATABLE, null, 'a scenario, a sandbox or a match of bots only is never rated');
  }
  // A sandbox has no setup: its game state is the origin's, carried by match.created.
  const setup = branch ? [] : runSetup(def, { seatCount, options, scenario: scenario ? input.setup : null, rulesVersion }, seed, scenario);
  if (isRejection(setup)) return reject(setup.code, setup.rule, `bad setup: ${setup.message}`);

  const deadlines = input.deadlines ?? null;
  const created: MatchCreated = {
    type: 'match.created',
    gameId: def.id,
    rulesVersion,
    seatCount,
    options,
    seedCommitment: seedCommitment(seed),
    scenario,
    deadlines,
    ...(rated !== undefined ? { rated } : {}),
    ...(branch ? { branch } : {}),
  };
  const claims = bots.flatMap((bot, seat): SeatClaimed[] => (bot ? [{ type: 'seat.claimed', seat, name: `${bot} bot`, bot }] : []));
  const dealt = setupCauses(def, setup);
  const events = [
    framing(created, system('create'), framingCause(def, 'created', null)),
    ...setup.map((e, i) => gameEvent(def, e, system('setup'), dealt[i] as EventCause)),
    ...claims.map((c) => framing(c, system('bot'), framingCause(def, 'claimed', null))),
  ];
  // A setup that already decides the match (possible in scenarios) ends it in the same append.
  const ended = endIfOver(def, foldServer(def, []), events, seed, null);
  const recorded = {
    gameId: def.id,
    seats: seatCount,
    options,
    deadlines,
    bots,
    setup: scenario ? input.setup : null,
    ...(rated !== undefined ? { rated } : {}),
  };
  return {
    events: ended ? [...events, ended] : events,
    recorded: branch ? { ...recorded, branch } : recorded,
  };
}

/** True when this build decides matches recorded under `rulesVersion` (its current or a kept past version). */
export function playsRulesVersion(def: AnyGameDefinition, rulesVersion: string): boolean {
  return rulesVersion === def.rulesVersion || (def.pastRulesVersions ?? []).includes(rulesVersion);
}

/** A person claims a free seat. */
export function decideJoin(def: AnyGameDefinition, state: ServerState, seat: Seat, name: string): DecidedEvent[] | Rejection {
  const info = state.seats[seat];
  if (!Number.isInteger(seat) || !info) return reject(MatchRefusals.BAD_SEAT, null, `this match has seats 0 to ${state.seats.length - 1}`);
  if (info.claimed) return reject(MatchRefusals.SEAT_TAKEN, null, `seat ${seat} is already claimed`);
  return [framing({ type: 'seat.claimed', seat, name, bot: null }, { kind: 'seat', seat }, joinCause(def, seat))];
}

/**
 * A seat's parsed command: the refusals made before the rules (not started, bad seat, over, stale
 * seq), then the game's `decide` with `rngFor(seed, version)`, then `match.ended` in the same
 * batch when those events made the outcome non-null.
 */
export function decideCommand(def: AnyGameDefinition, state: ServerState, command: CommandInput, seed: string): DecidedEvent[] | Rejection {
  const version = state.match.version;
  if (statusOf(state) === 'waiting') return reject(MatchRefusals.MATCH_NOT_STARTED, null, 'the match starts when every seat is claimed');
  if (!state.seats[command.seat]) return reject(MatchRefusals.BAD_SEAT, null, `this match has seats 0 to ${state.seats.length - 1}`);
  if (state.match.ended) return reject(MatchRefusals.MATCH_OVER, null, 'the match is over');
  if (command.expectedSeq !== undefined && command.expectedSeq !== version) {
    return reject(
      MatchRefusals.STALE_SEQ,
      null,
      `the command was decided on seq ${command.expectedSeq} but the match is at seq ${version}; refresh and decide again`,
    );
  }
  const decided = def.decide(state.match.game, command.payload, { seat: command.seat, origin: command.origin, rng: rngFor(seed, version) }) as
    Typed[] | Rejection;
  if (isRejection(decided)) return decided;
  const actor: EventActor = command.origin === 'player' ? { kind: 'seat', seat: command.seat } : system(command.origin);
  const causes = commandCauses(def, state, command.seat, command.origin, command.payload, decided);
  const events = decided.map((e, i) => gameEvent(def, e, actor, causes.events[i] as EventCause));
  const ended = endIfOver(def, state, events, seed, causes.command);
  return ended ? [...events, ended] : events;
}

/** `match.ended` (with the revealed seed) when `events` make the game's outcome non-null. */
function endIfOver(def: AnyGameDefinition, before: ServerState, events: readonly DecidedEvent[], seed: string, by: CommandCause | null): DecidedEvent | null {
  if (before.match.ended) return null;
  const after = events.reduce((s, e) => evolveServer(def, s, e.payload), before);
  const outcome = def.outcome(after.match.game);
  if (!outcome) return null;
  return framing({ type: 'match.ended', outcome, seed } satisfies MatchEnded, system('outcome'), framingCause(def, 'ended', by));
}

/** The game's setup; a scenario it cannot digest is the caller's mistake, not a crash. */
function runSetup(def: AnyGameDefinition, input: Parameters<AnyGameDefinition['setup']>[0], seed: string, scenario: boolean): Typed[] | Rejection {
  try {
    // The setup's generator is the one for the version right after match.created.
    return def.setup(input, rngFor(seed, 1)) as Typed[] | Rejection;
  } catch (error) {
    if (!scenario) throw error;
    return reject(MatchRefusals.BAD_SCENARIO, null, error instanceof Error ? error.message : String(error));
  }
}

function checkBots(def: AnyGameDefinition, seats: number, bots: readonly (string | null)[] | null | undefined): (string | null)[] | Rejection {
  if (!bots) return Array.from({ length: seats }, () => null);
  if (bots.length !== seats) return reject(MatchRefusals.UNKNOWN_BOT, null, `bots must list one entry (policy name or null) per seat: ${seats}`);
  for (const bot of bots) {
    if (bot !== null && !Object.prototype.hasOwnProperty.call(def.bots, bot)) {
      return reject(MatchRefusals.UNKNOWN_BOT, null, `no bot "${bot}" for ${def.id}; known: ${Object.keys(def.bots).join(', ')}`);
    }
  }
  return [...bots];
}
