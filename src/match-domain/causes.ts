import type { CauseCard, GameCause } from '../engine/cause';
import type { AnyGameDefinition, Prompt, Typed } from '../engine/game-definition';
import type { CommandOrigin, Seat } from '../engine/types';
import type { ActedBy } from './client-cause';
import { seatNames, type ServerState } from './state';

/**
 * Why an event happened, as the dispute review shows it: the game's rule ids and the card and
 * ability that acted (the game's `causes`), and for an event a seat's command produced, that
 * command, the prompt the match was waiting on when it came, and who really acted. Computed by the
 * match decider alongside the events it decides, so the pipeline and the audit's re-run give the
 * same causes, and a recorded match of any age is explained by re-running its ledger.
 */
export interface EventCause {
  readonly rules: readonly string[];
  readonly card: CauseCard | null;
  /** The command behind the event; null for the match's creation and setup, the server's own. */
  readonly command: CommandCause | null;
}

export type { ActedBy };

export interface CommandCause {
  readonly seat: Seat;
  /** The command's type ('pass', 'declare-attack', 'join'...). */
  readonly type: string;
  readonly actedBy: ActedBy;
  /** What the match waited for when the command was decided (null: nothing, as for a join). */
  readonly prompt: Prompt | null;
}

const NO_CARD = null;

/** The causes of events a game produced, or the bare framing when the game does not explain. */
function gameCauses(def: AnyGameDefinition, before: unknown, command: Typed | null, events: readonly Typed[], origin: CommandOrigin | null): GameCause[] {
  if (!def.causes) return events.map(() => ({ rules: [], card: NO_CARD }));
  return def.causes.explain(before, command, events, origin);
}

function actedBy(state: ServerState, seat: Seat, origin: CommandOrigin): ActedBy {
  if (origin === 'timeout') return 'deadline';
  if (origin === 'auto-pass') return 'auto-pass';
  return state.seats[seat]?.bot ? 'bot' : 'seat';
}

/** Framing events (match.created, seat.claimed, match.ended) cite the game's framing rules. */
export function framingCause(def: AnyGameDefinition, kind: 'created' | 'claimed' | 'ended', command: CommandCause | null): EventCause {
  return { rules: def.causes?.framing[kind] ?? [], card: NO_CARD, command };
}

/** The causes of the setup's events (no command: the server deals). */
export function setupCauses(def: AnyGameDefinition, events: readonly Typed[]): EventCause[] {
  return gameCauses(def, def.initialState(), null, events, null).map((c) => ({ ...c, command: null }));
}

/** A person taking a seat. */
export function joinCause(def: AnyGameDefinition, seat: Seat): EventCause {
  return framingCause(def, 'claimed', { seat, type: 'join', actedBy: 'seat', prompt: null });
}

/** The causes of the game events a seat's command produced on `state`. */
export function commandCauses(
  def: AnyGameDefinition,
  state: ServerState,
  seat: Seat,
  origin: CommandOrigin,
  command: Typed,
  events: readonly Typed[],
): { readonly events: EventCause[]; readonly command: CommandCause } {
  const prompt = (def.prompt(state.match.game, seatNames(state)) as Prompt | null) ?? null;
  const by: CommandCause = { seat, type: command.type, actedBy: actedBy(state, seat, origin), prompt };
  return { events: gameCauses(def, state.match.game, command, events, origin).map((c) => ({ ...c, command: by })), command: by };
}

/** What a batch of stored events was decided from: the ledger's command (kind, seat, origin, payload). */
export interface BatchCommand {
  readonly kind: 'create' | 'join' | 'command';
  readonly seat: Seat | null;
  readonly origin: CommandOrigin | 'create' | 'join' | string;
  readonly payload: unknown;
}

const FRAMING = new Set(['match.created', 'seat.claimed', 'match.ended']);

/**
 * The causes of one stored batch (the events one ledger command appended, upcast, in order), from
 * the state before its first event: the cause the decider gave each when it decided them
 * (decide.ts assigns them the same way), without drawing from the seed again. Used where a batch
 * is read back from the store rather than just decided (the socket fan-out).
 */
export function batchCauses(def: AnyGameDefinition, before: ServerState, command: BatchCommand, events: readonly Typed[]): EventCause[] {
  const game = events.filter((e) => !FRAMING.has(e.type));
  if (command.kind === 'command') {
    const origin: CommandOrigin = command.origin === 'timeout' || command.origin === 'auto-pass' ? command.origin : 'player';
    const payload = def.parseCommand(command.payload) as Typed;
    const decided = commandCauses(def, before, command.seat ?? -1, origin, payload, game);
    let k = 0;
    return events.map((e) => (e.type === 'match.ended' ? framingCause(def, 'ended', decided.command) : (decided.events[k++] as EventCause)));
  }
  if (command.kind === 'join') return events.map(() => joinCause(def, command.seat ?? -1));
  const dealt = setupCauses(def, game);
  let k = 0;
  return events.map((e) =>
    e.type === 'match.created'
      ? framingCause(def, 'created', null)
      : e.type === 'seat.claimed'
        ? framingCause(def, 'claimed', null)
        : e.type === 'match.ended'
          ? framingCause(def, 'ended', null)
          : (dealt[k++] as EventCause),
  );
}

/** A ledger command with the seqs its batch appended (null: it appended nothing). */
export interface LedgerBatch extends BatchCommand {
  readonly firstSeq: number | null;
  readonly lastSeq: number | null;
}

/** An event read back from the store: its seq, its upcast form and the match state just before it. */
export interface ReadEvent {
  readonly seq: number;
  readonly event: Typed;
  readonly before: ServerState;
}

/**
 * The causes of events read back from the store (the socket fan-out, a replay step): for each
 * ledger command whose whole batch is among `events`, batchCauses from the state before its first
 * event. An event whose batch is not all there gets none (no map entry).
 */
export function readCauses(def: AnyGameDefinition, commands: readonly LedgerBatch[], events: readonly ReadEvent[]): Map<number, EventCause> {
  const causes = new Map<number, EventCause>();
  const bySeq = new Map(events.map((e) => [e.seq, e]));
  for (const c of commands) {
    if (c.firstSeq === null || c.lastSeq === null) continue;
    const start = bySeq.get(c.firstSeq);
    const batch = events.filter((e) => e.seq >= (c.firstSeq as number) && e.seq <= (c.lastSeq as number));
    if (!start || batch.length !== c.lastSeq - c.firstSeq + 1) continue;
    const derived = batchCauses(
      def,
      start.before,
      c,
      batch.map((e) => e.event),
    );
    batch.forEach((e, i) => causes.set(e.seq, derived[i] as EventCause));
  }
  return causes;
}
