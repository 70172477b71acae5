export interface TriggerCoalescerOptions<K> {
  /** Told about a run that threw; the next trigger runs the task again. */
  readonly onError: (key: K, error: unknown) => void;
  /**
   * Awaited before each run (a pause, a turn of the event loop). Triggers that arrive while it
   * waits are served by the run that follows it, not by one more run.
   */
  readonly before?: (key: K) => Promise<void>;
}

/**
 * Runs `task(key)` at most once at a time per key, and never loses a trigger: a trigger while the
 * task runs for that key makes it run exactly once more afterwards, however many triggers came in
 * between. This is the shape of every "something changed, go and look" loop of the server (bots,
 * deadline timers, auto-pass, the lobby projector, live replay rooms, the NOTIFY batcher): the
 * task re-reads the current state, so one run after the last trigger covers them all.
 */
export class TriggerCoalescer<K = string> {
  private readonly runs = new Map<K, Promise<void>>();
  private readonly again = new Set<K>();
  private stopped = false;

  constructor(
    private readonly task: (key: K) => Promise<void>,
    private readonly options: TriggerCoalescerOptions<K>,
  ) {}

  /** Runs the task for `key` now, or once more after the current run. Ignored once stopped. */
  trigger(key: K): void {
    if (this.stopped) return;
    if (this.runs.has(key)) {
      this.again.add(key);
      return;
    }
    const run = this.loop(key).finally(() => this.runs.delete(key));
    this.runs.set(key, run);
  }

  /** Resolves when no run is under way (runs triggered meanwhile included). */
  async idle(): Promise<void> {
    while (this.runs.size > 0) await Promise.all([...this.runs.values()]);
  }

  /** Refuses further triggers, drops pending re-runs and waits for the runs under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.again.clear();
    await this.idle();
  }

  private async loop(key: K): Promise<void> {
    do {
      if (this.options.before) await this.options.before(key).catch((error: unknown) => this.options.onError(key, error));
      // Every trigger up to here is served by the run below.
      this.again.delete(key);
      if (this.stopped) return;
      try {
        await this.task(key);
      } catch (error) {
        this.options.onError(key, error);
      }
    } while (this.again.has(key) && !this.stopped);
  }
}
