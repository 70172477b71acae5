/**
 * The benchmarks drive hundreds of matches and sockets from 127.0.0.1: the server's quotas per
 * client would refuse them, so every benchmarked server runs with quotas out of the way.
 */
export const BENCH_QUOTAS: Readonly<Record<string, string>> = {
  QUOTA_CREATE: '1000000',
  QUOTA_CLAIM: '1000000',
  QUOTA_IMPORT: '1000000',
  QUOTA_AUDIT: '1000000',
  QUOTA_EXPORT: '1000000',
  QUOTA_REPLAY: '1000000',
  QUOTA_SOCKETS: '1000000',
  QUOTA_JOINS: '1000000',
  QUOTA_FOLLOWS: '1000000',
  QUOTA_REPLAY_MESSAGES_PER_SECOND: '100000',
  QUOTA_BOT_MATCHES: '100000',
  QUOTA_BOT_MATCHES_TOTAL: '100000',
  QUOTA_SERVER_EVENTS_PER_MINUTE: '1000000000',
};
