import { Injectable, Logger, Optional, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import pg from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { quoteIdent } from '../database/sql-quote';
import { Metrics } from '../metrics/metrics.service';
import { MATCH_EVENTS_CHANNEL, type MatchEventsNotification } from './event-store.types';

export const PRESENCE_CHANNEL = 'match_presence';

type Handler = (payload: string) => void;

/** The channels every instance listens on from its first connection. */
const FIXED_CHANNELS: readonly string[] = [MATCH_EVENTS_CHANNEL, PRESENCE_CHANNEL];

/** The longest wait between two LISTEN reconnection attempts (ms). */
const LISTEN_RETRY_MAX_MS = 500;
/**
 * One dedicated LISTEN connection per process (a pooled connection would lose its LISTEN when it
 * is returned). If it drops, it reconnects with backoff and then tells `onReconnect` listeners,
 * because notifications sent while it was down are lost: they must re-read what they watch.
 */
@Injectable()
export class PgListener implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(PgListener.name);
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly reconnectListeners = new Set<() => void>();
  /** Channels added by `listen`, LISTENed on every connection. */
  private readonly ownChannels = new Set<string>();
  private client: pg.Client | null = null;
  private stopped = false;
  private attempt = 0;
  private connectedOnce = false;

  constructor(
    private readonly dataSource: DataSource,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.connect();
  }

  /**
   * Stops before any `onApplicationShutdown` runs: the embedded database stops in one (root module
   * first), and a LISTEN connection still open then would log reconnect warnings for a database that
   * was stopped on purpose.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  on(channel: string, handler: Handler): () => void {
    let set = this.handlers.get(channel);
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }

  /**
   * Like `on`, for a channel of the caller's own: LISTENs on it now (and again after every
   * reconnection), and resolves once the LISTEN is in place, so a notification sent after that is
   * never missed while the connection holds.
   */
  async listen(channel: string, handler: Handler): Promise<() => void> {
    const off = this.on(channel, handler);
    if (!FIXED_CHANNELS.includes(channel) && !this.ownChannels.has(channel)) {
      this.ownChannels.add(channel);
      await this.client?.query(`LISTEN ${quoteIdent(channel)}`);
    }
    return off;
  }

  /** True while the LISTEN connection is up: notifications sent now reach this process. */
  get listening(): boolean {
    return this.client !== null;
  }

  /** The LISTEN connection's server process while it is up (what `pg_terminate_backend` ends). */
  get backendPid(): number | null {
    return (this.client as { processID?: number | null } | null)?.processID ?? null;
  }

  /** The store's wake-up hint. Only `matchId` is trusted: the events are read from the store. */
  onMatchEvents(handler: (n: MatchEventsNotification) => void): () => void {
    return this.on(MATCH_EVENTS_CHANNEL, (payload) => {
      for (const parsed of parseNotification(payload)) handler(parsed);
    });
  }

  /** Observes how long NOTIFYs take to reach this process (sender's clock: instances should run NTP). */
  private observeLag(payload: string): void {
    if (!this.metrics) return;
    const now = Date.now();
    for (const n of parseNotification(payload)) if (n.sentAt !== undefined) this.metrics.notifyLagSeconds.observe(Math.max(0, now - n.sentAt) / 1000);
  }

  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  /** Sends a notification through the pool (NOTIFY is delivered to every listener, us included). */
  async notify(channel: string, payload: string): Promise<void> {
    await this.dataSource.query(`SELECT pg_notify($1, $2)`, [channel, payload]);
  }

  /** For tests: drops the LISTEN connection as a network failure would. */
  async simulateDrop(): Promise<void> {
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const options = this.dataSource.options as PostgresConnectionOptions;
    // The pool's client class (src/database/multi-host.ts): after a failover, LISTEN follows the primary too.
    const Client = (options.extra as { Client?: typeof pg.Client } | undefined)?.Client ?? pg.Client;
    const client = new Client({ connectionString: options.url });
    client.on('notification', (msg) => {
      if (msg.channel === MATCH_EVENTS_CHANNEL) this.observeLag(msg.payload ?? '');
      for (const handler of this.handlers.get(msg.channel) ?? []) {
        try {
          handler(msg.payload ?? '');
        } catch (error) {
          this.logger.error(`notification handler failed: ${String(error)}`);
        }
      }
    });
    client.on('error', (error) => this.logger.warn(`LISTEN connection error: ${error.message}`));
    client.on('end', () => {
      if (this.client === client) this.scheduleReconnect();
    });
    const listened = new Set(this.ownChannels);
    try {
      await client.connect();
      for (const channel of [...FIXED_CHANNELS, ...listened]) await client.query(`LISTEN ${quoteIdent(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      if (!this.connectedOnce) throw error;
      this.logger.warn(`LISTEN reconnect failed: ${String(error)}`);
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    // A channel `listen` added while this connection was being set up.
    for (const channel of this.ownChannels) if (!listened.has(channel)) await client.query(`LISTEN ${quoteIdent(channel)}`);
    this.attempt = 0;
    if (this.connectedOnce) for (const listener of this.reconnectListeners) listener();
    this.connectedOnce = true;
  }

  private scheduleReconnect(): void {
    this.client = null;
    if (this.stopped) return;
    // Capped low: after a failover the new primary takes connections within seconds, and every
    // second waited here is a second the other instances' sockets see no update.
    const delay = Math.min(LISTEN_RETRY_MAX_MS, 100 * 2 ** this.attempt);
    this.attempt += 1;
    setTimeout(() => {
      if (!this.stopped) void this.connect();
    }, delay).unref();
  }
}

/** A payload is one `{ matchId, lastSeq }` or an array of them (append-notifier.ts batches). */
export function parseNotification(payload: string): MatchEventsNotification[] {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return [];
  }
  const items: unknown[] = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => {
    const v = item as { matchId?: unknown; lastSeq?: unknown } | null;
    if (typeof v?.matchId !== 'string') return [];
    const sentAt = (item as { sentAt?: unknown }).sentAt;
    return [{ matchId: v.matchId, lastSeq: typeof v.lastSeq === 'number' ? v.lastSeq : 0, ...(typeof sentAt === 'number' ? { sentAt } : {}) }];
  });
}
