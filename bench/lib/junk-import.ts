/**
 * A hostile import file: a valid header, then events whose hashes chain nothing, up to a size.
 * Every line parses, so the server reads and audits the whole file before it refuses it (the match
 * never ends: MATCH_NOT_FINISHED). The load of the stall: 60 MB held the loop for 12 s.
 */
import { randomUUID } from 'node:crypto';

export function junkImportFile(megabytes: number): Buffer {
  const junkEvent = (seq: number) =>
    JSON.stringify({
      record: 'event',
      seq,
      type: 'fs.junk',
      schemaVersion: 1,
      payload: { type: 'fs.junk', filler: 'x'.repeat(480) },
      visibility: { kind: 'public' },
      commandId: null,
      actor: { kind: 'system', reason: 'junk' },
      recordedAt: '2026-01-01T00:00:00.000Z',
      prevHash: '0'.repeat(64),
      hash: '1'.repeat(64),
    });
  const header = JSON.stringify({ record: 'header', format: 'stackbound-match', formatVersion: 1, matchId: randomUUID(), gameId: 'four-souls' });
  const lines: string[] = [header];
  let size = header.length;
  for (let seq = 1; size < megabytes * 1024 * 1024; seq += 1) {
    const line = junkEvent(seq);
    lines.push(line);
    size += line.length + 1;
  }
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}
