import { Injectable } from '@nestjs/common';
import type { AnyGameDefinition } from '../engine/game-definition';
import type { MatchCreated } from '../engine/match';
import type { Viewer } from '../engine/types';
import { GameRegistry } from '../matches/game-registry';
import { ApiError, ErrorCodes } from '../matches/api-error';
import { initialServerState, type ServerState } from '../matches/match-stream';
import { hashSeatToken } from '../matches/seat-tokens';
import { ReplayCheckpoints } from './checkpoints';
import { renderStep, type ReplayStep } from './core/render';
import { buildStepIndex, lastStep, markersFor, seqRange, stepOfSeq, stepOfTurn, type EventMeta, type StepIndex, type StepUnit } from './core/steps';
import { MatchRecordReader } from './match-record.reader';
import { ReplayErrors } from './replay-errors';

/** Where to go: exactly one of these (none: the last step). */
export interface SeekTarget {
  readonly step?: number;
  readonly turn?: number;
  /** The step containing this seq. */
  readonly seq?: number;
  /** The first stack resolution after this step. */
  readonly resolutionAfter?: number;
}

export interface ReplayRequest {
  readonly matchId: string;
  readonly unit: StepUnit;
  readonly viewer: Viewer;
  /** The bearer token sent, if any: needed for a seat's view while the match is not over. */
  readonly token: string | null;
  readonly target: SeekTarget;
}

export interface ReplayResponse extends ReplayStep {
  readonly matchId: string;
  readonly gameId: string;
  readonly rulesVersion: string;
  /** Whether the match itself (not this step) is over: omniscient views need it. */
  readonly finished: boolean;
  readonly viewer: Viewer;
  readonly lastStep: number;
}

/** How often replay keeps an in-memory checkpoint (events). */
const CHECKPOINT_EVERY = 32;
const CHECKPOINT_MATCHES = 200;

interface MatchMeta {
  readonly created: MatchCreated;
  readonly def: AnyGameDefinition;
  readonly events: EventMeta[];
}

/**
 * Seek in a stored match: the nearest state at or below the step (a stored snapshot or a replay
 * checkpoint), then only the events after it. Reading and access rules live here; folding,
 * redaction and descriptions are the pure `renderStep`.
 */
@Injectable()
export class ReplayService {
  private readonly checkpoints = new ReplayCheckpoints(CHECKPOINT_EVERY, CHECKPOINT_MATCHES);
  /** Event metadata per match, extended incrementally (a stream only grows). */
  private readonly metas = new Map<string, MatchMeta>();

  constructor(
    private readonly reader: MatchRecordReader,
    private readonly games: GameRegistry,
  ) {}

  async step(request: ReplayRequest): Promise<ReplayResponse> {
    const { matchId, unit, viewer } = request;
    const meta = await this.meta(matchId);
    if (viewer.kind === 'seat' && viewer.seat >= meta.created.seatCount) {
      throw new ApiError(400, ReplayErrors.BAD_VIEWER, `this match has seats 0 to ${meta.created.seatCount - 1}`);
    }
    const finished = meta.events.at(-1)?.type === 'match.ended';
    await this.checkAccess(matchId, viewer, request.token, finished);
    const index = buildStepIndex(meta.events, unit, markersFor(meta.def.id));
    const step = resolveTarget(index, request.target);
    const rendered = await this.render(matchId, meta.def, index, step, viewer);
    return { matchId, gameId: meta.created.gameId, rulesVersion: meta.created.rulesVersion, finished, viewer, lastStep: lastStep(index), ...rendered };
  }

  /** Renders one step for an already-authorised viewer (the live follow uses it for spectators). */
  async render(matchId: string, def: AnyGameDefinition, index: StepIndex, step: number, viewer: Viewer): Promise<ReplayStep> {
    const { from, to } = seqRange(index, step);
    const base = await this.base(matchId, def, Math.max(0, Math.min(from - 1, to)));
    const events = await this.reader.events(matchId, base.match.version, to);
    return renderStep({ def, index, step, viewer, base, events, onState: (s) => this.checkpoints.keep(matchId, s) });
  }

