import { HttpException } from '@nestjs/common';

/**
 * Every refusal the API gives has one JSON shape: `{ statusCode, code, rule, message }`.
 * `code` is stable (clients switch on it); `rule` is the game rule id for rules rejections.
 */
export class ApiError extends HttpException {
  constructor(status: number, code: string, message: string, rule: string | null = null) {
    super({ statusCode: status, code, rule, message }, status);
  }
}

/** Error codes the server itself produces (games add their own rules codes). */
export const ErrorCodes = {
  MALFORMED_REQUEST: 'MALFORMED_REQUEST',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNKNOWN_MATCH: 'UNKNOWN_MATCH',
  UNKNOWN_GAME: 'UNKNOWN_GAME',
  UNKNOWN_BOT: 'UNKNOWN_BOT',
  BAD_SEAT: 'BAD_SEAT',
  SCENARIO_DISABLED: 'SCENARIO_DISABLED',
  MISSING_SEAT_TOKEN: 'MISSING_SEAT_TOKEN',
  INVALID_SEAT_TOKEN: 'INVALID_SEAT_TOKEN',
  WRONG_SEAT: 'WRONG_SEAT',
  SEAT_TAKEN: 'SEAT_TAKEN',
  STALE_SEQ: 'STALE_SEQ',
  VERSION_CONFLICT: 'VERSION_CONFLICT',
  COMMAND_ID_REUSED: 'COMMAND_ID_REUSED',
  MATCH_NOT_STARTED: 'MATCH_NOT_STARTED',
  NOT_FOUND: 'NOT_FOUND',
} as const;
