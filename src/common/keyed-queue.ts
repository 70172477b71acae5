/**
 * Runs tasks one at a time per key (a match), in arrival order; different keys run concurrently.
 * This makes each match single-writer inside one process, so concurrent commands to one match do
 * not burn retries against each other; across processes the event log's (match_id, first_seq)
 * key decides.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const next = previous.then(task, task);
    const tail = next.catch(() => undefined);
    this.tails.set(key, tail);
    // Forget the key once its queue drains, so the map does not grow with every match ever seen.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return next;
  }

  /** Resolves when every task queued so far has finished (used at shutdown). */
  async drain(): Promise<void> {
    while (this.tails.size > 0) await Promise.all([...this.tails.values()]);
  }
}
