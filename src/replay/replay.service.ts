import { Injectable, Logger, Optional, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { SharedFlight } from '../common/shared-flight';
import type { AnyGameDefinition } from '../engine/game-definition';
import type { SeatNames } from '../engine/seat-names';
import type { Viewer } from '../engine/types';
import { GameRegistry } from '../game-registry';
import { DomainError } from '../errors/domain-error';
import { evolveServer, initialServerState, matchMarks, upcastEvent, sandboxOrigin, type MatchCreated, type MatchMark, type ServerState } from '../match-domain';
import { LruCache } from '../common/lru-cache';
import { hashSeatToken, MatchAppendedHub } from '../matches';
import { ReplayCheckpoints } from './checkpoints';
import type { RecordedCommand, RecordedEvent } from './core/record';
import { renderStep, type ReplayStep } from './core/render';
import { entryOf, storedSteps, type StepEntry } from './core/step-entry';
import { StepLog } from './core/step-log';
import { lastStep, markersOf, stepOfSeq, stepOfTurn, type StepIndex, type StepUnit } from './core/steps';
import { commandSegments, eventSegments, FinishedSegments } from './finished-segments';
import { createdOf, MatchRecordReader } from './match-record.reader';
import type { SeekTarget } from './seek-target';
import { storedEntry, storedTarget } from './stored-seek';
import type { StreamHeader } from '../event-store/event-store.types';

export type { SeekTarget } from './seek-target';

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
  /** Imported from an export file (not played on this server), and when (this server's clock). */
  readonly imported: boolean;
  readonly importedAt: Date | null;
  /** What a viewer must be told about the match (scenario, imported), in words. */
  readonly marks: readonly MatchMark[];
}

/*
 * In-memory caches, per ReplayService (one per process), bounded (LRU by match). Constants rather
 * than environment variables: src/config has no replay settings and these rarely need tuning.
 *
 * - Step index: INDEX_MATCHES matches. Per match a few integers per action step plus the turn and
 *   resolution seqs, and the last index handed out per unit (event steps: one integer per event):
 *   roughly 0.2 MB for a 10,000-event match, so at most ~100 MB if every cached match were that
 *   long (typical matches are a few hundred events: a few KB each).
 * - Checkpoints: the folded state every CHECKPOINT_EVERY events, for CHECKPOINT_MATCHES matches
 *   (filled in as seeks fold past them), so a warm seek folds fewer than CHECKPOINT_EVERY events
 *   and skips the state cache query. A 10,000-event match holds ~310 states; states are
 *   immutable and share structure, so the cost is well below 310 full copies. A finished match
 *   seeked again is walked through once in the background, so that every checkpoint exists and
 *   every seek after it folds fewer than CHECKPOINT_EVERY kept events.
 */
/** How often replay keeps an in-memory checkpoint (events). */
const CHECKPOINT_EVERY = 32;
/** Matches whose checkpoints are kept. */
const CHECKPOINT_MATCHES = 50;
/** Events folded between two yields of a background walk: a few ms of the event loop at most. */
const WALK_CHUNK = 256;
/** Matches whose step index is kept. */
const INDEX_MATCHES = 500;

export interface MatchMeta {
  readonly created: MatchCreated;
  readonly def: AnyGameDefinition;
  /** Step numbering, extended with each call of `meta` until the match has ended. */
  readonly log: StepLog;
  /** When this server imported the match, or null for a match played here (fixed: an import creates the match). */
  readonly importedAt: Date | null;
  /** The key id of the signature an imported match came with (null: unsigned, or played here). */
  readonly importSigner: string | null;
}

/** What a replay answer's header needs of a match. */
export interface MatchHead {
  readonly created: MatchCreated;
  readonly importedAt: Date | null;
  readonly importSigner: string | null;
  readonly finished: boolean;
}

/** A finished match with a stored step index: what its seeks need besides the step (fixed for good). */
interface IndexedMatch extends MatchHead {
  readonly def: AnyGameDefinition;
  /** The seq of its last event. */
  readonly finalSeq: number;
}

/** Whether the stream ends with match.ended: no event can follow it (the pipeline refuses commands). */
export function isFinished(meta: MatchMeta): boolean {
  return meta.log.lastType === 'match.ended';
}

/**
 * Seek in a stored match: the nearest state at or below the step (a cached state or a replay
 * checkpoint), then only the events after it. Reading and access rules live here; folding,
 * redaction and descriptions are the pure `renderStep`.
 */
