/**
 * The benchmark runner (`npm run bench`, see scripts/bench.cjs): runs the registered sections in
 * order, prints their tables, writes bench/results/<stamp>.json and regenerates docs/benchmarks.md.
 * Figures, not pass/fail: the exit code is non-zero only when a section failed to run.
 */
import { mkdirSync, readdirSync, rmdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { renderBenchmarksDoc } from './lib/benchmarks-doc';
import { commandOf, parseArgs, UsageError } from './lib/cli';
import { diskFlushMs } from './lib/disk-flush';
import { textTable } from './lib/format';
import { machineInfo, type MachineInfo } from './lib/machine';
import { postgresInfo, startBenchPostgres, type BenchPostgres } from './lib/postgres';
import { mergeSections, newestSections, stampOf, writeResults, type BenchResults, type SectionResult } from './lib/results';
import { sourceInfo } from './lib/source';
import { sections } from './sections';

const log = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const unknown = (options.only ?? []).filter((id) => !sections.some((s) => s.id === id));
  if (unknown.length) throw new UsageError(`unknown section(s) ${unknown.join(', ')}; known: ${sections.map((s) => s.id).join(', ')}`);
  const selected = sections.filter((s) => !options.only || options.only.includes(s.id));
  const root = resolve(process.env.BENCH_ROOT ?? process.cwd());
  const resultsDir = join(root, 'bench', 'results');
  if (options.docOnly) return rewriteDoc(root, resultsDir);
  const started = new Date();
  const outDir = join(resultsDir, stampOf(started));
  mkdirSync(outDir, { recursive: true });

  const pg = await startBenchPostgres(root, log);
  stopOnSignals(pg);
  const source = sourceInfo(root);
  const fresh: SectionResult[] = [];
  let failed = 0;
  let machine: MachineInfo;
  try {
    // The flush probe measures the disk of .data/, where the embedded PostgreSQL keeps its WAL.
    machine = machineInfo({ ...(await postgresInfo(pg.adminUrl)), source: pg.source }, diskFlushMs(join(root, '.data', 'bench')));
  } catch (error) {
    await pg.stop();
    throw error;
  }
  try {
    log(
      `bench: ${selected.map((s) => s.id).join(', ')} on ${machine.cpus} CPUs, Node ${machine.node}, ${machine.postgres.version.split(',')[0]} (${pg.source})`,
    );
    for (const s of selected) {
      const t0 = performance.now();
      log(`\n== ${s.id} ==`);
      try {
        const result = await s.run({
          databaseUrl: pg.adminUrl,
          quick: options.quick,
          outDir,
          cpuProfile: options.cpuProfile,
          matches: options.matches,
          runs: options.runs,
          projectRoot: root,
          log,
        });
        const done: SectionResult = {
          ...result,
          measuredAt: new Date().toISOString(),
          quick: options.quick,
          durationSeconds: (performance.now() - t0) / 1000,
          machine,
          source,
        };
        fresh.push(done);
        printSection(done);
      } catch (error) {
        failed += 1;
        log(`section ${s.id} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      }
    }
  } finally {
    await pg.stop();
  }

  const order = sections.map((s) => s.id);
  const merged = mergeSections(order, fresh, newestSections(resultsDir));
  const results = { format: 1 as const, date: started.toISOString(), command: commandOf(options), machine, measured: fresh.map((s) => s.id), sections: merged };
  const file = join(resultsDir, `${stampOf(started)}.json`);
  writeResults(file, results);
  writeFileSync(join(root, 'docs', 'benchmarks.md'), renderBenchmarksDoc(results));
  if (readdirSync(outDir).length === 0) rmdirSync(outDir);
  log(`\nwrote ${file} and docs/benchmarks.md${failed ? ` (${failed} section(s) failed)` : ''}`);
  return failed ? 1 : 0;
}

/** `--doc-only`: the page from the newest result of every registered section, nothing measured. */
function rewriteDoc(root: string, resultsDir: string): number {
  const merged = mergeSections(
    sections.map((s) => s.id),
    [],
    newestSections(resultsDir),
  );
  const latest = [...merged].sort((a, b) => b.measuredAt.localeCompare(a.measuredAt))[0];
  if (!latest) throw new UsageError('--doc-only: no results in bench/results/ yet; run `npm run bench` first');
  const results: BenchResults = {
    format: 1,
    date: latest.measuredAt,
    command: 'npm run bench -- --doc-only',
    machine: latest.machine,
    measured: [],
    sections: merged,
  };
  writeFileSync(join(root, 'docs', 'benchmarks.md'), renderBenchmarksDoc(results));
  log(`wrote docs/benchmarks.md from the newest results of ${merged.map((s) => s.id).join(', ')}`);
  return 0;
}

function printSection(s: SectionResult): void {
  const out = [
    `\n# ${s.title}${s.quick ? ' (--quick)' : ''}`,
    ...s.tables.map((t) => `\n${textTable(t)}`),
    ...(s.notes.length ? ['\nNotes:', ...s.notes.map((n) => (/^\d+\. /.test(n) ? `   ${n}` : `- ${n}`))] : []),
  ];
  process.stdout.write(`${out.join('\n')}\n`);
}

/** Ctrl-C: stop the embedded PostgreSQL and remove its folder instead of leaving it running. */
function stopOnSignals(pg: BenchPostgres): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`\n${signal}: stopping`);
      void pg.stop().finally(() => process.exit(130));
    });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    log(error instanceof UsageError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
