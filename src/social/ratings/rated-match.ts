import type { StoredEvent } from '../../event-store/event-store.types';
import type { SeatInfo } from '../../match-domain';

/** Who a rating belongs to: an account, or a bot policy (bots have ratings of their own). */
export type RatedPlayer = `account:${string}` | `bot:${string}`;

const FRAMING = new Set(['match.created', 'seat.claimed', 'match.ended']);

/**
 * Whether a finished match was played at all: some seat's command other than the one that ended it
 * produced a game event. A match conceded (or abandoned) before anyone played is not rated.
 */
export function wasPlayed(events: readonly StoredEvent[]): boolean {
  const ending = events.find((e) => e.type === 'match.ended')?.commandId ?? null;
  return events.some((e) => !FRAMING.has(e.type) && e.actor.kind === 'seat' && e.commandId !== ending);
}

/**
 * The rated player of each seat, or null when the match is not rated: every seat must be an
 * account's or a bot's (a guest makes it unrated), at least one an account's, and no player twice.
 */
export function ratedPlayers(seats: readonly SeatInfo[], owners: ReadonlyMap<number, string>): RatedPlayer[] | null {
  const players: RatedPlayer[] = [];
  for (const seat of seats) {
    const owner = owners.get(seat.seat);
    if (seat.bot !== null) players.push(`bot:${seat.bot}`);
    else if (owner !== undefined) players.push(`account:${owner}`);
    else return null;
  }
  // A player cannot play itself: one account on two seats, or one bot policy twice, is not rated.
  if (new Set(players).size !== players.length) return null;
  return players.some((p) => p.startsWith('account:')) ? players : null;
}
