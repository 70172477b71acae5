/**
 * A closed-loop load: `workers` concurrent loops, each awaiting its operation and starting the
 * next at once, for a fixed time. Every completed operation's latency is kept (the runs are short
 * enough to keep them all), so percentiles are exact.
 */
export interface ClosedLoopResult {
  readonly ops: number;
  /** Units the operations reported (e.g. events appended), summed. */
  readonly units: number;
  readonly elapsedMs: number;
  readonly latenciesMs: readonly number[];
}

/** `op(worker, i)` returns how many units it did (events, rows); a throw stops the whole run. */
export async function closedLoop(workers: number, durationMs: number, op: (worker: number, iteration: number) => Promise<number>): Promise<ClosedLoopResult> {
  const latencies: number[] = [];
  let units = 0;
  const start = performance.now();
  const end = start + durationMs;
  const loop = async (worker: number) => {
    for (let i = 0; performance.now() < end; i += 1) {
      const t0 = performance.now();
      // Not `units += await …`: that would read `units` before the await and lose other workers' counts.
      const done = await op(worker, i);
      units += done;
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, w) => loop(w)));
  return { ops: latencies.length, units, elapsedMs: performance.now() - start, latenciesMs: latencies };
}
