import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LruCache } from '../common/lru-cache';
import { PgListener } from '../event-store/pg-listener.service';
import { NEWS_CHANNEL, parseNews, type NewsItem, type NewsKind } from './news-items';

/** What a kind of news does on each instance: read what `ref` names and tell this instance's sockets. */
export type NewsHandler = (ref: string) => Promise<void>;

/**
 * News items remembered per instance so that one item is delivered once here (a socket lives on one
 * instance, so once per socket), whatever reaches it twice (NOTIFY and the catch-up after a
 * reconnection both). Items arrive within milliseconds of each other, so the last 10,000 cover far
 * more than any repeat.
 */
const REMEMBERED_ITEMS = 10_000;
/**
 * How far before the last item seen the catch-up re-reads (ms). Items are logged before their
 * NOTIFY, by several instances at once, so one logged a little earlier can be notified a little
 * later than one already seen; re-reading the margin costs only items the memory above drops.
 */
export const CATCH_UP_MARGIN_MS = 10_000;
/** How long the log keeps an item: far longer than a LISTEN connection takes to come back. */
const LOG_RETENTION = '1 hour';
const PRUNE_EVERY_MS = 10 * 60_000;

/** A logged item as the catch-up reads it. */
interface LoggedItem {
  k: NewsKind;
  r: string;
  u: string;
  t: number;
}

/**
 * Things a person is told as they happen, across instances (docs/architecture.md, "News"): a
 * notice for an account, a chat message, a rematch's state, a dispute. Whoever records one
 * publishes its kind and id: this instance delivers it at once, the item is logged in `news_log`,
 * and a `NOTIFY` on `social_news` carries it to every other instance, whose handler reads the row
 * and tells its own sockets. NOTIFY carries ids only (never the content, which stays readable to
 * the right people only, and under PostgreSQL's 8,000-byte payload limit). A NOTIFY sent while an
 * instance's LISTEN connection is down never reaches it, so after the connection comes back the
 * instance reads the log from a little before the last item it saw and delivers what it missed;
 * each item once, by its id.
 */
