import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, type QueryRunner } from 'typeorm';
import { TriggerCoalescer } from '../common/trigger-coalescer';
import { AppConfig } from '../config/app-config';
import { EventStore } from '../event-store/event-store.service';
import { LOG_START } from '../event-store/global-log';
import type { LogPosition } from '../event-store/event-store.types';
import { PgListener } from '../event-store/pg-listener.service';
import { applyLobbyEvent, lobbyRowOfSummary, type LobbyInput, type LobbyRow, type MatchTerms } from './lobby.fold';

const CHECKPOINT = 'lobby';
/** Only one instance projects at a time (others skip the batch); arbitrary constant key. */
const PROJECTOR_LOCK_KEY = 727_002;
const BATCH = 500;
/** Match summaries folded per read of a rebuild. */
const SUMMARY_PAGE = 1_000;
/** The event types the lobby folds with their payload (game events can be large and are only counted). */
export const LOBBY_PAYLOAD_TYPES = ['match.created', 'seat.claimed', 'match.ended'] as const;
/** `batch` result when another instance holds the lock. */
const BUSY = -1;
/**
 * The shortest pause between two catch-ups started by wake-ups: under load at most 10 runs a
 * second (four statements each; at 50 ms, 13 a second were 0.1 statements per Mansters bot
 * command), and the lobby at most this much later.
 */
const MIN_GAP_MS = 100;

/**
 * Keeps `lobby_matches` up to date from the global log with a checkpoint. Woken by pg NOTIFY (from
 * any instance) and by a poll as a safety net. Reads in (transaction id, global position) order and
 * only below the oldest running transaction, so an event committed late with a smaller position is
 * never skipped (the Emmett rule). Can be dropped and rebuilt from the log at any time.
 */
