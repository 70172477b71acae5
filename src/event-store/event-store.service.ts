import { Inject, Injectable, Optional, type BeforeApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Rejection } from '../engine/rejection';
import { Metrics } from '../metrics/metrics.service';
import { AppendNotifier } from './append-notifier';
import { Appender, type AppendInput } from './append';
import { APPEND_OPTIONS, DEFAULT_APPEND_OPTIONS, type AppendOptions } from './append-options';
import { headSql, streamEventRows, streamRowsSql, type StreamRow } from './append-rows';
import { toStoredEvents } from './event-rows';
import { readCachedStateTail, type CachedStateTail } from './cached-state-tail';
import type {
  AppendOutcome,
  ChainVerification,
  CommandRecord,
  ImportOutcome,
  LedgerEntry,
  StoredEvent,
  StreamHead,
  StreamImport,
  StreamOutline,
  StepLookup,
  StepTarget,
  StoredStep,
} from './event-store.types';
import { GlobalLog } from './global-log';
import { checkChain } from './hash-chain';
import { acceptedBetween, findLedgerEntry, ledgerOf } from './ledger';
import { MatchImports } from './match-imports';
import { MatchSecrets } from './match-secrets';
import { keepOutline, readOutline } from './outlines';
import { keepStepIndex, lookUpStep, type StepUnitName } from './step-index';
import { MAX_SEQ, type Queryable } from './queryable';
import { routedReader } from './read-route';
import { StateCache } from './state-cache';
import { streamFingerprint } from './stream-fingerprint';
import { streamJson, type StreamJson } from './stream-json';
import { importStream } from './stream-import';

export type { AppendInput, AppendRequest } from './append';

/**
 * The owner of every table of a match stream: events, command ledger, state cache, the seed and the
 * seat tokens. Nothing else in the server writes SQL against them. Appends and imports are one
 * transaction each; after the commit, NOTIFY (batched, see append-notifier.ts). The event log is
 * one row per append (append-rows.ts); its `(match_id, first_seq)` primary key is the final
 * arbiter between concurrent writers.
 *
 * The parts by purpose: appends and rejections (append.ts), imports (stream-import.ts), the
 * single-stream reads below, `stateCache`, `secrets` (seed and seat tokens) and `log` (reads across
 * streams, for projections and start-up scans).
 */
@Injectable()
export class EventStore implements BeforeApplicationShutdown {
  readonly stateCache: StateCache;
  readonly secrets: MatchSecrets;
  /** Which streams were imported, and when (by this server's clock). */
  readonly imports: MatchImports;
  readonly log: GlobalLog;
  private readonly appender: Appender;
  private readonly notifier: AppendNotifier;

  constructor(
    private readonly dataSource: DataSource,
    @Optional() metrics?: Metrics,
    @Optional() @Inject(APPEND_OPTIONS) options: AppendOptions = DEFAULT_APPEND_OPTIONS,
  ) {
    this.appender = new Appender(dataSource, {
      groupCommit: options.groupCommit,
      observe: (path, seconds, events) => {
        metrics?.appendSeconds.observe({ path }, seconds);
        metrics?.appendEvents.observe(events);
      },
      observeBatch: (size) => metrics?.appendBatchCommands.observe(size),
    });
    this.notifier = new AppendNotifier(dataSource);
    this.stateCache = new StateCache(dataSource, () => this.reads());
    this.secrets = new MatchSecrets(dataSource);
    this.imports = new MatchImports(() => this.reads());
    this.log = new GlobalLog(dataSource);
  }

  /** Where single-stream reads go: the primary, or a read replica inside `ReadReplica.read` (read-route.ts). */
  private reads(): Queryable {
    return routedReader(this.dataSource);
  }

  /** The last wake-ups go out before the database connection closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.notifier.drain();
  }

  /** Claims the command id, checks the expected version, inserts the chained events (and the seed or seat token). */
  async append(input: AppendInput): Promise<AppendOutcome> {
    const out = await this.appender.append(input);
    if (out.kind === 'appended' && out.entry.lastSeq !== null) this.notifier.announce({ matchId: input.command.matchId, lastSeq: out.entry.lastSeq });
    return out;
  }

  /** Records a refused command (it changes nothing). A retry with the same id gets the first outcome. */
  recordRejection(command: CommandRecord, decidedVersion: number, rejection: Rejection): Promise<LedgerEntry> {
    return this.appender.recordRejection(command, decidedVersion, rejection);
  }

  /** Stores a recorded stream (an export of another server) as it was recorded. */
  async importStream(input: StreamImport): Promise<ImportOutcome> {
    const out = await importStream(this.dataSource, input);
    if (out.kind === 'imported' && out.events > 0) this.notifier.announce({ matchId: input.matchId, lastSeq: out.events });
    return out;
  }

  findCommand(matchId: string, actor: string, commandId: string): Promise<LedgerEntry | null> {
    return findLedgerEntry(this.reads(), matchId, actor, commandId);
  }

  /** The ledger of a match in arrival order (accepted and rejected). */
  commands(matchId: string): Promise<LedgerEntry[]> {
    return ledgerOf(this.reads(), matchId);
  }

  /** The accepted commands whose events overlap seqs (`afterSeq`, `toSeq`], in seq order (what explains those events). */
  commandsBetween(matchId: string, afterSeq: number, toSeq: number): Promise<LedgerEntry[]> {
    return acceptedBetween(this.reads(), matchId, afterSeq, toSeq);
  }

