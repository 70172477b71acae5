import { Injectable } from '@nestjs/common';
import type { Typed } from '../engine/game-definition';
import { sameStoredJson } from '../engine/canonical-json';
import { isRejection, type Rejection } from '../engine/rejection';
import type { CommandOrigin, Seat } from '../engine/types';
import { AppConfig } from '../config/app-config';
import { VersionConflictError } from '../event-store/errors';
import { EventStore, type AppendRequest } from '../event-store/event-store.service';
import type { CommandRecord, LedgerEntry, NewEvent, StoredEvent } from '../event-store/event-store.types';
import type { ErrorCode } from '../errors/catalogue';
import { Metrics } from '../metrics/metrics.service';
import { DomainError } from '../errors/domain-error';
import { decideCommand, foldServer, MatchRefusals, type EventCause } from '../match-domain';
import { receiptOf } from '../fairness/receipt';
import { KeyedQueue } from '../common/keyed-queue';
import { MatchAppendedHub } from './match-appended';
import { MatchLoader, type LoadedMatch } from './match-loader.service';

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
  /** When the command reached the server (epoch ms, stamped at the edge); recorded as the ledger's receivedAt. Never rules input. */
  readonly arrivedAt?: number;
}

export type CommandResult =
  | {
      readonly status: 'accepted';
      readonly commandId: string;
      readonly firstSeq: number | null;
      readonly lastSeq: number | null;
      readonly seq: number;
      /** The player's receipt for the history up to `seq` (src/fairness/receipt.ts). */
      readonly receipt: string;
    }
  | { readonly status: 'rejected'; readonly commandId: string; readonly code: string; readonly rule: string | null; readonly message: string };

/**
 * Refusals about the request rather than the match's progress: answered at once and not recorded
 * in the ledger (nothing was decided).
 */
const UNRECORDED_REFUSALS: ReadonlySet<string> = new Set([MatchRefusals.MATCH_NOT_STARTED, MatchRefusals.BAD_SEAT] satisfies ErrorCode[]);

/**
 * The command pipeline (docs/design.md §1): per-match single writer, load state, decide, append in one
 * transaction, evolve the cache, store the state every N events, then tell in-process listeners.
 */
@Injectable()
export class CommandPipeline {
  private readonly queue = new KeyedQueue();