  /** The match's game and event metadata, refreshed with anything appended since the last call. */
  async meta(matchId: string): Promise<MatchMeta> {
    let known = this.metas.get(matchId);
    if (!known) {
      const created = await this.reader.created(matchId);
      if (!created) throw new ApiError(404, ErrorCodes.UNKNOWN_MATCH, `no match ${matchId}`);
      const def = this.games.get(created.gameId);
      if (!def) throw new ApiError(422, ReplayErrors.GAME_NOT_INSTALLED, `match ${matchId} is a game of "${created.gameId}", which this server does not host`);
      known = { created, def, events: [] };
      this.metas.set(matchId, known);
      // Bounded like the checkpoints: metadata is small, but matches are many.
      if (this.metas.size > CHECKPOINT_MATCHES) this.metas.delete(this.metas.keys().next().value as string);
    }
    const newer = await this.reader.meta(matchId, known.events.at(-1)?.seq ?? 0);
    // A concurrent request may have appended the same rows while we awaited.
    const last = known.events.at(-1)?.seq ?? 0;
    known.events.push(...newer.filter((e) => e.seq > last));
    return known;
  }

  private async base(matchId: string, def: AnyGameDefinition, atOrBelow: number): Promise<ServerState> {
    const memory = this.checkpoints.nearest(matchId, atOrBelow);
    const stored = await this.reader.snapshotAtOrBelow(matchId, def.rulesVersion, atOrBelow);
    const best = [memory, stored].filter((s): s is ServerState => s !== null).sort((a, b) => b.match.version - a.match.version)[0];
    return best ?? initialServerState(def);
  }

  /**
   * Omniscient views exist only for finished matches. While a match is not over, a seat's view is
   * that seat's private information: only the holder of its seat token may replay it, so a replay
   * never shows anyone more than they could see live (DESIGN §3). After the end, anyone may.
   */
  private async checkAccess(matchId: string, viewer: Viewer, token: string | null, finished: boolean): Promise<void> {
    if (finished || viewer.kind === 'spectator') return;
    if (viewer.kind === 'omniscient') {
      throw new ApiError(403, ReplayErrors.OMNISCIENT_WHILE_LIVE, 'the omniscient view (all hands, deck order) is only available once the match has ended');
    }
    const holder = token ? await this.reader.seatOfTokenHash(matchId, hashSeatToken(token)) : null;
    if (holder !== viewer.seat) {
      throw new ApiError(403, ReplayErrors.SEAT_VIEW_NEEDS_TOKEN, `while the match is live, seat ${viewer.seat}'s replay needs that seat's token (Authorization: Bearer <token>)`);
    }
  }
}

export function resolveTarget(index: StepIndex, target: SeekTarget): number {
  const last = lastStep(index);
  if (target.turn !== undefined) {
    const step = stepOfTurn(index, target.turn);
    if (step === null) throw new ApiError(404, ReplayErrors.NO_SUCH_TURN, `turn ${target.turn} has not started (${index.turnStarts.length} turns so far)`);
    return step;
  }
  if (target.seq !== undefined) {
    if (target.seq < 0 || target.seq > (index.ends[last] ?? 0)) throw new ApiError(400, ReplayErrors.BAD_STEP, `seq ${target.seq} is outside 0..${index.ends[last] ?? 0}`);
    return stepOfSeq(index, target.seq);
  }
  if (target.resolutionAfter !== undefined) {
    const after = index.ends[Math.min(Math.max(target.resolutionAfter, 0), last)] ?? 0;
    const seq = index.resolutions.find((s) => s > after);
    if (seq === undefined) throw new ApiError(404, ReplayErrors.NO_RESOLUTION, `no stack resolution after step ${target.resolutionAfter}`);
    return stepOfSeq(index, seq);
  }
  const step = target.step ?? last;
  if (step < 0 || step > last) throw new ApiError(400, ReplayErrors.BAD_STEP, `step ${step} is outside 0..${last}`);
  return step;
}
