/** The runner's command line: `--only a,b`, `--quick`, `--cpu-prof`, `--doc-only`. */

const USAGE = 'usage: npm run bench [-- --only id[,id…]] [--quick] [--cpu-prof] | npm run bench -- --doc-only';

/** A command-line mistake: printed without a stack. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
export interface BenchOptions {
  /** Section ids to run; null: all. */
  readonly only: readonly string[] | null;
  readonly quick: boolean;
  readonly cpuProfile: boolean;
  /** Measure nothing: rewrite docs/benchmarks.md from the newest results of every section. */
  readonly docOnly: boolean;
}

export function parseArgs(argv: readonly string[]): BenchOptions {
  let only: string[] | null = null;
  let quick = false;
  let cpuProfile = false;
  let docOnly = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--quick') quick = true;
    else if (arg === '--cpu-prof') cpuProfile = true;
    else if (arg === '--doc-only') docOnly = true;
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const value = arg === '--only' ? argv[++i] : arg.slice('--only='.length);
      if (!value) throw new UsageError(`--only needs a comma-separated list of section ids\n${USAGE}`);
      only = [
        ...(only ?? []),
        ...value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ];
    } else if (arg === '--help' || arg === '-h') {
      throw new UsageError(USAGE);
    } else {
      throw new UsageError(`unknown argument ${arg}\n${USAGE}`);
    }
  }
  if (docOnly && (only || quick || cpuProfile)) throw new UsageError(`--doc-only measures nothing and takes no other option\n${USAGE}`);
  return { only, quick, cpuProfile, docOnly };
}

/** The command that reproduces these options. */
export function commandOf(options: BenchOptions): string {
  if (options.docOnly) return 'npm run bench -- --doc-only';
  const flags = [
    ...(options.only ? [`--only ${options.only.join(',')}`] : []),
    ...(options.quick ? ['--quick'] : []),
    ...(options.cpuProfile ? ['--cpu-prof'] : []),
  ];
  return flags.length ? `npm run bench -- ${flags.join(' ')}` : 'npm run bench';
}
