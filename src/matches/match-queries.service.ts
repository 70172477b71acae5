import { Injectable } from '@nestjs/common';
import type { Prompt, Typed } from '../engine/game-definition';
import type { Outcome, Viewer } from '../engine/types';
import { ApiError, ErrorCodes } from './api-error';
import { MatchLoader, type LoadedMatch } from './match-loader.service';
import { stateHash, statusOf, type DeadlineOptions, type MatchStatus, type SeatInfo, type ServerMatchCreated } from './match-stream';

export interface MatchSummary {
  readonly matchId: string;
  readonly gameId: string;
  readonly rulesVersion: string;
  readonly status: MatchStatus;
  readonly seq: number;
  readonly seats: readonly SeatInfo[];
  readonly scenario: boolean;
  readonly deadlines: DeadlineOptions | null;
  readonly seedCommitment: string;
  readonly waitingFor: readonly number[];
  readonly outcome: Outcome | null;
  /** Revealed only once the match has ended. */
  readonly seed: string | null;
  /** SHA-256 of the canonical state; only once the match has ended (it would help guess hidden cards). */
  readonly stateHash: string | null;
}

export interface MatchView extends MatchSummary {
  readonly viewer: { readonly kind: 'seat'; readonly seat: number } | { readonly kind: 'spectator' };
  readonly view: unknown;
  readonly prompt: Prompt | null;
  readonly legalActions: readonly Typed[];
}

/** Read side of one match, computed from its folded state (strongly consistent, unlike the lobby). */
@Injectable()
export class MatchQueries {
  constructor(private readonly loader: MatchLoader) {}

  async summary(matchId: string): Promise<MatchSummary> {
    return summarize(await this.require(matchId));
  }

  /** The match as `seat` sees it (null: a spectator). The only way game state leaves the server. */
  async view(matchId: string, seat: number | null): Promise<MatchView> {
    const loaded = await this.require(matchId);
    const { def, state } = loaded;
    const viewer: Viewer = seat === null ? { kind: 'spectator' } : { kind: 'seat', seat };
    const live = statusOf(state) === 'live';
    return {
      ...summarize(loaded),
      viewer: seat === null ? { kind: 'spectator' } : { kind: 'seat', seat },
      view: def.view(state.match.game, viewer),
      prompt: state.match.ended ? null : def.prompt(state.match.game),
      legalActions: seat !== null && live ? def.legalActions(state.match.game, seat) : [],
    };
  }

  async require(matchId: string): Promise<LoadedMatch> {
    const loaded = await this.loader.load(matchId);
    if (!loaded) throw new ApiError(404, ErrorCodes.UNKNOWN_MATCH, `no match ${matchId}`);
    return loaded;
  }
}

function summarize({ matchId, def, state }: LoadedMatch): MatchSummary {
  const created = state.match.created as ServerMatchCreated;
  const ended = state.match.ended;
  return {
    matchId,
    gameId: created.gameId,
    rulesVersion: created.rulesVersion,
    status: statusOf(state),
    seq: state.match.version,
    seats: state.seats,
    scenario: created.scenario,
    deadlines: created.deadlines ?? null,
    seedCommitment: created.seedCommitment,
    waitingFor: ended ? [] : (def.prompt(state.match.game)?.seats ?? []),
    outcome: ended?.outcome ?? null,
    seed: ended?.seed ?? null,
    stateHash: ended ? stateHash(state) : null,
  };
}
