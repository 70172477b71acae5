import type { AnyGameDefinition, LabeledAction, Prompt, Typed } from '../engine/game-definition';
import type { Outcome, Seat, Viewer } from '../engine/types';
import { hasGameEvents, seatNames, stateHash, statusOf, type MatchStatus, type SeatInfo, type ServerState } from './state';
import type { BranchOrigin } from './framing';
import { sandboxOrigin } from './marks';

/** A match as the viewer-independent part of every read needs it: its game and folded state. */
export interface MatchAt {
  readonly def: AnyGameDefinition;
  readonly state: ServerState;
}

/** What anybody may know about a match at a state, whoever looks. */
export interface MatchFacts {
  readonly seq: number;
  readonly status: MatchStatus;
  /**
   * What the rules wait for, only while the match is live. A waiting match (a seat unclaimed)
   * waits for seats, not for a game decision: commands are refused until every seat is claimed,
   * so it has no prompt and waits for no seat's decision; `seats` says which are still free.
   */
  readonly prompt: Prompt | null;
  /** The prompt's seats ("who are we waiting for"); [] unless live. */
  readonly waitingFor: readonly Seat[];
  readonly seats: readonly SeatInfo[];
  readonly outcome: Outcome | null;
  /** Revealed once the match has ended. */
  readonly seed: string | null;
  /** SHA-256 of the canonical state, once ended (earlier it would help guess hidden cards). */
  readonly stateHash: string | null;
  readonly scenario: boolean;
  /** The creator made the match rated (match.created `rated`; absent in older matches: false). */
  readonly rated: boolean;
  /** A sandbox's origin (the match and step it was branched from), null for a real match. */
  readonly sandbox: BranchOrigin | null;
}

/** What one viewer may see at a state: the facts plus the game's view and the viewer's legal actions. */
export interface ViewerSnapshot extends MatchFacts {
  /** The game's `view` for this viewer; null before the game has been set up. */
  readonly view: unknown;
  /** The seat's legal commands now; [] for spectators, omniscient viewers and unless live. */
  readonly legalActions: readonly Typed[];
  /** The same commands, in the same order, each with its words and the objects and seats it refers to. */
  readonly actions: readonly LabeledAction[];
}

export function matchFacts({ def, state }: MatchAt): MatchFacts {
  const status = statusOf(state);
  const ended = state.match.ended;
  const prompt = status === 'live' ? def.prompt(state.match.game, seatNames(state)) : null;
  return {
    seq: state.match.version,
    status,
    prompt: prompt ? { kind: prompt.kind, seats: [...prompt.seats], text: prompt.text } : null,
    waitingFor: prompt ? [...prompt.seats] : [],
    seats: state.seats,
    outcome: ended?.outcome ?? null,
    seed: ended?.seed ?? null,
    stateHash: ended ? stateHash(state) : null,
    scenario: state.match.created?.scenario ?? false,
    rated: state.match.created?.rated === true,
    sandbox: sandboxOrigin(state.match.created),
  };
}

/**
 * The one answer to "what may this viewer see now", shared by REST, the socket snapshot and
 * replay. The caller decides who the viewer may be (a seat needs its token; omniscient only once
 * the match has ended).
 */
export function viewerSnapshot(match: MatchAt, viewer: Viewer): ViewerSnapshot {
  const facts = matchFacts(match);
  const { def, state } = match;
  const game: unknown = state.match.game;
  const legalActions = viewer.kind === 'seat' && facts.status === 'live' ? (def.legalActions(game, viewer.seat) as Typed[]) : [];
  const names = seatNames(state);
  return {
    ...facts,
    view: hasGameEvents(state) ? def.view(game, viewer, names) : null,
    legalActions,
    actions: viewer.kind === 'seat' ? legalActions.map((command) => ({ command, ...def.labelAction(game, viewer.seat, command, names) })) : [],
  };
}
