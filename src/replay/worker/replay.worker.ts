import type { MessagePort } from 'node:worker_threads';
import type { AnyGameDefinition } from '../../engine/game-definition';
import { assertNever } from '../../engine/types';
import type { ErrorCode } from '../../errors/catalogue';
import { DomainError } from '../../errors/domain-error';
import { shippedGames } from '../../games/registry';
import { auditMatch } from '../core/audit';
import { ExportFormatError, ExportParser } from '../core/export-format';
import { verifyImport } from '../core/import-check';
import { recordFromJson } from '../core/record';
import { NdjsonLines } from './ndjson-lines';
import type { ImportVerdict, ReplayTask, ReplayTaskResult } from './replay-tasks';

/**
 * The replay worker thread (run through the pool in replay-workers.service.ts): audits and import
 * checks are seconds of CPU for a long match, so they run here and the event loop that serves
 * players never waits for them. The audit core runs as it is; the games are the shipped ones.
 */
export default function run(task: ReplayTask): Promise<ReplayTaskResult> | ReplayTaskResult {
  const games = (id: string) => (task.hosted.includes(id) ? shippedGames.find((g) => g.id === id) : undefined);
  switch (task.kind) {
    case 'audit':
      return { kind: 'audited', report: auditMatch(recordFromJson(task.record.matchId, task.record.events, task.record.commands), games, task.context) };
    case 'import':
      return importFile(task.chunks, task.hosted, games, task.snapshotEvery);
    default:
      return assertNever(task, 'replay task');
  }
}

function importFile(
  port: MessagePort,
  hosted: readonly string[],
  games: (id: string) => AnyGameDefinition | undefined,
  snapshotEvery: number,
): Promise<ImportVerdict> {
  return new Promise((resolve) => {
    const parser = new ExportParser();
    const lines = new NdjsonLines((line, n) => parser.line(line, n));
    const settle = (verdict: ImportVerdict) => {
      port.close();
      resolve(verdict);
    };
    // The main thread closes its end when the upload fails (too large, cut off).
    port.on('close', () => resolve({ kind: 'refused', code: 'BAD_EXPORT_FILE', message: 'the upload ended before the file did' }));
    port.on('message', (chunk: Uint8Array | null) => {
      try {
        if (chunk !== null) return lines.write(chunk);
        lines.end();
        const file = parser.finish();
        const { gameId } = file.header;
        if (!hosted.includes(gameId)) throw DomainError.of('GAME_NOT_INSTALLED', `this server does not host "${gameId}"`);
        const def = games(gameId);
        // A game the server hosts but this thread does not load (added at run time): the main thread checks it.
        settle(def ? { kind: 'verified', verified: verifyImport(file, def, snapshotEvery) } : { kind: 'parsed', file });
      } catch (error) {
        // The first bad line ends the task: the rest of the upload is not parsed.
        settle(refusal(error));
      }
    });
  });
}

function refusal(error: unknown): ImportVerdict {
  if (error instanceof ExportFormatError) return { kind: 'refused', code: 'BAD_EXPORT_FILE', message: error.message };
  // verifyImport throws catalogued server errors only (DomainError.of).
  if (error instanceof DomainError) return { kind: 'refused', code: error.code as ErrorCode, message: error.message };
  throw error;
}
