import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { Rejection } from '../engine/rejection';
import {
  APPEND_BATCH_STATEMENT,
  APPEND_BATCH_STATEMENT_NAME,
  appendBatchParams,
  batchOutcomes,
  type BatchedAppend,
  type BatchedOutcome,
  type BatchRow,
} from './append-batch';
import { headSql } from './append-rows';
import { APPEND_ONE_STATEMENT, APPEND_ONE_STATEMENT_NAME, appendOneParams, type AppendOneResult } from './append-statement';
import { chainRows } from './chain-rows';
import { corkedQuery } from './corked-query';
import { SeatTakenError, VersionConflictError, isUniqueViolation } from './errors';
import { insertEventRows } from './event-rows';
import type { AppendOutcome, CommandRecord, LedgerEntry, MatchSecret, NewEvent, SeatTokenGrant } from './event-store.types';
import type { AppendGroupCommit } from './append-options';
import { GroupCommit } from './group-commit';
import { GENESIS_HASH } from './hash-chain';
import { acceptedEntry, findLedgerEntry, insertLedgerEntry, rejectedEntry } from './ledger';
import { insertSeatToken, insertSecret } from './match-secrets';

/** What an append writes: the command, its events, and the secrets that must commit with them. */
export interface AppendRequest {
  readonly command: CommandRecord;
  readonly events: readonly NewEvent[];
  /** With `match.created`: the match's seed, stored outside the stream in the same transaction. */
  readonly secret?: MatchSecret;
  /** With a person's `seat.claimed`: the seat token's hash, in the same transaction. */
  readonly seatToken?: SeatTokenGrant;
}

export interface AppendInput extends AppendRequest {
  readonly expectedVersion: number;
  /**
   * The hash of event `expectedVersion` as the caller knows it (its cached head). With it, the
   * append is one statement (see append-statement.ts); without it, a transaction that reads the head.
   */
  readonly expectedHash?: string;
}

/** Which write an append took: batched with others, its own statement, or a transaction. */
export type AppendPath = 'group-commit' | 'one-statement' | 'transaction';

/** Told of every append that committed: which path, how long until the commit, how many events. */
export type AppendObserver = (path: AppendPath, seconds: number, events: number) => void;

export interface AppenderOptions {
  /** Hot-path appends of different matches share round trips and commits; null: one commit each. */
  readonly groupCommit: AppendGroupCommit | null;
  readonly observe?: AppendObserver;
  /** Told of the size of every batch sent. */
  readonly observeBatch?: (size: number) => void;
}

/**
 * The writes of one command: the hot path (with the cached head: batched with other matches'
 * commands in one statement, or one statement of its own), the transaction that reads the head
 * (and writes a seed or a seat token), and recorded rejections.
 */
export class Appender {
  private readonly batcher: GroupCommit<BatchedAppend, BatchedOutcome> | null;
  private readonly observe: AppendObserver;

  constructor(
    private readonly dataSource: DataSource,
    options: AppenderOptions,
  ) {
    this.observe = options.observe ?? (() => undefined);
    const group = options.groupCommit;
    this.batcher =
      group && new GroupCommit((batch) => this.sendBatch(batch), { ...group, maxInFlight: group.maxInFlight ?? poolSizeOf(dataSource) }, options.observeBatch);
  }

  async append(input: AppendInput): Promise<AppendOutcome> {
    const { expectedHash, expectedVersion, events } = input;
    const withSecrets = input.secret !== undefined || input.seatToken !== undefined;
    const hot = expectedHash !== undefined && expectedVersion > 0 && events.length > 0 && !withSecrets;
    const path: AppendPath = !hot ? 'transaction' : this.batcher ? 'group-commit' : 'one-statement';
    const started = performance.now();
    const out = await this.byPath[path](input, expectedHash ?? GENESIS_HASH);
    if (out.kind === 'appended') this.observe(path, (performance.now() - started) / 1000, events.length);
    return out;
  }

  private readonly byPath: { [P in AppendPath]: (input: AppendInput, headHash: string) => Promise<AppendOutcome> } = {
    'group-commit': (input, headHash) => this.batched(input, headHash),
    'one-statement': (input, headHash) => this.inOneStatement(input, headHash),
    transaction: (input) => this.inTransaction(input),
  };

  /** The hot path with group commit: this command rides in the next batch (see group-commit.ts). */
  private async batched(input: AppendInput, headHash: string): Promise<AppendOutcome> {
    const { command, expectedVersion, events } = input;
    const entry = acceptedEntry(command, expectedVersion, events.length);
    const rows = chainRows(command.matchId, command.commandId, expectedVersion, headHash, events, new Date());
    const out = await (this.batcher as GroupCommit<BatchedAppend, BatchedOutcome>).submit({ entry, headHash, rows });
    return this.answer({ entry, headHash, rows }, out);
  }

  /** What the caller is told of one written command: its events, a duplicate's first outcome, or a conflict. */
  private async answer({ entry, rows }: BatchedAppend, out: BatchedOutcome): Promise<AppendOutcome> {
    switch (out.outcome) {
      case 'conflict':
        throw new VersionConflictError(entry.matchId, entry.decidedVersion, null);
      case 'duplicate':
        return { kind: 'duplicate', entry: await this.requireCommand(entry) };
      case 'appended':
        return { kind: 'appended', entry, events: rows.map((r) => ({ ...r, globalPosition: out.position })) };
    }
  }

