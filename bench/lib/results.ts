/**
 * bench/results/<stamp>.json: every figure of a run plus the machine it ran on. A run with
 * `--only` carries the other sections over from the earlier results files (the newest of each),
 * each with its own date and machine, so the file (and docs/benchmarks.md made from it) always
 * holds the latest figures of every section.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MachineInfo } from './machine';
import type { BenchSection } from './section';
import type { SourceInfo } from './source';

export interface SectionResult extends BenchSection {
  /** ISO time the section finished. */
  readonly measuredAt: string;
  readonly quick: boolean;
  readonly durationSeconds: number;
  readonly machine: MachineInfo;
  /** Absent in results written before it was recorded. */
  readonly source?: SourceInfo;
}

export interface BenchResults {
  readonly format: 1;
  /** ISO time this run started. */
  readonly date: string;
  /** The command of this run. */
  readonly command: string;
  readonly machine: MachineInfo;
  /** Ids measured by this run (the others were carried over). */
  readonly measured: readonly string[];
  readonly sections: readonly SectionResult[];
}

/** A file-name-safe ISO time: 2026-11-22T03-41-07Z. */
export const stampOf = (date: Date): string =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');

/**
 * The newest result of every section over all results files, by the time the section was
 * measured (not by file name: a long run that started first may finish last, and runs overlap).
 */
export function newestSections(dir: string): Map<string, SectionResult> {
  const newest = new Map<string, SectionResult>();
  if (!existsSync(dir)) return newest;
  for (const file of readdirSync(dir).filter((f) => /^\d{4}-\d\d-\d\dT.*\.json$/.test(f))) {
    let parsed: BenchResults;
    try {
      parsed = JSON.parse(readFileSync(join(dir, file), 'utf8')) as BenchResults;
    } catch {
      continue; // a damaged or half-written file
    }
    if (parsed.format !== 1) continue;
    for (const s of parsed.sections) {
      const held = newest.get(s.id);
      if (!held || held.measuredAt < s.measuredAt) newest.set(s.id, s);
    }
  }
  return newest;
}

/**
 * This run's sections and the newest results of the other registered sections, in registry
 * order. A section no longer registered is dropped (its figures would describe code that is gone).
 */
export function mergeSections(order: readonly string[], fresh: readonly SectionResult[], previous: ReadonlyMap<string, SectionResult>): SectionResult[] {
  const byId = new Map(previous);
  for (const s of fresh) byId.set(s.id, s);
  return order.filter((id) => byId.has(id)).map((id) => byId.get(id) as SectionResult);
}

export function writeResults(path: string, results: BenchResults): void {
  writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
}
