/**
 * Quotas high enough for a suite that plays hundreds of matches from 127.0.0.1; the quota tests
 * set their own low values over these.
 */
export const GENEROUS_QUOTAS = {
  QUOTA_CREATE: 100_000,
  QUOTA_CLAIM: 100_000,
  QUOTA_IMPORT: 100_000,
  QUOTA_AUDIT: 100_000,
  QUOTA_EXPORT: 100_000,
  QUOTA_REPLAY: 100_000,
  QUOTA_SOCKETS: 100_000,
  QUOTA_JOINS: 100_000,
  QUOTA_FOLLOWS: 100_000,
  QUOTA_REPLAY_MESSAGES_PER_SECOND: 10_000,
  QUOTA_BOT_MATCHES: 10_000,
  QUOTA_BOT_MATCHES_TOTAL: 10_000,
  QUOTA_SERVER_EVENTS_PER_MINUTE: 100_000_000,
} as const satisfies Record<string, number>;