@Injectable()
export class LobbyProjector implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(LobbyProjector.name);
  private readonly unsubscribe: (() => void)[] = [];
  private poll: NodeJS.Timeout | null = null;
  /**
   * Under load every append wakes the projector: runs start at most every MIN_GAP_MS, so one batch
   * takes many events instead of a transaction per append (the lobby is eventually consistent anyway).
   */
  private readonly runs = new TriggerCoalescer<'lobby'>(
    async () => {
      await this.catchUp().finally(() => (this.lastEnd = Date.now()));
    },
    {
      before: () => pause(this.lastEnd + MIN_GAP_MS - Date.now()),
      onError: (_key, error) => this.logger.error(`lobby projection failed: ${String(error)}`),
    },
  );
  private lastEnd = 0;
  /** Set at shutdown: a catch-up stops between batches. */
  private stopping = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly listener: PgListener,
    private readonly store: EventStore,
  ) {}

  onApplicationBootstrap(): void {
    // The process's LISTEN connection (it reconnects by itself); after a reconnect, catch up on
    // whatever was appended while notifications could not arrive.
    this.unsubscribe.push(
      this.listener.onMatchEvents(() => this.kick()),
      this.listener.onReconnect(() => this.kick()),
    );
    const every = this.config.get('PROJECTION_POLL_MS');
    if (every > 0) this.poll = setInterval(() => this.kick(), every);
    this.kick();
  }

  /** Stops before the HTTP server and the database close (see EmbeddedPostgresLifecycle). */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.poll) clearInterval(this.poll);
    for (const off of this.unsubscribe) off();
    // A catch-up under way ends after its current batch (each batch commits its checkpoint, so
    // nothing is lost): shutdown does not wait for a whole backlog.
    this.stopping = true;
    await this.runs.stop();
  }

  /** Starts a catch-up unless one is running (then it runs once more after it). */
  kick(): void {
    this.runs.trigger('lobby');
  }

  /**
   * Applies every visible event after the checkpoint; returns how many were read. When another
   * instance holds the projector lock it leaves the work to it, unless `wait` is set.
   */
  async catchUp(options: { wait?: boolean } = {}): Promise<number> {
    let total = 0;
    for (;;) {
      if (this.stopping) return total;
      const n = await this.batch();
      if (n === BUSY) {
        if (!options.wait) return total;
        await new Promise((r) => setTimeout(r, 20));
        continue;
      }
      total += n;
      if (n < BATCH) return total;
    }
  }

  /**
   * Drops the read model and folds it again from one summary row per match (so a rebuild costs in
   * proportion to matches, not events), then follows the log from where those summaries were
   * taken. Returns the matches folded plus the events read after.
   */
  async rebuild(): Promise<number> {
    let matches = BUSY;
    while ((matches = await this.inLockedTransaction((q) => this.refold(q))) === BUSY) await new Promise((r) => setTimeout(r, 20));
    return matches + (await this.catchUp({ wait: true }));
  }

  /**
   * The lobby from the match summaries, in pages. The checkpoint is the oldest transaction running
   * before the first page was read: everything older is in the summaries; what is newer is read
   * again from the log, and the fold ignores what a row already holds (it is idempotent per seq).
   */
  private async refold(q: QueryRunner): Promise<number> {
    await q.query(`DELETE FROM lobby_matches`);
    const start = await this.store.log.visibleStart(q);
    let folded = 0;
    let after: string | null = null;
    for (;;) {
      const page = await this.store.log.summaries(after, SUMMARY_PAGE, q);
      const last = page.at(-1);
      if (!last) break;
      const created = page.filter((s) => s.lifecycle[0]?.type === 'match.created').map((s) => s.matchId);
      const imported = await this.store.imports.importedAt(created, q);
      const rows = page.map((s) => lobbyRowOfSummary(s, imported.get(s.matchId) ?? null)).filter((r): r is LobbyRow => r !== null);
      await this.upsertAll(q, rows);
      folded += page.length;
      after = last.matchId;
    }
    await this.saveCheckpoint(q, start);
    return folded;
  }

  private async saveCheckpoint(q: QueryRunner, at: LogPosition): Promise<void> {
    await q.query(saveCheckpointSql(1), [CHECKPOINT, at.txId, at.position]);
  }

  /**
   * One batch in four statements: the lock, the batch (the checkpoint read in it), the batch's
   * rows, and their upsert with the new checkpoint (under load the projector runs every
   * MIN_GAP_MS: a statement fewer per run was 0.02 statements per Mansters bot command).
   */
  private batch(): Promise<number> {
    return this.inLockedTransaction(async (q) => {
      // Read on this transaction's connection, under the projector lock: the checkpoint is the one
      // the lock's previous holder committed.
      // The lobby folds its own event types; of the others only a stream's newest seq and time count.
      const after = { checkpoint: CHECKPOINT, otherwise: LOG_START };
      const { entries, read } = await this.store.log.afterCondensed(after, { limit: BATCH, keep: LOBBY_PAYLOAD_TYPES }, q);
      const last = entries.at(-1);
      if (!last) return 0;
      const created = entries.filter((e) => e.type === 'match.created').map((e) => e.matchId);
      const imported = await this.store.imports.importedAt(created, q);
      const inputs: LobbyInput[] = entries.map((e) => ({
        matchId: e.matchId,
        seq: e.seq,
        type: e.type,
        payload: e.payload,
        recordedAt: e.recordedAt,
        importedAt: imported.get(e.matchId) ?? null,
      }));
      await this.applyAll(q, inputs, last.at);
      return read;
    });
  }

  /** Folds the inputs into their rows and stores them with the checkpoint `at` (one statement). */
  private async applyAll(q: QueryRunner, inputs: readonly LobbyInput[], at: LogPosition): Promise<void> {
    const byMatch = new Map<string, LobbyInput[]>();
    for (const e of inputs) byMatch.set(e.matchId, [...(byMatch.get(e.matchId) ?? []), e]);
    const existing = (await q.query(`SELECT * FROM lobby_matches WHERE match_id = ANY($1::uuid[])`, [[...byMatch.keys()]])) as LobbyDbRow[];
    const rows = new Map(existing.map((r) => [r.match_id, fromDb(r)]));
    const changed: LobbyRow[] = [];
    for (const [matchId, events] of byMatch) {
      let row = rows.get(matchId) ?? null;
      const before = row;
      for (const e of events) row = applyLobbyEvent(row, e);
      if (row && row !== before) changed.push(row);
    }
    await this.upsertAll(q, changed, at);
  }

  /**
   * Every changed row of a batch in ONE statement (a batch spans up to BATCH events of many
   * matches: a statement per match made the projector fall tens of seconds behind a loaded
   * server, and shutdown waited for it to catch up). Each match appears once (grouped above), as
   * ON CONFLICT DO UPDATE requires. With `checkpoint`, the same statement saves it (even when no
   * row changed).
   */
  private async upsertAll(q: QueryRunner, changed: readonly LobbyRow[], checkpoint?: LogPosition): Promise<void> {
    if (changed.length === 0 && !checkpoint) return;
    const records = changed.map((r) => ({
      match_id: r.matchId,
      game_id: r.gameId,
      status: r.status,
      seat_count: r.seatCount,
      seats: JSON.stringify(r.seats),
      scenario: r.scenario,
      rated: r.rated,
      winners: r.winners ? JSON.stringify(r.winners) : null,
      created_at: r.createdAt,
      updated_at: r.updatedAt,
      last_seq: r.lastSeq,
      deadlines: JSON.stringify(r.terms.deadlines),
      options: JSON.stringify(r.terms.options ?? null),
      imported_at: r.importedAt,
    }));
    const save = checkpoint ? `WITH saved AS (${saveCheckpointSql(2)})\n       ` : '';
    await q.query(
      `${save}INSERT INTO lobby_matches (match_id, game_id, status, seat_count, seats, scenario, rated, winners, created_at, updated_at, last_seq, deadlines, options, imported_at)
       SELECT r.match_id, r.game_id, r.status, r.seat_count, r.seats::jsonb, r.scenario, r.rated, r.winners::jsonb, r.created_at, r.updated_at, r.last_seq,
              r.deadlines::jsonb, r.options::jsonb, r.imported_at
         FROM jsonb_to_recordset($1::jsonb) AS r(match_id uuid, game_id text, status text, seat_count int, seats text, scenario boolean, rated boolean, winners text,
                                                 created_at timestamptz, updated_at timestamptz, last_seq int, deadlines text, options text, imported_at timestamptz)
       ON CONFLICT (match_id) DO UPDATE SET status = EXCLUDED.status, seats = EXCLUDED.seats, winners = EXCLUDED.winners,
         updated_at = EXCLUDED.updated_at, last_seq = EXCLUDED.last_seq`,
      [JSON.stringify(records), ...(checkpoint ? [CHECKPOINT, checkpoint.txId, checkpoint.position] : [])],
    );
  }

  private async inLockedTransaction(work: (q: QueryRunner) => Promise<number>): Promise<number> {
    const q = this.dataSource.createQueryRunner();
    await q.connect();
    try {
      await q.startTransaction();
      const locked = (await q.query(`SELECT pg_try_advisory_xact_lock($1) AS ok`, [PROJECTOR_LOCK_KEY])) as { ok: boolean }[];
      if (!locked[0]?.ok) {
        await q.rollbackTransaction();
        return BUSY;
      }
      const n = await work(q);
      await q.commitTransaction();
      return n;
    } catch (error) {
      if (q.isTransactionActive) await q.rollbackTransaction();
      throw error;
    } finally {
      await q.release();
    }
  }
}

