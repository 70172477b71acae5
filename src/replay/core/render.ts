import type { AnyGameDefinition, Typed } from '../../engine/game-definition';
import type { SeatNames } from '../../engine/seat-names';
import type { Viewer } from '../../engine/types';
import type { Actor } from '../../event-store/event-store.types';
import {
  describeEvent,
  evolveServer,
  isFramingType,
  readCauses,
  upcastEvent,
  viewedCause,
  viewerSnapshot,
  type ClientCause,
  type LedgerBatch,
  type ReadEvent,
  type ServerState,
  type ViewerSnapshot,
} from '../../match-domain';
import type { RecordedEvent } from './record';
import type { StepEntry } from './step-entry';
import type { Navigation, StepUnit } from './steps';

export interface ReplayEvent {
  readonly seq: number;
  readonly type: string;
  readonly actor: Actor;
  readonly recordedAt: string;
  /** The event as this viewer may see it (the game's `redactEvent`). */
  readonly event: Typed;
  /** One readable line (the game's `describeEvent`, or the server's for framing events). */
  readonly text: string;
  /**
   * Why it happened: the cause a table client received for this event live, derived and redacted
   * for this viewer the same way (docs/protocol.md); null when the server cannot tell.
   */
  readonly cause: ClientCause | null;
}

/**
 * One step: the events of the step as the viewer may see them, and the shared viewer snapshot
 * after it (`seq` is the number of events folded; `view` is null before the game is set up), the
 * same answer REST and the socket give at that seq.
 */
export interface ReplayStep extends ViewerSnapshot {
  readonly unit: StepUnit;
  readonly step: number;
  /** Turn in progress at this step (1-based), or null before the first turn. */
  readonly turn: number | null;
  readonly events: readonly ReplayEvent[];
  readonly navigation: Navigation;
}

export interface RenderInput {
  readonly def: AnyGameDefinition;
  /** The step: its events' seqs, turn and navigation (`entryOf` an index, or a stored entry). */
  readonly at: StepEntry;
  readonly viewer: Viewer;
  /** A state at or before the step's first event (a snapshot, a checkpoint, or the empty state). */
  readonly base: ServerState;
  /**
   * The events after `base` up to the step's last event, in seq order; for the causes, from the
   * first event of the first batch in `commands` (`base` no later) to the last of the last.
   */
  readonly events: readonly RecordedEvent[];
  /** The accepted ledger commands whose batches hold the step's events (none: no causes). */
  readonly commands?: readonly LedgerBatch[];
  /** Called with each state passed on the way (the caller keeps replay checkpoints). */
  readonly onState?: (state: ServerState) => void;
  /**
   * The players' names as the match knows them (its claims, later ones included): a seat reads by
   * one name in every step, its setup lines before the claim too, as in the table's log.
   */
  readonly known?: SeatNames;
}

/**
 * The view at one step and the events of that step as the viewer may see them. Pure: the caller
 * chose the base state and read the events; this only folds, redacts and describes. The caller
 * is responsible for refusing viewers that may not see the match (omniscient while live).
 */
export function renderStep(input: RenderInput): ReplayStep {
  const { def, at, viewer } = input;
  const { from, to, step } = at;
  // A batch can reach past the step (an event step inside a command): its causes need all of it.
  const through = Math.max(to, ...(input.commands ?? []).map((c) => c.lastSeq ?? to));
  let state = input.base;
  let atStep: ServerState | null = to === state.match.version ? state : null;
  const read: (ReadEvent & { readonly recorded: RecordedEvent })[] = [];
  for (const recorded of input.events) {
    if (recorded.seq <= state.match.version) continue;
    if (recorded.seq > through) break;
    if (recorded.seq !== state.match.version + 1) throw new Error(`replay: seq ${recorded.seq} follows version ${state.match.version}`);
    const event = upcastEvent(def, recorded);
    read.push({ seq: recorded.seq, event, before: state, recorded });
    state = evolveServer(def, state, event);
    input.onState?.(state);
    if (state.match.version === to) atStep = state;
  }
  if (!atStep) throw new Error(`replay: folded to ${state.match.version}, step ${step} ends at ${to}`);
  const causes = readCauses(def, input.commands ?? [], read);
  const shown = read
    .filter((e) => e.seq >= from && e.seq <= to)
    .map(({ recorded, event, before }): ReplayEvent => {
      const visible = isFramingType(event.type) ? event : (def.redactEvent(event, viewer) as Typed);
      return {
        seq: recorded.seq,
        type: recorded.type,
        actor: recorded.actor,
        recordedAt: recorded.recordedAt,
        event: visible,
        text: describeEvent(def, visible, before, recorded, input.known),
        cause: viewedCause(causes.get(recorded.seq) ?? null, recorded, visible, viewer),
      };
    });
  return {
    ...viewerSnapshot({ def, state: atStep }, viewer),
    unit: at.unit,
    step,
    turn: at.turn,
    events: shown,
    navigation: at.navigation,
  };
}
