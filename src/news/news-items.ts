/** The PostgreSQL channel that carries news between instances (every instance LISTENs to it). */
export const NEWS_CHANNEL = 'social_news';

/**
 * What news is about, each naming its row by `ref`: an account notice (`account_notices`), a chat
 * message (`chat_messages`), a match's rematch state (the match id), a dispute opened or decided
 * (`match_disputes`), and a sign-out (`session:<token hash>` or `account:<account id>`: the
 * sessions that ended, whose sockets every instance disconnects).
 */
export const NEWS_KINDS = ['notice', 'chat', 'rematch', 'dispute', 'sign-out'] as const;
export type NewsKind = (typeof NEWS_KINDS)[number];

/**
 * One piece of news: its kind, the id of what it is about, its own id (delivered once per instance)
 * and, once logged, when (`news_log.created_at` in ms, the database's clock): a receiver catches up
 * from the last time it saw after its LISTEN connection comes back.
 */
export interface NewsItem {
  readonly k: NewsKind;
  readonly r: string;
  readonly u: string;
  readonly t?: number;
}

/** A NOTIFY payload: the instance that published, and its items. */
export interface News {
  readonly instance: string;
  readonly items: readonly NewsItem[];
}

const isKind = (value: unknown): value is NewsKind => (NEWS_KINDS as readonly unknown[]).includes(value);

/** The payload's news, or null when it is not news (items of unknown shape are dropped). */
export function parseNews(payload: string): News | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  const v = value as { i?: unknown; n?: unknown } | null;
  if (typeof v?.i !== 'string' || !Array.isArray(v.n)) return null;
  const items = (v.n as unknown[]).filter((x): x is NewsItem => {
    const item = x as Partial<Record<keyof NewsItem, unknown>> | null;
    return isKind(item?.k) && typeof item.r === 'string' && typeof item.u === 'string' && (item.t === undefined || typeof item.t === 'number');
  });
  return { instance: v.i, items };
}
