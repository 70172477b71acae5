import { CommonRejections } from '../engine/rejection';

/**
 * Codes of the refusals the match domain makes before (or instead of) the rules. Stable: clients
 * switch on them. The games' own codes come from their `decide`, `parseOptions` and `setup`.
 */
export const MatchRefusals = {
  /** The seat number is not one of the match's, or the seat count is not one the game is played by. */
  BAD_SEAT: 'BAD_SEAT',
  /** The seat is claimed already. */
  SEAT_TAKEN: 'SEAT_TAKEN',
  /** A `bots` entry names no bot of the game, or the list does not have one entry per seat. */
  UNKNOWN_BOT: 'UNKNOWN_BOT',
  /** The game's setup could not digest the scenario (it threw instead of refusing). */
  BAD_SCENARIO: 'BAD_SCENARIO',
  /** A seat is still unclaimed: commands are refused until every seat is claimed. */
  MATCH_NOT_STARTED: 'MATCH_NOT_STARTED',
  /** The command was decided on another seq than the match's. */
  STALE_SEQ: 'STALE_SEQ',
  /** A rules version the game does not play (neither its current one nor a kept past one). */
  UNKNOWN_RULES_VERSION: 'UNKNOWN_RULES_VERSION',
  /** `rated` asked of a match that can never be rated: a scenario, a sandbox, or one every seat of which is a bot's. */
  NOT_RATABLE: 'NOT_RATABLE',
  MATCH_OVER: CommonRejections.MATCH_OVER,
} as const;
