import { reject, type Rejection } from '../../engine';

/**
 * Match options. RULING M-END-3: `roundLimit` stops the game after that many rounds (every live
 * player's turn once); it is off by default, so the game goes on until one player is left
 * (M-END-2). Bot harnesses and property tests may turn it on.
 */
export interface MOptions {
  readonly roundLimit?: number;
}

export const MAX_ROUND_LIMIT = 1000;

export function parseOptions(raw: unknown, seatCount: number): MOptions | Rejection {
  if (!Number.isInteger(seatCount) || seatCount < 2 || seatCount > 6) return reject('BAD_SEAT_COUNT', 'M-SETUP-1', 'Mansters needs 2 to 6 players');
  if (raw === null || raw === undefined) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) return reject('BAD_OPTIONS', 'M-END-3', 'options must be an object');
  const { roundLimit, ...rest } = raw as Record<string, unknown>;
  if (Object.keys(rest).length > 0)
    return reject('BAD_OPTIONS', 'M-END-3', `unknown option(s): ${Object.keys(rest).join(', ')}; Mansters takes only roundLimit`);
  if (roundLimit === undefined || roundLimit === null) return {};
  if (typeof roundLimit !== 'number' || !Number.isInteger(roundLimit) || roundLimit < 1 || roundLimit > MAX_ROUND_LIMIT) {
    return reject('BAD_OPTIONS', 'M-END-3', `roundLimit must be an integer 1..${MAX_ROUND_LIMIT}`);
  }
  return { roundLimit };
}
