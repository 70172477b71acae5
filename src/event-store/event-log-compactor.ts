import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Queryable } from './queryable';

/** Rows per batch: each batch is one short transaction (about 10 ms for 2,000 rows). */
const BATCH_ROWS = 2_000;
/** Between batches, so that the conversion never takes a core from the command path. */
const PAUSE_MS = 50;

/**
 * Runs one of the conversions below batch by batch: `batch` is a SQL function of the batch's row
 * count answering how many rows it converted (`done`) and whether any are left (`more`).
 */
async function inBatches(db: Queryable, batch: string, batchRows: number, stopped: () => boolean): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = (await db.query(`SELECT done, more FROM ${batch}($1) AS t(done, more)`, [batchRows])) as { done: number; more: boolean }[];
    total += rows[0]?.done ?? 0;
    if (!rows[0]?.more || stopped()) return total;
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
}

/**
 * Converts the event rows written before the compact form (stored-form.ts) in short batches, in
 * the background, while the server serves: `compact_event_log` (migrations/1765300000000 and
 * 1765300000101) moves each row's hex hash into its 32-byte digest, drops its previous hash and a
 * public visibility, and moves a jsonb payload to compact JSON text. Every read accepts both
 * forms, so nothing waits for it; with nothing left to convert, it costs one query at start (and
 * the packing below one more).
 */
export function compactEventLog(db: Queryable, batchRows = BATCH_ROWS, stopped: () => boolean = () => false): Promise<number> {
  return inBatches(db, 'compact_event_log', batchRows, stopped);
}

/**
 * Packs the rows of `match_events` (one per event, written before the log took one row per append)
 * into `match_appends` in short batches (`pack_event_log`, migrations/1765800000000), after the
 * compaction above: only compact rows are packed. Every read takes both tables, so nothing waits
 * for it either.
 */
export function packEventLog(db: Queryable, batchRows = BATCH_ROWS, stopped: () => boolean = () => false): Promise<number> {
  return inBatches(db, 'pack_event_log', batchRows, stopped);
}

@Injectable()
export class EventLogCompactor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(EventLogCompactor.name);
  private stopped = false;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly dataSource: DataSource) {}

  onApplicationBootstrap(): void {
    this.running = this.convert().catch((error: unknown) => this.logger.warn(`event log conversion paused: ${(error as Error).message}`));
  }

  /** The compaction, then the packing (which packs compact rows only). */
  private async convert(): Promise<void> {
    const compacted = await compactEventLog(this.dataSource, BATCH_ROWS, () => this.stopped);
    if (compacted > 0) this.logger.log(`converted ${compacted} event rows to the compact form`);
    if (this.stopped) return;
    const packed = await packEventLog(this.dataSource, BATCH_ROWS, () => this.stopped);
    if (packed > 0) this.logger.log(`packed ${packed} event rows into rows of one append each`);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.running;
  }
}
