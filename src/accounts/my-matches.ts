import type { Outcome } from '../engine/types';
import type { MatchStatus, SeatInfo } from '../match-domain';

/** One match of an account's list (`GET /me/matches`). */
export interface MyMatch {
  readonly matchId: string;
  readonly gameId: string;
  readonly status: MatchStatus;
  /** The account's seats in this match. */
  readonly mySeats: readonly number[];
  /** The match waits for a decision of one of the account's seats now ("your turn"). */
  readonly waitingForMe: boolean;
  /** The seats the match waits for; [] unless live. */
  readonly waitingFor: readonly number[];
  readonly seats: readonly SeatInfo[];
  /** Null until the match has ended. */
  readonly outcome: Outcome | null;
  readonly seq: number;
}

/** The list's four groups, in the order they are shown: the matches waiting for me first. */
const GROUP_ORDER = ['waiting-for-me', 'live', 'waiting', 'finished'] as const;

function groupOf(match: MyMatch): (typeof GROUP_ORDER)[number] {
  return match.waitingForMe ? 'waiting-for-me' : match.status;
}

/**
 * Orders an account's matches: waiting for me, then live, then waiting for players, then finished;
 * inside a group, in the order given (the newest claim first). Stable, pure.
 */
export function orderMyMatches(matches: readonly MyMatch[]): MyMatch[] {
  return GROUP_ORDER.flatMap((group) => matches.filter((m) => groupOf(m) === group));
}
