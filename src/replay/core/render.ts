import type { AnyGameDefinition, Prompt, Typed } from '../../engine/game-definition';
import type { MatchCreated, MatchEnded } from '../../engine/match';
import type { Outcome, Viewer } from '../../engine/types';
import type { Actor } from '../../event-store/event-store.types';
import { evolveServer, isFramingEvent, type SeatClaimed, type ServerState } from '../../matches/match-stream';
import { upcastRecorded, type RecordedEvent } from './record';
import { navigation, seqRange, turnAt, type Navigation, type StepIndex, type StepUnit } from './steps';

export interface ReplayEvent {
  readonly seq: number;
  readonly type: string;
  readonly actor: Actor;
  readonly recordedAt: string;
  /** The event as this viewer may see it (the game's `redactEvent`). */
  readonly event: Typed;
  /** One readable line (the game's `describeEvent`, or the server's for framing events). */
  readonly text: string;
}

export interface ReplayStep {
  readonly unit: StepUnit;
  readonly step: number;
  /** The number of events folded into `view`. */
  readonly seq: number;
  /** Turn in progress at this step (1-based), or null before the first turn. */
  readonly turn: number | null;
  readonly events: readonly ReplayEvent[];
  /** `view(state, viewer)` after this step; null before the game is set up. */
  readonly view: unknown;
  readonly prompt: Prompt | null;
  readonly outcome: Outcome | null;
  readonly navigation: Navigation;
}

export interface RenderInput {
  readonly def: AnyGameDefinition;
  readonly index: StepIndex;
  readonly step: number;
  readonly viewer: Viewer;
  /** A state at or before the step's first event (a snapshot, a checkpoint, or the empty state). */
  readonly base: ServerState;
  /** The events after `base` up to the step's last event, in seq order. */
  readonly events: readonly RecordedEvent[];
  /** Called with each state passed on the way (the caller keeps replay checkpoints). */
  readonly onState?: (state: ServerState) => void;
}

/**
 * The view at one step and the events of that step as the viewer may see them. Pure: the caller
 * chose the base state and read the events; this only folds, redacts and describes. The caller
 * is responsible for refusing viewers that may not see the match (omniscient while live).
 */
export function renderStep(input: RenderInput): ReplayStep {
  const { def, index, step, viewer } = input;
  const { from, to } = seqRange(index, step);
  let state = input.base;
  const shown: ReplayEvent[] = [];
  for (const recorded of input.events) {
    if (recorded.seq <= state.match.version) continue;
    if (recorded.seq > to) break;
    if (recorded.seq !== state.match.version + 1) throw new Error(`replay: seq ${recorded.seq} follows version ${state.match.version}`);
    const event = upcastRecorded(def, recorded);
    if (recorded.seq >= from) {
      const visible = isFramingEvent(event.type) ? event : (def.redactEvent(event, viewer) as Typed);
      shown.push({ seq: recorded.seq, type: recorded.type, actor: recorded.actor, recordedAt: recorded.recordedAt, event: visible, text: describe(def, visible, state) });
    }
    state = evolveServer(def, state, event);
    input.onState?.(state);
  }
  if (state.match.version !== to) throw new Error(`replay: folded to ${state.match.version}, step ${step} ends at ${to}`);
  return {
    unit: index.unit,
    step,
    seq: to,
    turn: turnAt(index, to),
    events: shown,
    view: viewOf(def, state, viewer),
    prompt: state.match.ended || !hasGame(state) ? null : def.prompt(state.match.game),
    outcome: state.match.ended?.outcome ?? null,
    navigation: navigation(index, step),
  };
}

/** The table exists once a game event has been folded (match.created and seat claims are not the game). */
function hasGame(state: ServerState): boolean {
  const claimed = state.seats.filter((s) => s.claimed).length;
  return state.match.created !== null && state.match.version > 1 + claimed;
}

function viewOf(def: AnyGameDefinition, state: ServerState, viewer: Viewer): unknown {
  // Seat claims can precede or follow the setup; only "nothing but framing so far" has no table.
  return hasGame(state) ? def.view(state.match.game, viewer) : null;
}

const seatLabel = (state: ServerState, seat: number): string => {
  const name = state.seats[seat]?.name;
  return name ? `P${seat + 1} (${name})` : `P${seat + 1}`;
};

/** Readable lines for the server's framing events; the game describes its own. */
export function describe(def: AnyGameDefinition, event: Typed, before: ServerState): string {
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
      return def.describeEvent(event, before.match.game);
  }
}
