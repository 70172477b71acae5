import type { AnyGameDefinition, Typed } from '../engine/game-definition';
import type { EventActor } from './decide';
import type { MatchCreated, MatchEnded, SeatClaimed } from './framing';
import { seatNames, type ServerState } from './state';

const seatLabel = (state: ServerState, seat: number): string => {
  const name = state.seats[seat]?.name;
  return name ? `P${seat + 1} (${name})` : `P${seat + 1}`;
};

/** Where a stored event came from: its seq, the actor and command id stored with it. */
export interface EventSource {
  readonly seq: number;
  readonly actor: EventActor;
  readonly commandId: string | null;
}

/** The words for a command the server sent for a seat (not the seat's own choice, and not a bot's: a bot plays as its seat). */
const SERVER_ACTS: Readonly<Record<string, string>> = {
  'auto-pass': 'the server passed for them: their auto-pass stop allowed it',
  timeout: 'the server acted for them: their deadline expired',
};

/**
 * The note for the first event of a command the server sent for a seat (`auto:<reason>:<seq>:<seat>`,
 * decided on version `seq`, so its first event is `seq + 1`): that event is the seat's move itself
 * ("P1 passes to P2"), the rest of the batch what followed from it (a resolution is nobody's choice).
 */
function serverActNote(source: EventSource | undefined): string {
  if (!source || source.actor.kind !== 'system') return '';
  const words = SERVER_ACTS[source.actor.reason];
  const decidedOn = /^auto:[a-z-]+:(\d+):\d+$/.exec(source.commandId ?? '')?.[1];
  return words && decidedOn !== undefined && Number(decidedOn) + 1 === source.seq ? ` (${words})` : '';
}

/**
 * One readable line for an event as a viewer receives it (already redacted for that viewer), from
 * the state before it: the server words its framing events, the game its own. Replay's event
 * lines and every socket update's events share it, so a client never re-words an event. With the
 * event's `source`, a move the server made for a seat (auto-pass, a deadline) says so.
 */
export function describeEvent(def: AnyGameDefinition, event: Typed, before: ServerState, source?: EventSource): string {
  return describeFramedOrGame(def, event, before) + serverActNote(source);
}

function describeFramedOrGame(def: AnyGameDefinition, event: Typed, before: ServerState): string {
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
