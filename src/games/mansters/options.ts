import { reject, type Rejection } from '../../engine';

/** Mansters has no options; null, undefined or {} are accepted, anything else is refused. */
export type MOptions = Record<string, never>;

export function parseOptions(raw: unknown, seatCount: number): MOptions | Rejection {
  if (!Number.isInteger(seatCount) || seatCount < 2 || seatCount > 6) return reject('BAD_SEAT_COUNT', 'M-SETUP-1', 'Mansters needs 2 to 6 players');
  if (raw === null || raw === undefined) return {};
  if (typeof raw === 'object' && !Array.isArray(raw) && Object.keys(raw).length === 0) return {};
  return reject('BAD_OPTIONS', null, 'Mansters takes no options');
}