  constructor(
    private readonly store: EventStore,
    private readonly loader: MatchLoader,
    private readonly hub: MatchAppendedHub,
    private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {}

  /** Runs `task` as the single writer of `matchId` in this process. */
  exclusive<T>(matchId: string, task: () => Promise<T>): Promise<T> {
    return this.queue.run(matchId, task);
  }

  async submit(input: SubmitCommand): Promise<CommandResult> {
    // Parsing needs only the game: a cached state of any age will do.
    const known = this.loader.cached(input.matchId) ?? (await this.loader.load(input.matchId));
    if (!known) throw DomainError.of('UNKNOWN_MATCH', `no match ${input.matchId}`);
    const game = known.def.id;
    const origin = input.origin ?? 'player';
    const started = performance.now();
    try {
      const parsed = known.def.parseCommand(input.command) as Typed | Rejection;
      if (isRejection(parsed)) throw DomainError.fromRejection(parsed, 'malformed', `malformed command: ${parsed.message}`);
      const result = await this.exclusive(input.matchId, () => this.decideAndAppend(input, parsed));
      this.metrics.commands.inc({ game, outcome: result.status, origin });
      if (result.status === 'rejected') this.metrics.rejections.inc({ game, code: result.code });
      return result;
    } catch (error) {
      // Refused before or around the decision (malformed, stale id reuse, the database away).
      this.metrics.commands.inc({ game, outcome: 'refused', origin });
      if (error instanceof DomainError) this.metrics.rejections.inc({ game, code: error.code });
      throw error;
    } finally {
      this.metrics.commandSeconds.observe({ game }, (performance.now() - started) / 1000);
    }
  }

  /**
   * Appends events decided outside a seat command (create, join) with the same retry rule:
   * `decide` is re-run on a fresh state after a version conflict.
   */
  async appendWithRetry(
    matchId: string,
    decide: (match: LoadedMatch) => AppendRequest,
    onDuplicate: (entry: LedgerEntry) => never,
  ): Promise<{ match: LoadedMatch; entry: LedgerEntry }> {
    for (let attempt = 1; ; attempt += 1) {
      const loaded = await this.loader.load(matchId);
      if (!loaded) throw DomainError.of('UNKNOWN_MATCH', `no match ${matchId}`);
      const request = decide(loaded);
      try {
        const out = await this.store.append({ ...request, expectedVersion: loaded.state.match.version });
        if (out.kind === 'duplicate') return onDuplicate(out.entry);
        return { match: this.afterAppend(loaded, out.events, request.events), entry: out.entry };
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
    const receivedAt = new Date(input.arrivedAt ?? Date.now());
    let confirmed = false;
    for (let attempt = 1; ;) {
      const cached: LoadedMatch | undefined = confirmed ? undefined : this.loader.cached(input.matchId);
      const loaded = cached ?? (await this.loader.load(input.matchId));
      // From here on, `confirmed` says whether `loaded` came from the store; a refusal on a cached
      // state sets it and goes round once more on the store's state.
      confirmed = cached === undefined;
      if (!loaded) throw DomainError.of('UNKNOWN_MATCH', `no match ${input.matchId}`);
      const { def, state, seed } = loaded;
      const version = state.match.version;
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
      const decided = decideCommand(def, state, { seat: input.seat, origin, payload: command, expectedSeq: input.expectedSeq }, seed);
      if (isRejection(decided)) {
        if (!confirmed) {
          confirmed = true;
          continue;
        }
        if (UNRECORDED_REFUSALS.has(decided.code)) throw DomainError.fromRejection(decided, 'malformed');
        return this.withReceipt(loaded, firstOutcome(await this.store.recordRejection(record, version, decided), command));
      }
      const events: NewEvent[] = decided;
      try {
        const out = await this.store.append({ expectedVersion: version, expectedHash: loaded.headHash, command: record, events });
        if (out.kind === 'duplicate') return this.withReceipt(loaded, firstOutcome(out.entry, command));
        const after = this.afterAppend(loaded, out.events, decided);
        return this.withReceipt(after, fromEntry(out.entry));
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

  /**
   * Adds the receipt at the result's seq. After an append (the hot path) the hash of that seq is
   * the new head, already known; only a retried command answered from the ledger reads it.
   */
  private async withReceipt(match: LoadedMatch, result: Unreceipted): Promise<CommandResult> {
    if (result.status === 'rejected') return result;
    const known = result.seq === match.state.match.version ? match.headHash : undefined;
    const hash = known ?? (await this.store.readStream(match.matchId, result.seq - 1, result.seq))[0]?.hash;
    if (hash === undefined) throw new Error(`match ${match.matchId} has no event ${result.seq}`);
    return { ...result, receipt: receiptOf(match.seed, match.matchId, result.seq, hash) };
  }

  /** Evolves the cached state, stores it on crossing a multiple of STATE_CACHE_EVERY, notifies. */
  private afterAppend(before: LoadedMatch, stored: readonly StoredEvent[], decided: readonly NewEvent[]): LoadedMatch {
    const state = foldServer(
      before.def,
      stored.map((e) => e.payload as Typed),
      before.state,
    );
    const after: LoadedMatch = { ...before, state, headHash: stored.at(-1)?.hash ?? before.headHash };
    this.loader.remember(after);
    const every = this.config.get('STATE_CACHE_EVERY');
    if (Math.floor(state.match.version / every) > Math.floor(before.state.match.version / every)) void this.loader.cacheState(after);
    if (stored.length > 0) this.hub.publish({ match: after, events: stored, causes: decidedCauses(decided) });
    return after;
  }
}

/** A result before its receipt is added (withReceipt). */
type Unreceipted = Exclude<CommandResult, { status: 'accepted' }> | Omit<Extract<CommandResult, { status: 'accepted' }>, 'receipt'>;

function fromEntry(entry: LedgerEntry): Unreceipted {
  if (entry.status === 'accepted') {
    return { status: 'accepted', commandId: entry.commandId, firstSeq: entry.firstSeq, lastSeq: entry.lastSeq, seq: entry.lastSeq ?? entry.decidedVersion };
  }
  const r = entry.rejection ?? { code: 'REJECTED', rule: null, message: 'rejected' };
  return { status: 'rejected', commandId: entry.commandId, code: r.code, rule: r.rule, message: r.message };
}

/** A command id seen before: the same command gets the first outcome; another command is refused. */
function firstOutcome(entry: LedgerEntry, command: Typed): Unreceipted {
  if (!sameStoredJson(entry.payload, command)) {
    throw DomainError.of('COMMAND_ID_REUSED', `command id ${entry.commandId} was already used for a different command`);
  }
  return fromEntry(entry);
}

function conflictExhausted(matchId: string): DomainError {
  return DomainError.of('VERSION_CONFLICT', `match ${matchId} kept changing under this command; retry`);
}

/** The causes the decider gave the appended events (DecidedEvent's `cause`), in order; null where one has none. */
export function decidedCauses(events: readonly NewEvent[]): (EventCause | null)[] {
  return events.map((e) => (e as { readonly cause?: EventCause }).cause ?? null);
}
