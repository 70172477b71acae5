import { Injectable } from '@nestjs/common';
import type { Typed } from '../engine/game-definition';
import type { MatchEnded } from '../engine/match';
import { CommonRejections, isRejection, reject, type Rejection } from '../engine/rejection';
import type { CommandOrigin, Seat } from '../engine/types';
import { rngFor } from '../fairness/seed';
import { AppConfig } from '../config/app-config';
import { VersionConflictError } from '../event-store/errors';
import { EventStore, samePayload } from '../event-store/event-store.service';
import type { Actor, CommandRecord, LedgerEntry, NewEvent, StoredEvent } from '../event-store/event-store.types';
import { ApiError, ErrorCodes } from './api-error';
import { KeyedQueue } from './keyed-queue';
import { MatchAppendedHub } from './match-appended';
import { MatchLoader, type LoadedMatch } from './match-loader.service';
import { evolveServer, foldServer, type ServerState } from './match-stream';

export interface SubmitCommand {
  readonly matchId: string;
  readonly seat: Seat;
  /** Client-chosen; unique per match and seat. A retry with the same id returns the first result. */
  readonly commandId: string;
  /** The untrusted game payload, validated by the game's `parseCommand`. */
  readonly command: unknown;
  /** The seq the client decided on; a different current seq is refused with STALE_SEQ. */
  readonly expectedSeq?: number;
  readonly origin?: CommandOrigin;
}

export type CommandResult =
  | { readonly status: 'accepted'; readonly commandId: string; readonly firstSeq: number | null; readonly lastSeq: number | null; readonly seq: number }
  | { readonly status: 'rejected'; readonly commandId: string; readonly code: string; readonly rule: string | null; readonly message: string };

/** Rejections that are about timing (re-decide and resend) rather than the rules. */
const CONFLICT_CODES = new Set<string>([ErrorCodes.STALE_SEQ]);

export function httpStatusOf(result: CommandResult): number {
  if (result.status === 'accepted') return 200;
  return CONFLICT_CODES.has(result.code) ? 409 : 422;
}

/**
 * The command pipeline (DESIGN §1): per-match single writer, load state, decide, append in one
 * transaction, evolve the cache, snapshot every N events, then tell in-process listeners.
 */
@Injectable()
export class CommandPipeline {
  private readonly queue = new KeyedQueue();

  constructor(
    private readonly store: EventStore,
    private readonly loader: MatchLoader,
    private readonly hub: MatchAppendedHub,
    private readonly config: AppConfig,
  ) {}

  /** Runs `task` as the single writer of `matchId` in this process. */
  exclusive<T>(matchId: string, task: () => Promise<T>): Promise<T> {
    return this.queue.run(matchId, task);
  }

  async submit(input: SubmitCommand): Promise<CommandResult> {
    // Parsing needs only the game: a cached state of any age will do.
    const known = this.loader.cached(input.matchId) ?? (await this.loader.load(input.matchId));
    if (!known) throw new ApiError(404, ErrorCodes.UNKNOWN_MATCH, `no match ${input.matchId}`);
    const parsed = known.def.parseCommand(input.command) as Typed | Rejection;
    if (isRejection(parsed)) throw new ApiError(400, parsed.code, `malformed command: ${parsed.message}`, parsed.rule);
    return this.exclusive(input.matchId, () => this.decideAndAppend(input, parsed));
  }

  /**
   * Appends events decided outside a seat command (create, join) with the same retry rule:
   * `decide` is re-run on a fresh state after a version conflict.
   */
  async appendWithRetry(
    matchId: string,
    decide: (match: LoadedMatch) => { command: CommandRecord; events: NewEvent[]; alsoInTransaction?: Parameters<EventStore['append']>[0]['alsoInTransaction'] },
    onDuplicate: (entry: LedgerEntry) => never,
  ): Promise<{ match: LoadedMatch; entry: LedgerEntry }> {
    for (let attempt = 1; ; attempt += 1) {
      const loaded = await this.loader.load(matchId);
      if (!loaded) throw new ApiError(404, ErrorCodes.UNKNOWN_MATCH, `no match ${matchId}`);
      const { command, events, alsoInTransaction } = decide(loaded);
      try {
        const out = await this.store.append({ expectedVersion: loaded.state.match.version, command, events, alsoInTransaction });
        if (out.kind === 'duplicate') return onDuplicate(out.entry);
        return { match: this.afterAppend(loaded, out.events), entry: out.entry };
      } catch (error) {
        if (!(error instanceof VersionConflictError)) throw error;
        if (attempt >= this.config.get('COMMAND_RETRIES')) throw conflictExhausted(matchId);
      }
    }
  }