@Injectable()
export class NewsBus implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(NewsBus.name);
  readonly instanceId = randomUUID();
  private readonly handlers = new Map<NewsKind, NewsHandler>();
  private readonly delivered = new LruCache<string, true>(REMEMBERED_ITEMS);
  /** Other instances' news, delivered one item after another: a socket hears one instance's news in the order it was published. */
  private remote: Promise<void> = Promise.resolve();
  /** When the last item from another instance was logged (database clock, ms): where a catch-up starts. */
  private lastSeen = 0;
  /** When this instance began listening (database clock, ms): no catch-up reaches further back. */
  private listeningSince = 0;
  private unlisten: (() => void) | null = null;
  private offReconnect: (() => void) | null = null;
  private pruning: NodeJS.Timeout | null = null;

  constructor(
    private readonly listener: PgListener,
    private readonly dataSource: DataSource,
  ) {}

  /** LISTENs on the news channel before the application takes requests (news sent after that is never missed while the connection holds). */
  async onModuleInit(): Promise<void> {
    this.unlisten = await this.listener.listen(NEWS_CHANNEL, (payload) => this.receive(payload));
    // Nothing published before this instance listened is for its sockets (it has none yet).
    const [now] = (await this.dataSource.query(`SELECT (extract(epoch FROM clock_timestamp()) * 1000)::float8 AS t`)) as { t: number }[];
    this.lastSeen = this.listeningSince = now!.t;
    this.offReconnect = this.listener.onReconnect(() => this.catchUp());
    this.pruning = setInterval(() => void this.prune().catch((error) => this.logger.warn(`pruning news_log failed: ${String(error)}`)), PRUNE_EVERY_MS);
    this.pruning.unref();
  }

  onModuleDestroy(): void {
    this.unlisten?.();
    this.offReconnect?.();
    if (this.pruning) clearInterval(this.pruning);
  }

  /** Sets the one handler of a kind (the module that owns the rows it names). */
  handle(kind: NewsKind, handler: NewsHandler): void {
    this.handlers.set(kind, handler);
  }

  /**
   * Tells every instance's sockets: this one's before it returns (so what the caller answers next
   * reaches them after the news), the others through the log and NOTIFY. Call it after the row
   * `ref` names is committed, so the other instances can read it.
   */
  async publish(kind: NewsKind, ref: string): Promise<void> {
    const item: NewsItem = { k: kind, r: ref, u: randomUUID() };
    await this.deliver(item);
    await this.tellOthers(item);
  }

  /**
   * Tells the other instances only: for a caller that has already told this instance's sockets
   * from what it holds in hand, so that its own handler need not read the row back.
   */
  async publishElsewhere(kind: NewsKind, ref: string): Promise<void> {
    await this.tellOthers({ k: kind, r: ref, u: randomUUID() });
  }

  /** Drops logged items older than the retention (every instance does so now and then). */
  async prune(): Promise<void> {
    await this.dataSource.query(`DELETE FROM news_log WHERE created_at < clock_timestamp() - interval '${LOG_RETENTION}'`);
  }

  private async tellOthers(item: NewsItem): Promise<void> {
    let logged: NewsItem = item;
    try {
      const [row] = (await this.dataSource.query(
        `INSERT INTO news_log (item, kind, ref, instance) VALUES ($1, $2, $3, $4)
         RETURNING (extract(epoch FROM created_at) * 1000)::float8 AS t`,
        [item.u, item.k, item.r, this.instanceId],
      )) as { t: number }[];
      logged = { ...item, t: row!.t };
    } catch (error) {
      // Still NOTIFYed: only an instance whose LISTEN connection is down at this moment misses it.
      this.logger.warn(`logging ${item.k} ${item.r} failed: ${String(error)}`);
    }
    try {
      await this.listener.notify(NEWS_CHANNEL, JSON.stringify({ i: this.instanceId, n: [logged] }));
    } catch (error) {
      // The record and the log entry stand; the other instances' sockets miss this one item until a reconnection catches up.
      this.logger.warn(`NOTIFY of ${item.k} ${item.r} failed: ${String(error)}`);
    }
  }

  private receive(payload: string): void {
    const news = parseNews(payload);
    if (!news || news.instance === this.instanceId) return;
    for (const item of news.items) this.remote = this.remote.then(() => this.deliver(item));
  }

  /** After the LISTEN connection came back: the other instances' items logged since a little before the last one seen, in the remote order. */
  private catchUp(): void {
    this.remote = this.remote.then(async () => {
      let missed: LoggedItem[];
      try {
        missed = (await this.dataSource.query(
          `SELECT kind AS k, ref AS r, item::text AS u, (extract(epoch FROM created_at) * 1000)::float8 AS t
             FROM news_log
            WHERE created_at > to_timestamp($1::float8 / 1000) AND instance <> $2
            ORDER BY created_at, item`,
          [Math.max(this.lastSeen - CATCH_UP_MARGIN_MS, this.listeningSince), this.instanceId],
        )) as LoggedItem[];
      } catch (error) {
        // The next reconnection starts from the same point, so what is missed now is re-read then.
        this.logger.warn(`catching up on news failed: ${String(error)}`);
        return;
      }
      for (const item of missed) await this.deliver(item);
    });
  }

  private async deliver(item: NewsItem): Promise<void> {
    if (item.t !== undefined && item.t > this.lastSeen) this.lastSeen = item.t;
    if (this.delivered.get(item.u)) return;
    this.delivered.set(item.u, true);
    const handler = this.handlers.get(item.k);
    if (!handler) return;
    try {
      await handler(item.r);
    } catch (error) {
      this.logger.warn(`delivering ${item.k} ${item.r} failed: ${String(error)}`);
    }
  }
}
