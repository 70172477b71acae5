import type { Typed } from '../engine/game-definition';
import type { Outcome } from '../engine/types';

/**
 * A match stream is the game's events framed by events the server writes itself:
 * `match.created` first (game, rules version, seats, options, the seed commitment, the scenario
 * flag, the deadline settings), `seat.claimed` for each seat (who sits where: a player's name or a
 * bot; public, kept in the log for disputes and the lobby, no business of the rules) and
 * `match.ended` last (the outcome and the revealed seed). Games must not use the `match.` and
 * `seat.` prefixes.
 */

/** Per-prompt deadline settings (R-MATCH-1): the deadline is the latest event's time plus `seconds`. */
export interface DeadlineOptions {
  readonly mode: 'live' | 'correspondence';
  readonly seconds: number;
}

export interface MatchCreated {
  readonly type: 'match.created';
  readonly gameId: string;
  readonly rulesVersion: string;
  readonly seatCount: number;
  readonly options: unknown;
  /** Hex SHA-256 of the secret seed. */
  readonly seedCommitment: string;
  readonly scenario: boolean;
  readonly deadlines: DeadlineOptions | null;
  /**
   * Whether the creator made the match rated: its result then changes the players' ratings, if it
   * meets the ratings' other conditions when it ends (docs/accounts.md, "Ratings and profiles").
   * Absent in matches created before the choice existed: read as not rated (an absent field is
   * how the audit decides such a create again, byte for byte).
   */
  readonly rated?: boolean;
  /**
   * Present only for a sandbox: a match branched from a step of another match to explore "what
   * if" (docs/disputes.md, "Sandbox"). The game starts from `game`, the origin's full game state at
   * that step (deck orders and hands included: the origin is finished, so its omniscient replay
   * shows them to anyone), instead of the game's setup. A sandbox is unlisted, unrated and never
   * imported as a real match.
   */
  readonly branch?: MatchBranch;
}

/** Where a sandbox was branched from: a step of another match (itself possibly a sandbox). */
export interface BranchOrigin {
  readonly matchId: string;
  /** The replay's action step (as in `#/replay/:id?step=`) the branch starts after. */
  readonly step: number;
  /** The last event of the origin the branch contains. */
  readonly seq: number;
}

export interface MatchBranch {
  readonly from: BranchOrigin;
  /** The origin's game state after `from.seq`: the sandbox's first state. */
  readonly game: unknown;
}

export interface SeatClaimed {
  readonly type: 'seat.claimed';
  readonly seat: number;
  readonly name: string;
  /** The bot policy playing this seat (a key of the game's `bots`), or null for a person. */
  readonly bot: string | null;
}

export interface MatchEnded {
  readonly type: 'match.ended';
  readonly outcome: Outcome;
  /** The seed, revealed now that the match is over. */
  readonly seed: string;
}

export type FramingEvent = MatchCreated | SeatClaimed | MatchEnded;

/** The schema version every framing event is written with (they have never changed shape). */
export const FRAMING_SCHEMA_VERSION = 1;

const FRAMING_TYPES: ReadonlySet<string> = new Set<FramingEvent['type']>(['match.created', 'seat.claimed', 'match.ended']);

/** True for the server's own events: they never reach a game's `evolve`, `upcast` or `redactEvent`. */
export function isFramingType(type: string): type is FramingEvent['type'] {
  return FRAMING_TYPES.has(type);
}

export function isFramingEvent(event: Typed): event is FramingEvent {
  return isFramingType(event.type);
}
