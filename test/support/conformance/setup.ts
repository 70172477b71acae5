import { afterAll, inject } from 'vitest';
import { conformanceLog, startFileLog, writeCounts } from './conformance-log';
import { recordSocketConformance } from './socket-recorder';

/**
 * Runs in every integration test file (vitest `setupFiles`): hooks socket.io-client, and at the
 * end of the file fails it if any response or message it received broke the contract, after
 * writing its counts for the run's summary.
 */
startFileLog(inject('contractValidators'));
recordSocketConformance();

// vitest requires a destructuring pattern for the (unused) context argument.
// eslint-disable-next-line no-empty-pattern
afterAll(({}, suite) => {
  writeCounts(inject('contractReportDir'), suite.file.filepath);
  const { violations } = conformanceLog();
  if (violations.length === 0) return;
  const lines = violations.slice(0, 20).map((v) => `  ${v.what}: ${v.problem}`);
  throw new Error(`${violations.length} responses or messages are not as the contract documents them:\n${lines.join('\n')}`);
});