  /** Events with `afterSeq < seq <= toSeq`, in order. */
  async readStream(matchId: string, afterSeq = 0, toSeq = MAX_SEQ): Promise<StoredEvent[]> {
    // From `afterSeq` itself: that event's hash is the next one's previous hash (event-rows.ts).
    const rows = (await this.reads().query(`${streamRowsSql('$1::uuid', '$2::int', '$3::int')} ORDER BY first_seq`, [matchId, afterSeq, toSeq])) as StreamRow[];
    return toStoredEvents(streamEventRows(rows, afterSeq, toSeq), afterSeq);
  }

  /**
   * The nearest cached state at or below `atOrBelow` newer than `floor`, and the events after it (after
   * `floor` without one) up to `to`, in one statement (cached-state-tail.ts).
   */
  cachedStateTail(matchId: string, rulesVersion: string, range: { atOrBelow: number; floor: number; to: number }): Promise<CachedStateTail> {
    return readCachedStateTail(this.reads(), matchId, rulesVersion, range);
  }

  /** The newest event's seq, type, time and hash, or null when there is no such stream. */
  async head(matchId: string): Promise<StreamHead | null> {
    const rows = (await this.reads().query(headSql('$1::uuid'), [matchId])) as { seq: number; type: string; recorded_at: Date; hash: string }[];
    const row = rows[0];
    return row ? { seq: row.seq, type: row.type, recordedAt: new Date(row.recorded_at), hash: row.hash } : null;
  }

  /**
   * The match's `match.created`, `seat.claimed` and `match.ended` events in seq order, from its
   * summary row (kept with each append, migrations/1765300000002): one short row however long the
   * match. Empty when there is no such match.
   */
  async lifecycle(matchId: string): Promise<{ readonly seq: number; readonly type: string; readonly payload: unknown }[]> {
    const rows = (await this.reads().query(`SELECT lifecycle FROM match_summaries WHERE match_id = $1`, [matchId])) as {
      lifecycle: { seq: number; type: string; payload: unknown }[];
    }[];
    return rows[0]?.lifecycle ?? [];
  }

  /** A digest of every stored row of the match (events and ledger), or null when there is none (stream-fingerprint.ts). */
  fingerprint(matchId: string): Promise<string | null> {
    return streamFingerprint(this.reads(), matchId);
  }

  /** Events and ledger as JSON text rendered by PostgreSQL, or null when there is no such match (stream-json.ts). */
  recordJson(matchId: string): Promise<StreamJson | null> {
    return streamJson(this.reads(), matchId);
  }

  /**
   * The newest seq of each of `matchIds` (0 for a match without events), in ONE round trip: one
   * index probe per match on the primary key, never a scan of a stream. For polls over many
   * matches at once (the realtime feed's safety net), which would otherwise cost a query each.
   * (Two probes per match while some of its events are still in the old table: append-rows.ts.)
   */
  async versions(matchIds: readonly string[]): Promise<Map<string, number>> {
    if (matchIds.length === 0) return new Map();
    const rows = (await this.reads().query(
      `SELECT m.id::text AS id,
              coalesce((SELECT h.seq FROM (${headSql('m.id')}) h), 0) AS v
         FROM unnest($1::uuid[]) AS m(id)`,
      [matchIds],
    )) as { id: string; v: number }[];
    return new Map(rows.map((r) => [r.id, Number(r.v)]));
  }

  async version(matchId: string): Promise<number> {
    const rows = (await this.reads().query(`SELECT coalesce((SELECT h.seq FROM (${headSql('$1::uuid')}) h), 0) AS v`, [matchId])) as {
      v: number;
    }[];
    return Number(rows[0]?.v ?? 0);
  }

  async exists(matchId: string): Promise<boolean> {
    const rows = (await this.reads().query(
      `SELECT 1 FROM match_appends WHERE match_id = $1 AND first_seq = 1 UNION ALL SELECT 1 FROM match_events WHERE match_id = $1 AND seq = 1`,
      [matchId],
    )) as unknown[];
    return rows.length > 0;
  }

  /**
   * The types of the events after `afterSeq` and whether each continues the previous event's
   * command, packed into one row (a 10,000-event match is one short round trip instead of 10,000
   * rows; a finished match's outline is stored, see outlines.ts).
   */
  outline(matchId: string, afterSeq: number): Promise<StreamOutline> {
    return readOutline(this.reads(), matchId, afterSeq);
  }

  /** Stores the outline of a stream that ended at `finalSeq` (nothing can follow), for cold reads. */
  keepOutline(matchId: string, finalSeq: number): Promise<void> {
    return keepOutline(this.dataSource, matchId, finalSeq);
  }

  /**
   * Stores the step index of a stream that ended at `finalSeq` (one row per step and unit,
   * computed by replay), so that a cold seek reads one row; see step-index.ts.
   */
  keepStepIndex(matchId: string, finalSeq: number, units: Readonly<Record<StepUnitName, readonly StoredStep[]>>): Promise<void> {
    return keepStepIndex(this.dataSource, matchId, finalSeq, units);
  }

  /**
   * One step of a finished match's stored step index, or null when the match has none; with the
   * header, also match.created's payload and the import time, in the same round trip.
   */
  lookUpStep(matchId: string, unit: StepUnitName, target: StepTarget, withHeader = false): Promise<StepLookup | null> {
    return lookUpStep(this.reads(), matchId, unit, target, withHeader);
  }

  /**
   * Recomputes the chain from the stored columns: seqs are 1..n without gaps, every `prev_hash`
   * is the previous `hash`, and every `hash` matches its row. Names the first bad seq.
   */
  async verifyChain(matchId: string): Promise<ChainVerification> {
    return checkChain(await this.readStream(matchId));
  }
}
