/**
 * A single-flight: concurrent callers asking for the same key while its work is under way share
 * that one run and its result (or its failure); the next call after it settles starts a new run.
 * For expensive reads that many requests may ask for at once (a match's replay metadata, an audit).
 */
export class SharedFlight<K, V> {
  private readonly running = new Map<K, Promise<V>>();

  /** `work()`'s result, or the result of the run already under way for `key`. */
  run(key: K, work: () => Promise<V>): Promise<V> {
    let pending = this.running.get(key);
    if (!pending) {
      pending = work().finally(() => this.running.delete(key));
      this.running.set(key, pending);
    }
    return pending;
  }
}
