/**
 * A rejection is the typed answer to a command the rules refuse. It changes nothing and is
 * recorded in the command ledger. `code` is stable (clients switch on it); `rule` is the rule id
 * it enforces (`R-STACK-8`, `M-TURN-5`) or null for protocol-level refusals.
 */
export interface Rejection {
  readonly rejected: true;
  readonly code: string;
  readonly rule: string | null;
  readonly message: string;
}

export function reject(code: string, rule: string | null, message: string): Rejection {
  return { rejected: true, code, rule, message };
}

export function isRejection(value: unknown): value is Rejection {
  return typeof value === 'object' && value !== null && (value as { rejected?: unknown }).rejected === true;
}

/** Codes every game shares. Games add their own (SCREAMING_SNAKE_CASE, stable once shipped). */
export const CommonRejections = {
  /** The command is not well-formed for this game (unknown type, wrong field types). */
  MALFORMED_COMMAND: 'MALFORMED_COMMAND',
  /** The seat is not the one the rules wait for. */
  NOT_YOUR_PRIORITY: 'NOT_YOUR_PRIORITY',
  NOT_YOUR_TURN: 'NOT_YOUR_TURN',
  /** The match is over; nothing more can be done. */
  MATCH_OVER: 'MATCH_OVER',
  /** The seat has conceded or been eliminated. */
  SEAT_OUT: 'SEAT_OUT',
  /** The command answers a prompt that is not the current one. */
  WRONG_PROMPT: 'WRONG_PROMPT',
  ILLEGAL_ACTION: 'ILLEGAL_ACTION',
} as const;