@Injectable()
export class ReplayService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ReplayService.name);
  private unsubscribe: (() => void) | null = null;
  private readonly checkpoints = new ReplayCheckpoints(CHECKPOINT_EVERY, CHECKPOINT_MATCHES);
  /** Step index per match, extended incrementally (a stream only grows; a finished one never changes). */
  private readonly metas = new LruCache<string, MatchMeta>(INDEX_MATCHES);
  /** First loads in flight, so that concurrent cold seeks of one match read its metadata once. */
  private readonly loading = new SharedFlight<string, MatchMeta>();
  /**
   * Finished matches whose step index is known to be stored: their seeks need no in-memory index,
   * and seeks through the in-memory index do not store it again.
   */
  private readonly indexed = new LruCache<string, IndexedMatch>(INDEX_MATCHES);
  /** Step indexes being stored, so that one process computes a match's once at a time. */
  private readonly indexing = new Set<string>();
  /** Background walks through finished matches (fills their checkpoints), running or done. */
  private readonly walks = new LruCache<string, Promise<void>>(CHECKPOINT_MATCHES);
  private closed = false;
  /** The players' names of matches whose every seat is claimed (they never change then): a seek reads them once. */
  private readonly names = new LruCache<string, SeatNames>(INDEX_MATCHES);
  /** Events and commands of finished matches kept in memory: a warm seek of one reads nothing. */
  private readonly finishedEvents = new FinishedSegments(
    eventSegments((matchId, after, to) => this.reader.events(matchId, after, to)),
    CHECKPOINT_EVERY,
  );
  private readonly finishedCommands = new FinishedSegments(
    commandSegments((matchId, after, to) => this.reader.commandsBetween(matchId, after, to)),
    CHECKPOINT_EVERY,
  );

  constructor(
    private readonly reader: MatchRecordReader,
    private readonly games: GameRegistry,
    @Optional() private readonly hub?: MatchAppendedHub,
  ) {}

  /** When a match ends in this process, its step index is stored for cold seeks. */
  onModuleInit(): void {
    this.unsubscribe =
      this.hub?.subscribe(({ match, events }) => {
        if (events.some((e) => e.type === 'match.ended')) this.indexInBackground(match.matchId);
      }) ?? null;
  }

  onModuleDestroy(): void {
    this.closed = true;
    this.unsubscribe?.();
  }

  /**
   * Folds a finished match from its start once, keeping every checkpoint on the way (and its events
   * and commands), between seeks (a chunk of events, then a yield). Started by a second seek of the
   * match: one seek of a match is often the only one, a second usually means someone is stepping
   * through it.
   */
  private walkInBackground(matchId: string, def: AnyGameDefinition, finalSeq: number): void {
    if (this.closed || this.walks.get(matchId)) return;
    const walk = this.walk(matchId, def, finalSeq).catch((error: unknown) => {
      // Only speed is lost: seeks fold from the stored states as before, and a later seek walks again.
      this.walks.delete(matchId);
      this.logger.warn(`walk through ${matchId} stopped: ${String(error)}`);
    });
    this.walks.set(matchId, walk);
  }

  private async walk(matchId: string, def: AnyGameDefinition, finalSeq: number): Promise<void> {
    let state = initialServerState(def);
    while (state.match.version < finalSeq) {
      await new Promise((resolve) => setImmediate(resolve));
      if (this.closed) return;
      const [events] = await Promise.all([
        this.finishedEvents.between(matchId, state.match.version, state.match.version + WALK_CHUNK, finalSeq),
        // Read along, so that a warm seek words its events without a query too.
        this.finishedCommands.between(matchId, state.match.version, state.match.version + WALK_CHUNK, finalSeq),
      ]);
      // A replica that lags may not have them all yet: no checkpoint may skip an event.
      if (events[0]?.seq !== state.match.version + 1) throw new Error(`events after ${state.match.version} not readable yet`);
      for (const recorded of events) {
        if (recorded.seq !== state.match.version + 1) throw new Error(`seq ${recorded.seq} follows version ${state.match.version}`);
        state = evolveServer(def, state, upcastEvent(def, recorded));
        this.checkpoints.keep(matchId, state);
      }
    }
  }

  /** Settles when the background walk through a finished match has ended (at once when none was started). */
  walked(matchId: string): Promise<void> {
    return this.walks.get(matchId) ?? Promise.resolve();
  }

  /**
   * Stores a finished match's step index (and outline): one row per step and unit, so that a cold
   * seek reads only the row it needs. Derived from the events, never trusted by the audit. In the
   * background: a failure only costs later cold seeks their speed.
   */
  private indexInBackground(matchId: string): void {
    if (this.indexing.has(matchId) || this.indexed.get(matchId)) return;
    this.indexing.add(matchId);
    void this.keepIndex(matchId)
      .catch((error: unknown) => this.logger.warn(`step index of ${matchId} not stored: ${String(error)}`))
      .finally(() => this.indexing.delete(matchId));
  }

  /** Stores the step index of a finished match (nothing for a live one, or when it is stored already). */
  async keepIndex(matchId: string): Promise<void> {
    const meta = await this.meta(matchId);
    if (!isFinished(meta)) return;
    const finalSeq = meta.log.seq;
    await this.reader.keepStepIndex(matchId, finalSeq, { event: storedSteps(meta.log.index('event')), action: storedSteps(meta.log.index('action')) });
    await this.reader.keepStepMeta(matchId, finalSeq);
    this.indexed.set(matchId, { created: meta.created, def: meta.def, importedAt: meta.importedAt, importSigner: meta.importSigner, finished: true, finalSeq });
  }

  async step(request: ReplayRequest): Promise<ReplayResponse> {
    const { matchId, unit, viewer } = request;
    const seekedBefore = this.metas.get(matchId) !== undefined || this.indexed.get(matchId) !== undefined;
    if (!this.metas.get(matchId)) {
      // A finished match seeked again: its whole step index is one packed row; read it for the
      // next seeks, which then need no index row each.
      if (this.indexed.get(matchId)) void this.load(matchId).catch(() => undefined);
      const stored = await this.storedStep(request);
      if (stored) {
        const match = this.indexed.get(matchId);
        if (seekedBefore && match) this.walkInBackground(matchId, match.def, match.finalSeq);
        return stored;
      }
    }
    const meta = await this.meta(matchId);
    checkSeat(meta.created, viewer);
    const finished = isFinished(meta);
    // A sandbox hides nothing worth keeping from its creator (it started from a public omniscient replay): open like a finished match.
    await this.checkAccess(matchId, viewer, request.token, finished || meta.created.branch !== undefined);
    // A match that ended before step indexes existed, or whose index was not stored: store it now.
    if (finished) this.indexInBackground(matchId);
    const index = meta.log.index(unit);
    const step = resolveTarget(index, request.target);
    const finalSeq = finished ? meta.log.seq : null;
    const rendered = await this.renderAt(matchId, meta.def, entryOf(index, step), viewer, finalSeq);
    if (finalSeq !== null && seekedBefore) this.walkInBackground(matchId, meta.def, finalSeq);
    return { ...responseHeader(matchId, headOf(meta), viewer), lastStep: lastStep(index), ...rendered };
  }

  /**
   * A seek through the stored step index of a finished match: one row of the index, then the
   * nearest snapshot and the events after it. Null when the match has no stored index (live, or
   * not indexed yet): the caller seeks through the in-memory index.
   */
  private async storedStep(request: ReplayRequest): Promise<ReplayResponse | null> {
    const { matchId, unit, viewer, target } = request;
    const known = this.indexed.get(matchId);
    // A match this service knows nothing of yet: its header comes in the same round trip.
    const lookup = await this.reader.storedStep(matchId, unit, storedTarget(target), !known);
    const match = known ?? (lookup?.header ? this.indexedMatch(lookup.header, lookup.finalSeq) : null);
    if (!lookup || !match) return null;
    this.indexed.set(matchId, match);
    checkSeat(match.created, viewer);
    // Only finished matches are indexed.
    await this.checkAccess(matchId, viewer, request.token, true);
    const entry = storedEntry(unit, lookup, target);
    const rendered = await this.renderAt(matchId, match.def, entry, viewer, lookup.finalSeq);
    return { ...responseHeader(matchId, match, viewer), lastStep: lookup.lastStep, ...rendered };
  }

  private indexedMatch(header: StreamHeader, finalSeq: number): IndexedMatch | null {
    const created = createdOf(header.created);
    if (!created) return null;
    const def = this.games.get(created.gameId);
    // A game this server does not host: the in-memory path gives the error.
    return def ? { created, def, importedAt: header.importedAt, importSigner: header.importSigner, finished: true, finalSeq } : null;
  }

  /** Renders one step for an already-authorised viewer (the live follow uses it for spectators). */
  render(matchId: string, def: AnyGameDefinition, index: StepIndex, step: number, viewer: Viewer): Promise<ReplayStep> {
    return this.renderAt(matchId, def, entryOf(index, step), viewer, null);
  }

  /**
   * Folds to the step and derives its events' causes. The ledger commands whose batches hold the
   * step's events are read beside the fold's own read; an event step inside a command needs that
   * command's whole batch, from the state before its first event: the events past the step are read
   * then (kept in memory for a finished match), and a base past the batch's start is read again.
   * `finalSeq`: the last seq of a finished match, null while the match is live.
   */
  private async renderAt(matchId: string, def: AnyGameDefinition, at: StepEntry, viewer: Viewer, finalSeq: number | null): Promise<ReplayStep> {
    const { from, to } = at;
    const below = (seq: number) => Math.max(0, Math.min(seq - 1, to));
    const [commands, read, known] = await Promise.all([
      to >= from ? this.commandsBetween(matchId, from - 1, to, finalSeq) : Promise.resolve([]),
      this.baseAndEvents(matchId, def, below(from), to, finalSeq),
      this.seatNames(matchId),
    ]);
    const first = Math.min(from, ...commands.map((c) => c.firstSeq ?? from));
    const last = Math.max(to, ...commands.map((c) => c.lastSeq ?? to));
    let { base, events } = read;
    if (base.match.version > below(first)) ({ base, events } = await this.baseAndEvents(matchId, def, below(first), last, finalSeq));
    else if (last > to) events = [...events, ...(await this.eventsBetween(matchId, to, last, finalSeq))];
    return renderStep({ def, at, viewer, base, events, commands, known, onState: (s) => this.checkpoints.keep(matchId, s) });
  }

  /**
   * The players' names for a step's lines: every claim of the match, later ones included, so that
   * a seat reads by one name in every step (its setup lines, written before anyone sat down, too),
   * as the table's log names it.
   */
  private async seatNames(matchId: string): Promise<SeatNames> {
    const kept = this.names.get(matchId);
    if (kept) return kept;
    const { names, complete } = await this.reader.seatNames(matchId);
    if (complete) this.names.set(matchId, names);
    return names;
  }

  /**
   * The match's game and step index, extended with anything appended since the last call. The
   * first call reads the whole match's step metadata (one packed row); later calls read only the
   * events after the cached part, and none at all once the match has ended.
   */
  async meta(matchId: string): Promise<MatchMeta> {
    const known = this.metas.get(matchId);
    if (!known) return this.load(matchId);
    if (isFinished(known)) return known;
    const newer = await this.reader.stepMeta(matchId, known.log.seq);
    // A concurrent request may have appended the same events while we awaited: append skips them.
    known.log.append(newer.firstSeq, newer.types, newer.continues);
    return known;
  }

  private load(matchId: string): Promise<MatchMeta> {
    return this.loading.run(matchId, () => this.readMeta(matchId));
  }

  private async readMeta(matchId: string): Promise<MatchMeta> {
    // Both in parallel: the step metadata does not depend on the game.
    const [created, steps, imported] = await Promise.all([this.reader.created(matchId), this.reader.stepMeta(matchId, 0), this.reader.imported(matchId)]);
    if (!created) throw DomainError.of('UNKNOWN_MATCH', `no match ${matchId}`);
    const def = this.games.get(created.gameId);
    if (!def) throw DomainError.of('GAME_NOT_INSTALLED', `match ${matchId} is a game of "${created.gameId}", which this server does not host`);
    const meta: MatchMeta = {
      created,
      def,
      log: new StepLog(markersOf(def)),
      importedAt: imported?.importedAt ?? null,
      importSigner: imported?.signedHead?.keyId ?? null,
    };
    meta.log.append(steps.firstSeq, steps.types, steps.continues);
    this.metas.set(matchId, meta);
    return meta;
  }

  /**
   * The nearest state at or below `atOrBelow` and the events after it up to `to`. From an
   * in-memory checkpoint close enough: one query (the events), none when a finished match's events
   * are kept (FinishedSegments). Otherwise one statement reads the
   * nearest cached state newer than that checkpoint and only the events after it.
   */
  private async baseAndEvents(
    matchId: string,
    def: AnyGameDefinition,
    atOrBelow: number,
    to: number,
    finalSeq: number | null,
  ): Promise<{ base: ServerState; events: RecordedEvent[] }> {
    // The state before the first event is a checkpoint too: the first steps need no stored state.
    const memory = this.checkpoints.nearest(matchId, atOrBelow) ?? (atOrBelow < CHECKPOINT_EVERY ? initialServerState(def) : null);
    // A cached state could only be fewer than CHECKPOINT_EVERY events closer: not worth reading one.
    if (memory && atOrBelow - memory.match.version < CHECKPOINT_EVERY) {
      return { base: memory, events: await this.eventsBetween(matchId, memory.match.version, to, finalSeq) };
    }
    const floor = memory?.match.version ?? 0;
    const { cached, events } = await this.reader.cachedStateAndEvents(matchId, def.rulesVersion, { atOrBelow, floor, to });
    return { base: cached ?? memory ?? initialServerState(def), events };
  }

  /**
   * The accepted commands whose batches hold any seq in (afterSeq, toSeq]: kept in memory for a
   * finished match (`finalSeq`) once its walk has started (the walk reads them all along), else read
   * exactly: a single look at a match is cheaper without reading whole segments.
   */
  private commandsBetween(matchId: string, afterSeq: number, toSeq: number, finalSeq: number | null): Promise<RecordedCommand[]> {
    return finalSeq !== null && this.walks.get(matchId)
      ? this.finishedCommands.between(matchId, afterSeq, toSeq, finalSeq)
      : this.reader.commandsBetween(matchId, afterSeq, toSeq);
  }

  /** The events with seq in (afterSeq, toSeq]: kept in memory for a finished match (`finalSeq`), read for a live one. */
  private eventsBetween(matchId: string, afterSeq: number, toSeq: number, finalSeq: number | null): Promise<RecordedEvent[]> {
    return finalSeq !== null ? this.finishedEvents.between(matchId, afterSeq, toSeq, finalSeq) : this.reader.events(matchId, afterSeq, toSeq);
  }

  /**
   * Omniscient views exist only for finished matches. While a match is not over, a seat's view is
   * that seat's private information: only the holder of its seat token may replay it, so a replay
   * never shows anyone more than they could see live (docs/design.md §3). After the end, anyone may.
   */
  private async checkAccess(matchId: string, viewer: Viewer, token: string | null, finished: boolean): Promise<void> {
    if (finished || viewer.kind === 'spectator') return;
    if (viewer.kind === 'omniscient') {
      throw DomainError.of('OMNISCIENT_WHILE_LIVE', 'the omniscient view (all hands, deck order) is only available once the match has ended');
    }
    const holder = token ? await this.reader.seatOfTokenHash(matchId, hashSeatToken(token)) : null;
    if (holder !== viewer.seat) {
      throw DomainError.of(
        'SEAT_VIEW_NEEDS_TOKEN',
        `while the match is live, seat ${viewer.seat}'s replay needs that seat's token (Authorization: Bearer <token>)`,
      );
    }
  }
}

