import { Injectable } from '@nestjs/common';
import { DataSource, type QueryRunner } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { MATCH_EVENTS_CHANNEL } from '../event-store/event-store.types';
import { isUniqueViolation } from '../event-store/errors';
import { GameRegistry } from '../matches/game-registry';
import { ApiError } from '../matches/api-error';
import { evolveServer, initialServerState, type ServerState } from '../matches/match-stream';
import { auditMatch, type AuditReport } from './core/audit';
import { ExportFormatError, parseExport } from './core/export-format';
import { upcastRecorded, type MatchRecord, type RecordedCommand, type RecordedEvent } from './core/record';
import { ReplayErrors } from './replay-errors';

export interface ImportResult {
  readonly matchId: string;
  readonly gameId: string;
  readonly events: number;
  readonly commands: number;
  readonly audit: AuditReport;
}

const ROWS_PER_INSERT = 500;

/**
 * Imports an export file as an archived match. The rows are stored exactly as exported (same match
 * id, seqs, timestamps and hashes), so the chain and the audit work the same on this server. Only
 * finished matches that audit clean are accepted; a finished match is read-only because the
 * pipeline refuses every command once `match.ended` is in the stream (MATCH_OVER).
 */
@Injectable()
export class ImportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly games: GameRegistry,
    private readonly config: AppConfig,
  ) {}

  async importText(text: string): Promise<ImportResult> {
    let file;
    try {
      file = parseExport(text);
    } catch (error) {
      if (error instanceof ExportFormatError) throw new ApiError(400, ReplayErrors.BAD_EXPORT_FILE, error.message);
      throw error;
    }
    const { record, header } = file;
    const def = this.games.get(header.gameId);
    if (!def) throw new ApiError(422, ReplayErrors.GAME_NOT_INSTALLED, `this server does not host "${header.gameId}"`);
    const audit = auditMatch(record, (id) => this.games.get(id));
    if (audit.status !== 'finished') throw new ApiError(422, ReplayErrors.MATCH_NOT_FINISHED, 'only finished matches can be imported');
    if (file.seed !== null && file.seed !== audit.seed) {
      throw new ApiError(422, ReplayErrors.IMPORT_AUDIT_FAILED, 'the seed line differs from the seed revealed in match.ended');
    }
    if (!audit.ok) {
      const failed = audit.checks.find((c) => c.status === 'failed');
      throw new ApiError(422, ReplayErrors.IMPORT_AUDIT_FAILED, `the file does not audit clean: ${failed ? `${failed.name} check failed at seq ${failed.firstBadSeq ?? '-'}: ${failed.detail}` : 'see the audit'}`);
    }

    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const exists = (await runner.query(`SELECT 1 FROM match_events WHERE match_id = $1 LIMIT 1`, [record.matchId])) as unknown[];
      if (exists.length > 0) throw new ApiError(409, ReplayErrors.MATCH_EXISTS, `match ${record.matchId} already exists here`);
      await insertEvents(runner, record);
      await insertCommands(runner, record.matchId, record.commands);
      await runner.query(`INSERT INTO match_secrets (match_id, seed) VALUES ($1, $2)`, [record.matchId, audit.seed]);
      await this.insertSnapshots(runner, record, def.rulesVersion, (state, e) => evolveServer(def, state, upcastRecorded(def, e)), initialServerState(def));
      await runner.query(`SELECT pg_notify($1, $2)`, [MATCH_EVENTS_CHANNEL, JSON.stringify({ matchId: record.matchId, lastSeq: record.events.length })]);
      await runner.commitTransaction();
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      if (isUniqueViolation(error)) throw new ApiError(409, ReplayErrors.MATCH_EXISTS, `match ${record.matchId} already exists here`);
      throw error;
    } finally {
      await runner.release();
    }
    return { matchId: record.matchId, gameId: header.gameId, events: record.events.length, commands: record.commands.length, audit };
  }

  /** Snapshots as the pipeline would have written them, so seeks on the archive stay bounded after restarts. */
  private async insertSnapshots(
    runner: QueryRunner,
    record: MatchRecord,
    rulesVersion: string,
    evolve: (state: ServerState, e: RecordedEvent) => ServerState,
    initial: ServerState,
  ): Promise<void> {
    const every = this.config.get('SNAPSHOT_EVERY');
    let state = initial;
    for (const e of record.events) {
      state = evolve(state, e);
      if (state.match.version % every === 0) {
        await runner.query(`INSERT INTO match_snapshots (match_id, rules_version, version, state) VALUES ($1, $2, $3, $4::jsonb) ON CONFLICT DO NOTHING`, [
          record.matchId,
          rulesVersion,
          state.match.version,
          JSON.stringify(state),
        ]);
      }
    }
  }
}

async function insertEvents(runner: QueryRunner, record: MatchRecord): Promise<void> {
  for (let i = 0; i < record.events.length; i += ROWS_PER_INSERT) {
    const params: unknown[] = [];
    const p = (v: unknown) => `$${params.push(v)}`;
    const tuples = record.events.slice(i, i + ROWS_PER_INSERT).map((e) => {
      const a = e.actor;
      return `(${[
        p(record.matchId),
        p(e.seq),
        p(e.type),
        p(e.schemaVersion),
        `${p(JSON.stringify(e.payload))}::jsonb`,
        `${p(JSON.stringify(e.visibility))}::jsonb`,
        p(e.commandId),
        p(a.kind),
        p(a.kind === 'seat' ? a.seat : null),
        p(a.kind === 'system' ? a.reason : null),
        p(new Date(e.recordedAt)),
        p(e.prevHash),
        p(e.hash),
      ].join(', ')})`;
    });
    await runner.query(
      `INSERT INTO match_events (match_id, seq, type, schema_version, payload, visibility, command_id,
                                 actor_kind, actor_seat, actor_reason, recorded_at, prev_hash, hash)
       VALUES ${tuples.join(', ')}`,
      params,
    );
  }
}

async function insertCommands(runner: QueryRunner, matchId: string, commands: readonly RecordedCommand[]): Promise<void> {
  // One row at a time keeps the ledger's identity order equal to the file's (arrival) order.
  for (const c of commands) {
    await runner.query(
      `INSERT INTO match_commands (match_id, actor, command_id, kind, seat, origin, payload, received_at, decided_version,
                                   status, rejection_code, rejection_rule, rejection_message, first_seq, last_seq)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        matchId,
        c.actor,
        c.commandId,
        c.kind,
        c.seat,
        c.origin,
        JSON.stringify(c.payload ?? null),
        new Date(c.receivedAt),
        c.decidedVersion,
        c.status,
        c.rejection?.code ?? null,
        c.rejection?.rule ?? null,
        c.rejection?.message ?? null,
        c.firstSeq,
        c.lastSeq,
      ],
    );
  }
}
