/**
 * What every benchmark section returns: figures, not pass/fail. `bench/run.ts` runs the sections,
 * prints every table, writes `bench/results/<date>.json` and regenerates `docs/benchmarks.md`.
 */
export interface BenchTable {
  readonly title: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
}

export interface BenchSection {
  /** Short id used on the command line: `npm run bench -- --only <id>`. */
  readonly id: string;
  readonly title: string;
  /** The exact command that reproduces this section alone. */
  readonly command: string;
  readonly tables: readonly BenchTable[];
  /** Conditions, targets and where we stand, what limits the figures (prose lines). */
  readonly notes: readonly string[];
}

export interface BenchContext {
  /** Admin connection string of the PostgreSQL the run uses (durable settings, never fsync off). */
  readonly databaseUrl: string;
  /** `--quick`: fewer runs and smaller matrices, for a smoke run (figures marked as such). */
  readonly quick: boolean;
  /** Folder for profiles and raw data of this run (bench/results/<stamp>/). */
  readonly outDir: string;
  /** `--cpu-prof`: sections that start a server may run it once under `node --cpu-prof` into outDir/profiles. */
  readonly cpuProfile?: boolean;
  /** `--matches`: the concurrent-match levels of sections that have them (e2e, pile); null or absent: their defaults. */
  readonly matches?: readonly number[] | null;
  /** `--runs`: runs per cell of sections that take medians (pile); null or absent: their defaults. */
  readonly runs?: number | null;
  /** The project's root folder (the working directory of `npm run bench`). */
  readonly projectRoot?: string;
  /** Prints a progress line to stderr. */
  log(line: string): void;
}

export type BenchSectionRunner = (ctx: BenchContext) => Promise<BenchSection>;