/** What every replay answer says of the match besides the step (REST and the live follow alike). */
export function responseHeader(
  matchId: string,
  meta: MatchHead,
  viewer: Viewer,
): Pick<ReplayResponse, 'matchId' | 'gameId' | 'rulesVersion' | 'finished' | 'viewer' | 'imported' | 'importedAt' | 'marks'> {
  return {
    matchId,
    gameId: meta.created.gameId,
    rulesVersion: meta.created.rulesVersion,
    finished: meta.finished,
    viewer,
    imported: meta.importedAt !== null,
    importedAt: meta.importedAt,
    marks: matchMarks(
      meta.created.scenario,
      meta.importedAt ? { importedAt: meta.importedAt.toISOString(), signedBy: meta.importSigner } : null,
      sandboxOrigin(meta.created),
      meta.created.rated === true,
    ),
  };
}

export function headOf(meta: MatchMeta): MatchHead {
  return { created: meta.created, importedAt: meta.importedAt, importSigner: meta.importSigner, finished: isFinished(meta) };
}

function checkSeat(created: MatchCreated, viewer: Viewer): void {
  if (viewer.kind === 'seat' && viewer.seat >= created.seatCount) {
    throw DomainError.of('BAD_VIEWER', `this match has seats 0 to ${created.seatCount - 1}`);
  }
}

export function resolveTarget(index: StepIndex, target: SeekTarget): number {
  const last = lastStep(index);
  if (target.turn !== undefined) {
    const step = stepOfTurn(index, target.turn);
    if (step === null) throw DomainError.of('NO_SUCH_TURN', `turn ${target.turn} has not started (${index.turnStarts.length} turns so far)`);
    return step;
  }
  if (target.seq !== undefined) {
    if (target.seq < 0 || target.seq > (index.ends[last] ?? 0)) throw DomainError.of('BAD_STEP', `seq ${target.seq} is outside 0..${index.ends[last] ?? 0}`);
    return stepOfSeq(index, target.seq);
  }
  if (target.resolutionAfter !== undefined) {
    const after = index.ends[Math.min(Math.max(target.resolutionAfter, 0), last)] ?? 0;
    const seq = index.resolutions.find((s) => s > after);
    if (seq === undefined) throw DomainError.of('NO_RESOLUTION', `no stack resolution after step ${target.resolutionAfter}`);
    return stepOfSeq(index, seq);
  }
  const step = target.step ?? last;
  if (step < 0 || step > last) throw DomainError.of('BAD_STEP', `step ${step} is outside 0..${last}`);
  return step;
}
