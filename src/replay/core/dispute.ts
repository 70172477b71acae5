import { canonicalJson } from '../../engine/canonical-json';
import type { AnyGameDefinition, CatalogCard, Prompt, Typed } from '../../engine/game-definition';
import { RULE_TEXTS } from '../../games/rule-texts';
import {
  claimedNames,
  describeEvent,
  evolveServer,
  initialServerState,
  seatNames,
  upcastEvent,
  type ActedBy,
  type EventCause,
  type ServerState,
} from '../../match-domain';
import { explainRecord } from './causes';
import type { MatchRecord, RecordedCommand } from './record';

/**
 * What the dispute review reads of a finished match (docs/replay.md, "Dispute review"): every event
 * as a described step with its turn, seat and cause, in pages a client can take whole, and for one
 * step the answer to "why was this legal": the rules in words, the card's text, the prompt the seat
 * had, what else it could have done then, and who acted. Pure over the record and the revealed
 * seed, like the audit, so an imported export is reviewed exactly like a match played here.
 */
export interface DisputeStep {
  readonly seq: number;
  /** The turn the event belongs to (0: before the first turn). */
  readonly turn: number;
  /** The seat whose command produced it; null for the server's own (creation, setup, the end). */
  readonly seat: number | null;
  /** The event's type ('stack-pushed', 'attack-declared'...). */
  readonly kind: string;
  /** The event in words, as an omniscient reader of the finished match sees it. */
  readonly text: string;
  readonly commandId: string | null;
  /** The first event of a seat's accepted command: where that seat decided something. */
  readonly decision: boolean;
  /** Null only where re-running the ledger does not give this event (the audit says why). */
  readonly cause: EventCause | null;
}

export interface DisputeLog {
  readonly matchId: string;
  readonly gameId: string;
  /** Events in the match; a page holds `steps` with seqs after `after`. */
  readonly events: number;
  readonly after: number;
  /** The `after` of the next page, or null after the last. */
  readonly next: number | null;
  readonly steps: readonly DisputeStep[];
}

export interface RuleQuote {
  readonly id: string;
  /** The rule in the project's words (docs/rules); empty for an id the references no longer define. */
  readonly text: string;
}

/** One command a seat could send at that moment, in words. */
export interface Alternative {
  readonly label: string;
  readonly command: Typed;
}

export interface StepCommand {
  readonly commandId: string;
  readonly seat: number;
  readonly actedBy: ActedBy;
  readonly command: Typed;
  /** The command in the game's words, as the seat's action list named it. */
  readonly label: string;
  /** What the match was waiting on when it was decided. */
  readonly prompt: Prompt | null;
  /** The seat's other legal commands at that moment (its choice excluded). */
  readonly alternatives: readonly Alternative[];
}

export interface StepWhy {
  readonly matchId: string;
  readonly step: DisputeStep;
  readonly rules: readonly RuleQuote[];
  /** The card that acted, as the catalog prints it, with the ability the cause names. */
  readonly card: (CatalogCard & { readonly ability: string | null }) | null;
  /** The command behind the event; null for the server's own events. */
  readonly command: StepCommand | null;
}

/** Every step of a finished match, described, with turns and causes. */
export function disputeSteps(def: AnyGameDefinition, record: MatchRecord, seed: string): DisputeStep[] {
  const causes = explainRecord(def, record, seed);
  const turnStarts = new Set<string>(def.markers.turnStart);
  const seatOf = new Map(record.commands.map((c) => [c.commandId, c]));
  const known = claimedNames(record.events);
  const out: DisputeStep[] = [];
  let state: ServerState = initialServerState(def);
  let turn = 0;
  let previousCommand: string | null = null;
  for (const e of record.events) {
    if (turnStarts.has(e.type)) turn += 1;
    const event = upcastEvent(def, e);
    const cause = causes[e.seq - 1] ?? null;
    const command = e.commandId === null ? undefined : seatOf.get(e.commandId);
    const bySeat = command?.kind === 'command' ? command.seat : null;
    out.push({
      seq: e.seq,
      turn,
      seat: cause?.command?.seat ?? bySeat,
      kind: e.type,
      text: describeEvent(def, event, state, undefined, known),
      commandId: e.commandId,
      decision: command?.kind === 'command' && e.commandId !== previousCommand,
      cause,
    });
    previousCommand = e.commandId;
    state = evolveServer(def, state, event);
  }
  return out;
}

/** One page of steps: those after `after`, at most `limit`. */
export function disputePage(matchId: string, gameId: string, steps: readonly DisputeStep[], after: number, limit: number): DisputeLog {
  const page = steps.slice(after, after + limit);
  const last = page.at(-1)?.seq ?? after;
  return { matchId, gameId, events: steps.length, after, next: last < steps.length ? last : null, steps: page };
}

/** "Why was this legal?" for the step at `seq` (null: no such step). */
export function whyStep(def: AnyGameDefinition, record: MatchRecord, steps: readonly DisputeStep[], seq: number): StepWhy | null {
  const step = steps[seq - 1];
  if (!step) return null;
  const cause = step.cause;
  const rules = (cause?.rules ?? []).map((id) => ({ id, text: RULE_TEXTS[id] ?? '' }));
  const printed = cause?.card ? (def.cards?.().find((c) => c.id === cause.card?.card) ?? null) : null;
  const card = printed ? { ...printed, ability: cause?.card?.ability ?? null } : null;
  const recorded = step.commandId === null ? undefined : record.commands.find((c) => c.commandId === step.commandId && c.status === 'accepted');
  const command = recorded?.kind === 'command' && cause?.command ? commandAt(def, record, recorded, cause) : null;
  return { matchId: record.matchId, step, rules, card, command };
}

/** The command as its seat had it: the state it was decided on, its words, the other choices then. */
function commandAt(def: AnyGameDefinition, record: MatchRecord, c: RecordedCommand, cause: EventCause): StepCommand | null {
  const seat = c.seat;
  if (seat === null || !cause.command) return null;
  let state: ServerState = initialServerState(def);
  for (const e of record.events.slice(0, c.decidedVersion)) state = evolveServer(def, state, upcastEvent(def, e));
  const names = seatNames(state);
  const chosen = def.parseCommand(c.payload) as Typed;
  const label = (command: Typed) => def.labelAction(state.match.game, seat, command, names).label;
  const legal = def.legalActions(state.match.game, seat) as Typed[];
  const key = canonicalJson(chosen);
  return {
    commandId: c.commandId,
    seat,
    actedBy: cause.command.actedBy,
    command: chosen,
    label: legal.some((l) => canonicalJson(l) === key) ? label(chosen) : chosen.type,
    prompt: cause.command.prompt,
    alternatives: legal.filter((l) => canonicalJson(l) !== key).map((l) => ({ label: label(l), command: l })),
  };
}
