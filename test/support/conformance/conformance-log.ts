import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ContractValidator, type Checked, type Violation } from './contract-validator';
import { loadPrecompiledValidators } from './precompiled-validators';

/**
 * What one test file's responses and messages came to: counts per operation/status and socket
 * message, and every violation. Kept on `globalThis` so the in-process app (middleware) and the
 * socket.io-client hooks of one test file share it, whichever module copy loads them.
 */
interface ConformanceLog {
  validator: ContractValidator | null;
  /** The run's precompiled validators (a module path), set by setup.ts. */
  precompiled: string | null;
  counts: Map<string, number>;
  violations: Violation[];
}

const KEY = Symbol.for('stackbound.contract-conformance');

export function conformanceLog(): ConformanceLog {
  const holder = globalThis as { [KEY]?: ConformanceLog };
  holder[KEY] ??= { validator: null, precompiled: null, counts: new Map(), violations: [] };
  return holder[KEY];
}

/**
 * Starts a test file's log: its own counts and violations, whether or not the worker ran other
 * files before it (the validator is kept: it depends only on the run's contract).
 */
export function startFileLog(precompiled: string): void {
  const log = conformanceLog();
  log.precompiled = precompiled;
  log.counts = new Map();
  log.violations = [];
}

/** The validator, loaded on first use (most test files never answer HTTP or sockets). */
export function contractValidator(): ContractValidator {
  const log = conformanceLog();
  log.validator ??= new ContractValidator(log.precompiled ? loadPrecompiledValidators(log.precompiled) : undefined);
  return log.validator;
}

export function record(result: { checked: Checked; violation?: Violation } | null): void {
  if (!result) return;
  const log = conformanceLog();
  const key = `${result.checked.kind} ${result.checked.key}`;
  log.counts.set(key, (log.counts.get(key) ?? 0) + 1);
  if (result.violation) log.violations.push(result.violation);
}

/** Writes this file's counts where the run's teardown sums them (test/global-setup.ts). */
export function writeCounts(dir: string, file: string): void {
  const log = conformanceLog();
  if (log.counts.size === 0) return;
  mkdirSync(dir, { recursive: true });
  const name = `${process.pid}-${file.replace(/[^A-Za-z0-9]+/g, '_')}.json`;
  writeFileSync(join(dir, name), JSON.stringify(Object.fromEntries(log.counts)));
}
