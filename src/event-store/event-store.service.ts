import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource, type QueryRunner } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { Rejection } from '../engine/rejection';
import { canonicalJson } from '../engine/canonical-json';
import { VersionConflictError, isUniqueViolation } from './errors';
import { AppendNotifier } from './append-notifier';
import { APPEND_ONE_STATEMENT, APPEND_ONE_STATEMENT_NAME, appendOneParams, type AppendOneResult } from './append-statement';
import { actorColumns, chainRows } from './chain-rows';
import { corkedQuery } from './corked-query';
import { GENESIS_HASH, eventHash } from './hash-chain';
import {
  MATCH_EVENTS_CHANNEL,
  type Actor,
  type AppendOutcome,
  type ChainVerification,
  type CommandRecord,
  type LedgerEntry,
  type NewEvent,
  type StoredEvent,
} from './event-store.types';

export interface AppendInput {
  readonly expectedVersion: number;
  readonly command: CommandRecord;
  readonly events: readonly NewEvent[];
  /** Extra writes that must commit or fail with the events (seat token, seed secret). */
  readonly alsoInTransaction?: (runner: QueryRunner) => Promise<void>;
  /**
   * The hash of event `expectedVersion` as the caller knows it (its cached head). With it, the
   * append is one statement (see append-statement.ts); without it, a transaction that reads the head.
   */
  readonly expectedHash?: string;
}

/**
 * The append-only event store (DESIGN §4). One call to `append` is one transaction: claim the
 * command id, check the expected version, insert the events with their hash chain; after the
 * commit, NOTIFY (batched, see append-notifier.ts).
 * The `(match_id, seq)` primary key is the final arbiter between concurrent writers.
 */
@Injectable()
export class EventStore implements BeforeApplicationShutdown {
  private readonly notifier: AppendNotifier;

  constructor(private readonly dataSource: DataSource) {
    this.notifier = new AppendNotifier(dataSource);
  }

  /** The last wake-ups go out before the database connection closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.notifier.drain();
  }

  async append(input: AppendInput): Promise<AppendOutcome> {
    const { expectedHash, expectedVersion, events } = input;
    const oneStatement = expectedHash !== undefined && expectedVersion > 0 && events.length > 0 && !input.alsoInTransaction;
    const out = oneStatement ? await this.appendInOneStatement(input, expectedHash) : await this.appendInTransaction(input);
    const lastSeq = out.kind === 'appended' ? out.entry.lastSeq : null;
    if (lastSeq !== null) this.notifier.announce({ matchId: input.command.matchId, lastSeq });
    return out;
  }

  /** The hot path: one round trip (version check, ledger claim and events in one statement). */
  private async appendInOneStatement(input: AppendInput, headHash: string): Promise<AppendOutcome> {
    const { command, expectedVersion, events } = input;
    const matchId = command.matchId;
    const entry = acceptedEntry(command, expectedVersion, events.length);
    const rows = chainRows(matchId, command.commandId, expectedVersion, headHash, events, new Date());
    let result: AppendOneResult | undefined;
    try {
      // A named (prepared) statement: planned once per connection instead of at every command.
      [result] = await corkedQuery<AppendOneResult>(this.pool(), { name: APPEND_ONE_STATEMENT_NAME, text: APPEND_ONE_STATEMENT, values: appendOneParams(entry, headHash, rows) });
    } catch (error) {
      if (isUniqueViolation(error, 'match_events_pkey')) throw new VersionConflictError(matchId, expectedVersion, null);
      throw error;
    }
    if (!result?.guard_ok) throw new VersionConflictError(matchId, expectedVersion, null);
    if (result.claimed === 0) return { kind: 'duplicate', entry: await this.requireCommand(matchId, command.actor, command.commandId) };
    const positions = new Map(result.inserted.map((r) => [r.seq, r.position]));
    return { kind: 'appended', entry, events: rows.map((r) => ({ ...r, globalPosition: positions.get(r.seq) ?? '0' })) };
  }

  /** The driver's pg pool (TypeORM's `query` cannot name a statement). */
  private pool(): Pool {
    return (this.dataSource.driver as PostgresDriver).master as Pool;
  }