/** Saves a checkpoint: its name, transaction id and position in parameters `$first` to `$first + 2`. */
function saveCheckpointSql(first: number): string {
  const [name, tx, position] = [first, first + 1, first + 2];
  return `INSERT INTO projection_checkpoints (name, last_tx_id, last_position, updated_at) VALUES ($${name}, $${tx}::xid8, $${position}, now())
       ON CONFLICT (name) DO UPDATE SET last_tx_id = EXCLUDED.last_tx_id, last_position = EXCLUDED.last_position, updated_at = now()`;
}

function pause(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms).unref()) : Promise.resolve();
}

interface LobbyDbRow {
  match_id: string;
  game_id: string;
  status: LobbyRow['status'];
  seat_count: number;
  seats: LobbyRow['seats'];
  scenario: boolean;
  rated: boolean;
  winners: number[] | null;
  created_at: Date;
  updated_at: Date;
  last_seq: number;
  deadlines: MatchTerms['deadlines'];
  options: unknown;
  imported_at: Date | null;
}

export function fromDb(r: LobbyDbRow): LobbyRow {
  return {
    matchId: r.match_id,
    gameId: r.game_id,
    status: r.status,
    seatCount: r.seat_count,
    seats: r.seats,
    scenario: r.scenario,
    rated: r.rated,
    terms: { deadlines: r.deadlines, options: r.options },
    importedAt: r.imported_at,
    winners: r.winners,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    lastSeq: r.last_seq,
  };
}

export type { LobbyDbRow };
