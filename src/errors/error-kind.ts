/**
 * What went wrong, in the server's own words: the closed set every error code belongs to. The
 * transports (REST status, socket acknowledgement) are chosen from the kind at the edge, never in
 * the services.
 */
export const ERROR_KINDS = [
  /** The request or message is not well-formed: bad JSON, a wrong field, an unknown field, a command the game cannot parse. */
  'malformed',
  /** A seat token is missing or not one of this match's. */
  'unauthenticated',
  /** The caller is known but may not do or see this. */
  'forbidden',
  /** No such match, game, route, turn or step. */
  'not-found',
  /** The request is fine but the match is not in a state that allows it (stale seq, seat taken, not started, not finished). */
  'conflict',
  /** The body, message or command is larger than the server accepts. */
  'too-large',
  /** Well-formed, but the server cannot process it (a game it does not host, a file that does not audit clean). */
  'unprocessable',
  /** The game's rules refuse the command; `rule` names the rule. */
  'rules',
  /** Too many messages; slow down and retry. */
  'rate-limited',
  /** A dependency (the database) does not answer. */
  'unavailable',
  /** A server failure; nothing unacknowledged was applied. */
  'internal',
] as const;

export type ErrorKind = (typeof ERROR_KINDS)[number];
