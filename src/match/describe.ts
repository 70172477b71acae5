import type { AnyGameDefinition, Typed } from '../engine/game-definition';
import type { MatchCreated, MatchEnded, SeatClaimed } from './framing';
import { seatNames, type ServerState } from './state';

const seatLabel = (state: ServerState, seat: number): string => {
  const name = state.seats[seat]?.name;
  return name ? `P${seat + 1} (${name})` : `P${seat + 1}`;
};

/**
 * One readable line for an event as a viewer receives it (already redacted for that viewer), from
 * the state before it: the server words its framing events, the game its own. Replay's event
 * lines and every socket update's events share it, so a client never re-words an event.
 */
export function describeEvent(def: AnyGameDefinition, event: Typed, before: ServerState): string {
  switch (event.type) {
    case 'match.created': {
      const e = event as MatchCreated;
      return `Match of ${def.displayName} created for ${e.seatCount} seats (rules ${e.rulesVersion}, seed commitment ${e.seedCommitment.slice(0, 12)}…)`;
    }
    case 'seat.claimed': {
      const e = event as SeatClaimed;
      return e.bot ? `P${e.seat + 1} is played by the ${e.bot} bot` : `P${e.seat + 1} is taken by ${e.name}`;
    }
    case 'match.ended': {
      const e = event as MatchEnded;
      const winners = e.outcome.winners.map((s) => seatLabel(before, s)).join(', ');
      return `Match over: ${winners ? `${winners} won` : 'a draw'} (${e.outcome.reason}); seed revealed ${e.seed.slice(0, 12)}…`;
    }
    default:
      return def.describeEvent(event, before.match.game, seatNames(before));
  }
}