  /**
   * A batch of one (an unloaded server) is its own statement, which costs PostgreSQL less than
   * the batch function; larger batches go to `append_commands`.
   */
  private async sendBatch(batch: readonly BatchedAppend[]): Promise<BatchedOutcome[]> {
    const [only] = batch;
    if (batch.length === 1 && only) return [await this.writeOne(only)];
    const rows = await corkedQuery<BatchRow>(this.pool(), {
      name: APPEND_BATCH_STATEMENT_NAME,
      text: APPEND_BATCH_STATEMENT,
      values: appendBatchParams(batch),
    });
    return batchOutcomes(batch.length, rows);
  }

  /** Records a refused command (it changes nothing). A retry with the same id gets the first outcome. */
  async recordRejection(command: CommandRecord, decidedVersion: number, rejection: Rejection): Promise<LedgerEntry> {
    const entry = rejectedEntry(command, decidedVersion, rejection);
    if (await insertLedgerEntry(this.dataSource, entry)) return entry;
    return this.requireCommand(command);
  }

  /** The hot path without group commit: one round trip (version check, ledger claim and events in one statement). */
  private async inOneStatement(input: AppendInput, headHash: string): Promise<AppendOutcome> {
    const { command, expectedVersion, events } = input;
    const entry = acceptedEntry(command, expectedVersion, events.length);
    const rows = chainRows(command.matchId, command.commandId, expectedVersion, headHash, events, new Date());
    return this.answer({ entry, headHash, rows }, await this.writeOne({ entry, headHash, rows }));
  }

  /**
   * One command in one statement (APPEND_ONE_STATEMENT). It takes no stream lock: a concurrent
   * writer of the same match (another instance) makes the `(match_id, first_seq)` key fail, which
   * is a conflict here, and at worst a whole batch elsewhere, whose commands are then sent one by
   * one.
   */
  private async writeOne({ entry, headHash, rows }: BatchedAppend): Promise<BatchedOutcome> {
    let result: AppendOneResult | undefined;
    try {
      // A named (prepared) statement: planned once per connection instead of at every command.
      [result] = await corkedQuery<AppendOneResult>(this.pool(), {
        name: APPEND_ONE_STATEMENT_NAME,
        text: APPEND_ONE_STATEMENT,
        values: appendOneParams(entry, headHash, rows),
      });
    } catch (error) {
      if (isUniqueViolation(error, 'match_appends_pkey')) return { outcome: 'conflict' };
      throw error;
    }
    if (!result?.guard_ok) return { outcome: 'conflict' };
    if (result.claimed === 0) return { outcome: 'duplicate' };
    return { outcome: 'appended', position: result.position ?? '0' };
  }

  /** The driver's pg pool (TypeORM's `query` cannot name a statement). */
  private pool(): Pool {
    return (this.dataSource.driver as PostgresDriver).master as Pool;
  }

  private async inTransaction(input: AppendInput): Promise<AppendOutcome> {
    const { command, expectedVersion, events } = input;
    const matchId = command.matchId;
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      // The stream's lock, as the batched append takes it: a batch then never meets this
      // transaction's rows uncommitted (which would abort the whole batch).
      await runner.query(`SELECT pg_advisory_xact_lock(hashtextextended($1::text, 0))`, [matchId]);
      const entry = acceptedEntry(command, expectedVersion, events.length);
      // Claim the command id first: a concurrent duplicate blocks here until the first commits,
      // then finds the row and reports the original outcome instead of applying twice.
      if (!(await insertLedgerEntry(runner, entry))) {
        await runner.rollbackTransaction();
        return { kind: 'duplicate', entry: await this.requireCommand(command) };
      }
      const head = (await runner.query(headSql('$1::uuid'), [matchId])) as {
        seq: number;
        hash: string;
      }[];
      const actualVersion = head[0]?.seq ?? 0;
      if (actualVersion !== expectedVersion) {
        await runner.rollbackTransaction();
        throw new VersionConflictError(matchId, expectedVersion, actualVersion);
      }
      const rows = chainRows(matchId, command.commandId, expectedVersion, head[0]?.hash ?? GENESIS_HASH, events, new Date());
      const stored = await insertEventRows(runner, rows);
      if (input.secret) await insertSecret(runner, matchId, input.secret);
      if (input.seatToken) await insertSeatToken(runner, matchId, input.seatToken);
      await runner.commitTransaction();
      return { kind: 'appended', entry, events: stored };
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      if (isUniqueViolation(error, 'match_appends_pkey')) throw new VersionConflictError(matchId, expectedVersion, null);
      if (input.seatToken && isUniqueViolation(error, 'seat_tokens_pkey')) throw new SeatTakenError(matchId, input.seatToken.seat);
      throw error;
    } finally {
      await runner.release();
    }
  }

  private async requireCommand(command: CommandRecord): Promise<LedgerEntry> {
    const found = await findLedgerEntry(this.dataSource, command.matchId, command.actor, command.commandId);
    if (!found) throw new Error(`command ${command.commandId} of ${command.actor} on ${command.matchId} vanished`);
    return found;
  }
}

/** The connections of the store's pool (TypeORM's `poolSize`, pg's default of 10 when unset). */
function poolSizeOf(dataSource: DataSource): number {
  return (dataSource.options as { readonly poolSize?: number }).poolSize ?? 10;
}