  /**
   * Decides on the state this process last saw and appends in one statement (the hot path: one
   * round trip). The store has the last word: when another instance appended first, the append's
   * head check fails and the command is decided again on a state read from the store. A refusal is
   * only recorded once decided on a state confirmed by the store. A command id seen before gets its
   * first outcome from the ledger (the append's claim or the rejection's claim finds it).
   */
  private async decideAndAppend(input: SubmitCommand, command: Typed): Promise<CommandResult> {
    const actor = `seat:${input.seat}`;
    const origin = input.origin ?? 'player';
    const receivedAt = new Date();
    let confirmed = false;
    for (let attempt = 1; ; ) {
      const cached: LoadedMatch | undefined = confirmed ? undefined : this.loader.cached(input.matchId);
      const loaded = cached ?? (await this.loader.load(input.matchId));
      // From here on, `confirmed` says whether `loaded` came from the store; a refusal on a cached
      // state sets it and goes round once more on the store's state.
      confirmed = cached === undefined;
      if (!loaded) throw new ApiError(404, ErrorCodes.UNKNOWN_MATCH, `no match ${input.matchId}`);
      const { def, state, seed } = loaded;
      const version = state.match.version;
      if (!state.seats.every((s) => s.claimed)) {
        if (!confirmed) {
          confirmed = true;
          continue;
        }
        throw new ApiError(409, ErrorCodes.MATCH_NOT_STARTED, 'the match starts when every seat is claimed');
      }
      const record: CommandRecord = {
        matchId: input.matchId,
        actor,
        commandId: input.commandId,
        kind: 'command',
        seat: input.seat,
        origin,
        payload: command,
        receivedAt,
      };
      const refusal = precheck(state, input.expectedSeq);
      const decided = refusal ?? (def.decide(state.match.game, command, { seat: input.seat, origin, rng: rngFor(seed, version) }) as Typed[] | Rejection);
      if (isRejection(decided)) {
        if (!confirmed) {
          confirmed = true;
          continue;
        }
        return replay(await this.store.recordRejection(record, version, decided), command);
      }

      const eventActor: Actor = origin === 'player' ? { kind: 'seat', seat: input.seat } : { kind: 'system', reason: origin };
      const events = decided.map((e) => gameEvent(loaded, e, eventActor));
      const ended = endIfOver(loaded, decided);
      if (ended) events.push(ended);
      try {
        const out = await this.store.append({ expectedVersion: version, expectedHash: loaded.headHash, command: record, events });
        if (out.kind === 'duplicate') return replay(out.entry, command);
        this.afterAppend(loaded, out.events);
        return fromEntry(out.entry);
      } catch (error) {
        if (!(error instanceof VersionConflictError)) throw error;
        // Another instance wrote first: decide again on the store's state.
        confirmed = true;
        this.loader.forget(input.matchId);
        if (attempt >= this.config.get('COMMAND_RETRIES')) throw conflictExhausted(input.matchId);
        attempt += 1;
      }
    }
  }

  /** Evolves the cached state, snapshots on crossing a multiple of SNAPSHOT_EVERY, notifies. */
  private afterAppend(before: LoadedMatch, stored: readonly StoredEvent[]): LoadedMatch {
    const state = foldServer(before.def, stored.map((e) => e.payload as Typed), before.state);
    const after: LoadedMatch = { ...before, state, headHash: stored.at(-1)?.hash ?? before.headHash };
    this.loader.remember(after);
    const every = this.config.get('SNAPSHOT_EVERY');
    if (Math.floor(state.match.version / every) > Math.floor(before.state.match.version / every)) void this.loader.saveSnapshot(after);
    if (stored.length > 0) this.hub.publish({ match: after, events: stored });
    return after;
  }
}

/** Refusals the server makes before the rules are consulted (recorded in the ledger like rules ones). */
function precheck(state: ServerState, expectedSeq: number | undefined): Rejection | null {
  if (state.match.ended) return reject(CommonRejections.MATCH_OVER, null, 'the match is over');
  if (expectedSeq !== undefined && expectedSeq !== state.match.version) {
    return reject(ErrorCodes.STALE_SEQ, null, `the command was decided on seq ${expectedSeq} but the match is at seq ${state.match.version}; refresh and decide again`);
  }
  return null;
}

function gameEvent(loaded: LoadedMatch, event: Typed, actor: Actor): NewEvent {
  return { type: event.type, schemaVersion: loaded.def.eventSchemaVersion, payload: event, visibility: loaded.def.visibility(event), actor };
}

/**
 * `match.ended` (with the revealed seed) goes in the same transaction as the command whose events
 * made the game's outcome non-null (DESIGN §5).
 */
export function endIfOver(loaded: LoadedMatch, events: readonly Typed[]): NewEvent | null {
  if (loaded.state.match.ended) return null;
  let state = loaded.state;
  for (const e of events) state = evolveServer(loaded.def, state, e);
  const outcome = loaded.def.outcome(state.match.game);
  if (!outcome) return null;
  const ended: MatchEnded = { type: 'match.ended', outcome, seed: loaded.seed };
  return { type: ended.type, schemaVersion: 1, payload: ended, visibility: { kind: 'public' }, actor: { kind: 'system', reason: 'outcome' } };
}

function fromEntry(entry: LedgerEntry): CommandResult {
  if (entry.status === 'accepted') {
    return { status: 'accepted', commandId: entry.commandId, firstSeq: entry.firstSeq, lastSeq: entry.lastSeq, seq: entry.lastSeq ?? entry.decidedVersion };
  }
  const r = entry.rejection ?? { code: 'REJECTED', rule: null, message: 'rejected' };
  return { status: 'rejected', commandId: entry.commandId, code: r.code, rule: r.rule, message: r.message };
}

/** A command id seen before: the same command gets the first outcome; another command is refused. */
function replay(entry: LedgerEntry, command: Typed): CommandResult {
  if (!samePayload(entry.payload, command)) {
    throw new ApiError(409, ErrorCodes.COMMAND_ID_REUSED, `command id ${entry.commandId} was already used for a different command`);
  }
  return fromEntry(entry);
}

function conflictExhausted(matchId: string): ApiError {
  return new ApiError(409, ErrorCodes.VERSION_CONFLICT, `match ${matchId} kept changing under this command; retry`);
}
