import type { AnyGameDefinition, Typed } from '../engine/game-definition';
import { playsOf } from '../engine/concede';
import { outcomeWords } from '../engine/outcome-words';
import { seatNamer, type SeatNames } from '../engine/seat-names';
import type { EventActor } from './decide';
import type { MatchCreated, MatchEnded, SeatClaimed } from './framing';
import { seatNames, type ServerState } from './state';

/** Where a stored event came from: its seq, the actor and command id stored with it. */
export interface EventSource {
  readonly seq: number;
  readonly actor: EventActor;
  readonly commandId: string | null;
}

/**
 * The note for the first event of a command the server sent for a seat (`auto:<reason>:<seq>:<seat>`,
 * decided on version `seq`, so its first event is `seq + 1`): that event is the seat's move itself
 * ("P1 passes to P2"), the rest of the batch what followed from it (a resolution is nobody's choice).
 * Auto-pass sends the only move the seat had (Mansters' forced moves, M-MISC-5, and a pass that was
 * all a seat could do), or a pass its wider stop allowed; a deadline sends the game's default.
 * A sentence of its own after the line ("Ada attacks Bob for 2. The server made this move for them:
 * ..."): a line may end in brackets of its own ("(7 in total)"), and a note in brackets read ") (".
 */
function serverActNote(def: AnyGameDefinition, before: ServerState, source: EventSource | undefined): string {
  if (!source || source.actor.kind !== 'system') return '';
  const reason = source.actor.reason;
  if (reason !== 'auto-pass' && reason !== 'timeout') return '';
  const parts = /^auto:[a-z-]+:(\d+):(\d+)$/.exec(source.commandId ?? '');
  if (!parts || Number(parts[1]) + 1 !== source.seq) return '';
  if (reason === 'timeout') return 'The server acted for them: their deadline expired';
  const seat = Number(parts[2]);
  const only = playsOf(def.legalActions(before.match.game, seat) as Typed[]).length === 1;
  return only ? 'The server made this move for them: it was their only possible move' : 'The server passed for them: their auto-pass stop allowed it';
}

/**
 * One readable line for an event as a viewer receives it (already redacted for that viewer), from
 * the state before it: the server words its framing events, the game its own. Replay's event
 * lines and every socket update's events share it, so a client never re-words an event. With the
 * event's `source`, a move the server made for a seat (auto-pass, a deadline) says so. `known`:
 * the players' names as known when the line is written (later claims included), so that a seat
 * reads by one name in the whole log, its setup lines too; a name the state before already has wins.
 */
export function describeEvent(def: AnyGameDefinition, event: Typed, before: ServerState, source?: EventSource, known?: SeatNames): string {
  const names = knownNames(seatNames(before), known);
  const line = describeFramedOrGame(def, event, before, names);
  const note = serverActNote(def, before, source);
  return note ? `${line}${/[.!?]$/.test(line) ? '' : '.'} ${note}` : line;
}

function knownNames(then: SeatNames, known: SeatNames | undefined): SeatNames {
  if (!known) return then;
  const length = Math.max(then.length, known.length);
  return Array.from({ length }, (_, seat) => then[seat] ?? known[seat] ?? null);
}

/** The players' names from a stream's `seat.claimed` events (framing events are never upcast): for `describeEvent`'s `known`. */
export function claimedNames(events: readonly { readonly type: string; readonly payload?: unknown }[]): SeatNames {
  const names: (string | null)[] = [];
  for (const e of events) {
    if (e.type !== 'seat.claimed') continue;
    const claim = e.payload as Partial<SeatClaimed> | undefined;
    if (typeof claim?.seat === 'number' && typeof claim.name === 'string') {
      while (names.length <= claim.seat) names.push(null);
      names[claim.seat] = claim.name;
    }
  }
  return names;
}

function describeFramedOrGame(def: AnyGameDefinition, event: Typed, before: ServerState, names: SeatNames): string {
  switch (event.type) {
    case 'match.created': {
      const e = event as MatchCreated;
      return `A match of ${def.displayName} is created for ${e.seatCount} players (its seed is sealed until the end, for the audit page)`;
    }
    case 'seat.claimed': {
      const e = event as SeatClaimed;
      return `${e.name} takes seat P${e.seat + 1}${e.bot ? ' (a bot)' : ''}`;
    }
    case 'match.ended': {
      const e = event as MatchEnded;
      const P = seatNamer(names);
      const winners = e.outcome.winners.map((s) => P(s)).join(' and ');
      const result = winners ? `${winners} won ${outcomeWords(e.outcome.reason)}` : `a draw: ${outcomeWords(e.outcome.reason)}`;
      return `Match over: ${result}. The match's seed is revealed (for the audit page)`;
    }
    default:
      return def.describeEvent(event, before.match.game, names);
  }
}
