/** The runner's command line: `--only a,b`, `--quick`, `--cpu-prof`, `--matches 1,200`, `--runs n`, `--doc-only`. */

const USAGE = 'usage: npm run bench [-- --only id[,id…]] [--quick] [--cpu-prof] [--matches m[,m…]] [--runs n] | npm run bench -- --doc-only';

/** A command-line mistake: printed without a stack. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
export interface BenchOptions {
  /** Section ids to run; null: all. */
  readonly only: readonly string[] | null;
  readonly quick: boolean;
  readonly cpuProfile: boolean;
  /** The concurrent-match levels of the e2e and pile sections (one level alone on a busy machine); null: their defaults. */
  readonly matches: readonly number[] | null;
  /** Runs per pile cell (its medians); null: the default. */
  readonly runs: number | null;
  /** Measure nothing: rewrite docs/benchmarks.md from the newest results of every section. */
  readonly docOnly: boolean;
}

export function parseArgs(argv: readonly string[]): BenchOptions {
  let only: string[] | null = null;
  let quick = false;
  let cpuProfile = false;
  let docOnly = false;
  let matches: number[] | null = null;
  let runs: number | null = null;
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
    } else if (arg === '--matches' || arg.startsWith('--matches=')) {
      const value = arg === '--matches' ? argv[++i] : arg.slice('--matches='.length);
      matches = (value ?? '').split(',').map((s) => Number(s.trim()));
      if (matches.length === 0 || !matches.every((m) => Number.isInteger(m) && m > 0)) {
        throw new UsageError(`--matches needs a comma-separated list of positive integers\n${USAGE}`);
      }
    } else if (arg === '--runs' || arg.startsWith('--runs=')) {
      runs = Number(arg === '--runs' ? argv[++i] : arg.slice('--runs='.length));
      if (!Number.isInteger(runs) || runs < 1) throw new UsageError(`--runs needs a positive integer\n${USAGE}`);
    } else if (arg === '--help' || arg === '-h') {
      throw new UsageError(USAGE);
    } else {
      throw new UsageError(`unknown argument ${arg}\n${USAGE}`);
    }
  }
  if (docOnly && (only || quick || cpuProfile || matches || runs)) throw new UsageError(`--doc-only measures nothing and takes no other option\n${USAGE}`);
  return { only, quick, cpuProfile, matches, runs, docOnly };
}

/** The command that reproduces these options. */
export function commandOf(options: BenchOptions): string {
  if (options.docOnly) return 'npm run bench -- --doc-only';
  const flags = [
    ...(options.only ? [`--only ${options.only.join(',')}`] : []),
    ...(options.quick ? ['--quick'] : []),
    ...(options.cpuProfile ? ['--cpu-prof'] : []),
    ...matrixFlags(options),
  ];
  return flags.length ? `npm run bench -- ${flags.join(' ')}` : 'npm run bench';
}

/** `--matches` and `--runs` as given (empty when the defaults were used), for the commands sections print. */
export function matrixFlags(options: Pick<BenchOptions, 'matches' | 'runs'>): string[] {
  return [...(options.matches ? [`--matches ${options.matches.join(',')}`] : []), ...(options.runs ? [`--runs ${options.runs}`] : [])];
}
