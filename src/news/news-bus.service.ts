import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { LruCache } from '../common/lru-cache';
import { PgListener } from '../event-store/pg-listener.service';
import { NEWS_CHANNEL, parseNews, type NewsItem, type NewsKind } from './news-items';

/** What a kind of news does on each instance: read what `ref` names and tell this instance's sockets. */
export type NewsHandler = (ref: string) => Promise<void>;

/**
 * News items remembered per instance so that one item is delivered once here (a socket lives on one
 * instance, so once per socket), whatever reaches the LISTEN connection twice. Items arrive within
 * milliseconds of each other, so the last 10,000 cover far more than any repeat.
 */
const REMEMBERED_ITEMS = 10_000;

/**
 * Things a person is told as they happen, across instances (docs/architecture.md, "News"): a
 * notice for an account, a chat message, a rematch's state, a dispute. Whoever records one
 * publishes its kind and id: this instance delivers it at once, and a `NOTIFY` on `social_news`
 * carries the id to every other instance, whose handler reads the row and tells its own sockets.
 * NOTIFY carries ids only (never the content, which stays readable to the right people only, and
 * under PostgreSQL's 8,000-byte payload limit). A notification lost while an instance's LISTEN
 * connection is down is lost to that instance's sockets (at most once, never twice): their
 * clients read the current state over REST when they open a page.
 */
@Injectable()
export class NewsBus implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(NewsBus.name);
  readonly instanceId = randomUUID();
  private readonly handlers = new Map<NewsKind, NewsHandler>();
  private readonly delivered = new LruCache<string, true>(REMEMBERED_ITEMS);
  /** Other instances' news, delivered one item after another: a socket hears one instance's news in the order it was published. */
  private remote: Promise<void> = Promise.resolve();

  private unlisten: (() => void) | null = null;

  constructor(private readonly listener: PgListener) {}

  /** LISTENs on the news channel before the application takes requests (news sent after that is never missed while the connection holds). */
  async onModuleInit(): Promise<void> {
    this.unlisten = await this.listener.listen(NEWS_CHANNEL, (payload) => this.receive(payload));
  }

  onModuleDestroy(): void {
    this.unlisten?.();
  }

  /** Sets the one handler of a kind (the module that owns the rows it names). */
  handle(kind: NewsKind, handler: NewsHandler): void {
    this.handlers.set(kind, handler);
  }

  /**
   * Tells every instance's sockets: this one's before it returns (so what the caller answers next
   * reaches them after the news), the others through NOTIFY. Call it after the row `ref` names is
   * committed, so the other instances can read it.
   */
  async publish(kind: NewsKind, ref: string): Promise<void> {
    const item: NewsItem = { k: kind, r: ref, u: randomUUID() };
    await this.deliver(item);
    await this.notifyOthers(item);
  }

  /**
   * Tells the other instances only: for a caller that has already told this instance's sockets
   * from what it holds in hand, so that its own handler need not read the row back.
   */
  async publishElsewhere(kind: NewsKind, ref: string): Promise<void> {
    await this.notifyOthers({ k: kind, r: ref, u: randomUUID() });
  }

  private async notifyOthers(item: NewsItem): Promise<void> {
    try {
      await this.listener.notify(NEWS_CHANNEL, JSON.stringify({ i: this.instanceId, n: [item] }));
    } catch (error) {
      // The record stands; the other instances' sockets miss this one item (their pages re-read on open).
      this.logger.warn(`NOTIFY of ${item.k} ${item.r} failed: ${String(error)}`);
    }
  }

  private receive(payload: string): void {
    const news = parseNews(payload);
    if (!news || news.instance === this.instanceId) return;
    for (const item of news.items) this.remote = this.remote.then(() => this.deliver(item));
  }

  private async deliver(item: NewsItem): Promise<void> {
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