  private async appendInTransaction(input: AppendInput): Promise<AppendOutcome> {
    const { command, expectedVersion, events } = input;
    const matchId = command.matchId;
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const entry = acceptedEntry(command, expectedVersion, events.length);
      // Claim the command id first: a concurrent duplicate blocks here until the first commits,
      // then finds the row and reports the original outcome instead of applying twice.
      if (!(await this.claim(runner, entry))) {
        await runner.rollbackTransaction();
        return { kind: 'duplicate', entry: await this.requireCommand(matchId, command.actor, command.commandId) };
      }
      const head = (await runner.query(
        `SELECT seq, hash FROM match_events WHERE match_id = $1 ORDER BY seq DESC LIMIT 1`,
        [matchId],
      )) as { seq: number; hash: string }[];
      const actualVersion = head[0]?.seq ?? 0;
      if (actualVersion !== expectedVersion) {
        await runner.rollbackTransaction();
        throw new VersionConflictError(matchId, expectedVersion, actualVersion);
      }
      const stored = await this.insertEvents(runner, matchId, command.commandId, expectedVersion, head[0]?.hash ?? GENESIS_HASH, events);
      if (input.alsoInTransaction) await input.alsoInTransaction(runner);
      await runner.commitTransaction();
      return { kind: 'appended', entry, events: stored };
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      if (isUniqueViolation(error, 'match_events_pkey')) throw new VersionConflictError(matchId, expectedVersion, null);
      throw error;
    } finally {
      await runner.release();
    }
  }

  /** Records a refused command (it changes nothing). A retry with the same id gets the first outcome. */
  async recordRejection(command: CommandRecord, decidedVersion: number, rejection: Rejection): Promise<LedgerEntry> {
    const entry: LedgerEntry = {
      ...command,
      decidedVersion,
      status: 'rejected',
      rejection: { code: rejection.code, rule: rejection.rule, message: rejection.message },
      firstSeq: null,
      lastSeq: null,
    };
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      if (await this.claim(runner, entry)) return entry;
    } finally {
      await runner.release();
    }
    return this.requireCommand(command.matchId, command.actor, command.commandId);
  }

  async findCommand(matchId: string, actor: string, commandId: string): Promise<LedgerEntry | null> {
    const rows = (await this.dataSource.query(
      `SELECT * FROM match_commands WHERE match_id = $1 AND actor = $2 AND command_id = $3`,
      [matchId, actor, commandId],
    )) as LedgerRow[];
    return rows[0] ? toLedgerEntry(rows[0]) : null;
  }

  /** The ledger of a match in arrival order (accepted and rejected). */
  async commands(matchId: string): Promise<LedgerEntry[]> {
    const rows = (await this.dataSource.query(`SELECT * FROM match_commands WHERE match_id = $1 ORDER BY id`, [matchId])) as LedgerRow[];
    return rows.map(toLedgerEntry);
  }

  /** Events with `afterSeq < seq <= toSeq`, in order. */
  async readStream(matchId: string, afterSeq = 0, toSeq = 2_147_483_647): Promise<StoredEvent[]> {
    const rows = (await this.dataSource.query(
      `SELECT * FROM match_events WHERE match_id = $1 AND seq > $2 AND seq <= $3 ORDER BY seq`,
      [matchId, afterSeq, toSeq],
    )) as EventRow[];
    return rows.map(toStoredEvent);
  }

  async version(matchId: string): Promise<number> {
    const rows = (await this.dataSource.query(`SELECT coalesce(max(seq), 0) AS v FROM match_events WHERE match_id = $1`, [matchId])) as {
      v: number;
    }[];
    return Number(rows[0]?.v ?? 0);
  }

  async exists(matchId: string): Promise<boolean> {
    const rows = (await this.dataSource.query(`SELECT 1 FROM match_events WHERE match_id = $1 AND seq = 1`, [matchId])) as unknown[];
    return rows.length > 0;
  }

  /**
   * Recomputes the chain from the stored columns: seqs are 1..n without gaps, every `prev_hash`
   * is the previous `hash`, and every `hash` matches its row. Names the first bad seq.
   */
  async verifyChain(matchId: string): Promise<ChainVerification> {
    const events = await this.readStream(matchId);
    let prev = GENESIS_HASH;
    for (let i = 0; i < events.length; i += 1) {
      const e = events[i] as StoredEvent;
      if (e.seq !== i + 1) return { ok: false, firstBadSeq: i + 1, reason: `seq ${i + 1} is missing` };
      if (e.prevHash !== prev) return { ok: false, firstBadSeq: e.seq, reason: 'prev_hash does not match the previous event' };
      if (eventHash(e.prevHash, e) !== e.hash) return { ok: false, firstBadSeq: e.seq, reason: 'hash does not match the stored event' };
      prev = e.hash;
    }
    return { ok: true, events: events.length };
  }

  private async claim(runner: QueryRunner, e: LedgerEntry): Promise<boolean> {
    const rows = (await runner.query(
      `INSERT INTO match_commands (match_id, actor, command_id, kind, seat, origin, payload, received_at, decided_version,
                                   status, rejection_code, rejection_rule, rejection_message, first_seq, last_seq)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14, $15)
       ON CONFLICT (match_id, actor, command_id) DO NOTHING
       RETURNING id`,
      [
        e.matchId,
        e.actor,
        e.commandId,
        e.kind,
        e.seat,
        e.origin,
        JSON.stringify(e.payload ?? null),
        e.receivedAt,
        e.decidedVersion,
        e.status,
        e.rejection?.code ?? null,
        e.rejection?.rule ?? null,
        e.rejection?.message ?? null,
        e.firstSeq,
        e.lastSeq,
      ],
    )) as unknown[];
    return rows.length === 1;
  }

  private async requireCommand(matchId: string, actor: string, commandId: string): Promise<LedgerEntry> {
    const found = await this.findCommand(matchId, actor, commandId);
    if (!found) throw new Error(`command ${commandId} of ${actor} on ${matchId} vanished`);
    return found;
  }

  private async insertEvents(
    runner: QueryRunner,
    matchId: string,
    commandId: string,
    version: number,
    headHash: string,
    events: readonly NewEvent[],
  ): Promise<StoredEvent[]> {
    if (events.length === 0) return [];
    const rows = chainRows(matchId, commandId, version, headHash, events, new Date());
    const params: unknown[] = [];
    const tuples = rows.map((r) => {
      const p = (v: unknown) => `$${params.push(v)}`;
      const actor = actorColumns(r);
      return `(${[
        p(r.matchId),
        p(r.seq),
        p(r.type),
        p(r.schemaVersion),
        `${p(JSON.stringify(r.payload))}::jsonb`,
        `${p(JSON.stringify(r.visibility))}::jsonb`,
        p(r.commandId),
        p(actor.actor_kind),
        p(actor.actor_seat),
        p(actor.actor_reason),
        p(r.recordedAt),
        p(r.prevHash),
        p(r.hash),
      ].join(', ')})`;
    });
    const inserted = (await runner.query(
      `INSERT INTO match_events (match_id, seq, type, schema_version, payload, visibility, command_id,
                                 actor_kind, actor_seat, actor_reason, recorded_at, prev_hash, hash)
       VALUES ${tuples.join(', ')}
       RETURNING seq, global_position`,
      params,
    )) as { seq: number; global_position: string }[];
    const positions = new Map(inserted.map((r) => [r.seq, String(r.global_position)]));
    return rows.map((r) => ({ ...r, globalPosition: positions.get(r.seq) ?? '0' }));
  }
}

