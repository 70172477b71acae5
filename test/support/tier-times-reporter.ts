import type { Reporter, TestModule } from 'vitest/node' with { 'resolution-mode': 'import' };

interface Tier {
  files: number;
  first: number;
  last: number;
  /** Sum of the files' own wall times (files of a tier run side by side, so this exceeds the span). */
  fileTime: number;
}

/**
 * Prints, at the end of a run, each tier's span (its first file's start to its last file's end)
 * and the sum of its files' times. `npm test` runs the tiers in one process, side by side; this is
 * how a run still says what each tier costs (README, "Tests").
 */
export default class TierTimesReporter implements Reporter {
  private readonly tiers = new Map<string, Tier>();
  private readonly runStart = Date.now();

  /*
   * A file's time is its own, as the runner measured it (preparing, setup files, import and
   * collection, tests and hooks): with files sharing a worker (vitest.config.mts), a module's start
   * event does not mark when that file began, and the wall time between the events undercounted the
   * property tier by two thirds.
   */
  onTestModuleEnd(module: TestModule): void {
    const end = Date.now();
    const d = module.diagnostic();
    const own = d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
    const start = end - own;
    const name = module.project.name || 'default';
    const tier = this.tiers.get(name) ?? { files: 0, first: start, last: end, fileTime: 0 };
    tier.files += 1;
    tier.first = Math.min(tier.first, start);
    tier.last = Math.max(tier.last, end);
    tier.fileTime += own;
    this.tiers.set(name, tier);
  }

  onTestRunEnd(): void {
    if (this.tiers.size === 0) return;
    const s = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
    console.log('\nTier times (span from the run start; files run side by side):');
    for (const [name, t] of this.tiers) {
      console.log(
        `  ${name.padEnd(12)} ${String(t.files).padStart(3)} files  from ${s(t.first - this.runStart).padStart(6)} to ${s(t.last - this.runStart).padStart(6)}  file time ${s(t.fileTime)}`,
      );
    }
    console.log(`  whole run ${s(Math.max(...[...this.tiers.values()].map((t) => t.last)) - this.runStart)}`);
  }
}
