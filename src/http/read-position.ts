import type { Response } from 'express';
import { parseReadPosition, type Read, type ReadPosition } from '../database/read-replica';

/**
 * Reads that a replica may serve carry the position their data reflects in `X-Read-Position`; a
 * client sends back the last one it received (same header), and its next read is never older.
 * `X-Read-Source` says which database answered (replica or primary), for operators and tests.
 */
export const READ_POSITION_HEADER = 'x-read-position';

export function readPositionOf(header: string | string[] | undefined): ReadPosition | null {
  return parseReadPosition(Array.isArray(header) ? header[0] : header);
}

/** Sets the read headers and gives back the value. */
export function answerRead<T>(res: Response, read: Read<T>): T {
  res.setHeader('X-Read-Position', read.position);
  res.setHeader('X-Read-Source', read.source);
  return read.value;
}