interface EventRow {
  match_id: string;
  seq: number;
  global_position: string;
  type: string;
  schema_version: number;
  payload: unknown;
  visibility: StoredEvent['visibility'];
  command_id: string | null;
  actor_kind: 'seat' | 'system';
  actor_seat: number | null;
  actor_reason: string | null;
  recorded_at: Date;
  prev_hash: string;
  hash: string;
}

export function toStoredEvent(r: EventRow): StoredEvent {
  const actor: Actor = r.actor_kind === 'seat' ? { kind: 'seat', seat: Number(r.actor_seat) } : { kind: 'system', reason: String(r.actor_reason) };
  return {
    matchId: r.match_id,
    seq: r.seq,
    globalPosition: String(r.global_position),
    type: r.type,
    schemaVersion: r.schema_version,
    payload: r.payload,
    visibility: r.visibility,
    commandId: r.command_id,
    actor,
    recordedAt: r.recorded_at,
    prevHash: r.prev_hash,
    hash: r.hash,
  };
}

interface LedgerRow {
  match_id: string;
  actor: string;
  command_id: string;
  kind: LedgerEntry['kind'];
  seat: number | null;
  origin: LedgerEntry['origin'];
  payload: unknown;
  received_at: Date;
  decided_version: number;
  status: LedgerEntry['status'];
  rejection_code: string | null;
  rejection_rule: string | null;
  rejection_message: string | null;
  first_seq: number | null;
  last_seq: number | null;
}

function toLedgerEntry(r: LedgerRow): LedgerEntry {
  return {
    matchId: r.match_id,
    actor: r.actor,
    commandId: r.command_id,
    kind: r.kind,
    seat: r.seat,
    origin: r.origin,
    payload: r.payload,
    receivedAt: r.received_at,
    decidedVersion: r.decided_version,
    status: r.status,
    rejection: r.rejection_code ? { code: r.rejection_code, rule: r.rejection_rule, message: r.rejection_message ?? '' } : null,
    firstSeq: r.first_seq,
    lastSeq: r.last_seq,
  };
}

function acceptedEntry(command: CommandRecord, expectedVersion: number, eventCount: number): LedgerEntry {
  const firstSeq = eventCount > 0 ? expectedVersion + 1 : null;
  const lastSeq = eventCount > 0 ? expectedVersion + eventCount : null;
  return { ...command, decidedVersion: expectedVersion, status: 'accepted', rejection: null, firstSeq, lastSeq };
}

/** True when two command payloads are the same JSON (the ledger stores them as jsonb). */
export function samePayload(a: unknown, b: unknown): boolean {
  return canonicalJson(a ?? null) === canonicalJson(JSON.parse(JSON.stringify(b ?? null)));
}
