/** How many writes go out together and how many such batches may be in flight at once. */
export interface GroupCommitOptions {
  /** Batches sent and not yet committed; a new write waits only when all of them are busy. */
  readonly maxInFlight: number;
  /** The most writes one batch carries (the rest wait for the next). */
  readonly maxBatch: number;
}

interface Pending<In, Out> {
  readonly input: In;
  readonly resolve: (out: Out) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Group commit in the application: writes that arrive while every connection given to it is busy
 * committing queue up and go out together in the next round trip, one durable commit for all.
 * Adaptive by construction: with a free slot a write is sent at once (nothing waits for a timer or
 * a batch to fill), so an idle server commits each write alone and a loaded one commits whatever
 * queued during the previous commit.
 *
 * `send` answers each write of a batch in order (a write's own failure, such as a version conflict,
 * is part of its answer). When the batch as a whole fails (a lost connection, a deadlock, an error
 * no answer covers) nothing of it committed, so each write is sent again alone: one write's fault
 * then fails that write only.
 */
export class GroupCommit<In, Out> {
  private queue: Pending<In, Out>[] = [];
  private inFlight = 0;

  constructor(
    private readonly send: (batch: readonly In[]) => Promise<readonly Out[]>,
    private readonly options: GroupCommitOptions,
    private readonly observe: (size: number) => void = () => undefined,
  ) {}

  /** Resolves with this write's answer once the commit holding it returned. */
  submit(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      this.inFlight += 1;
      void this.commit(batch).finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  private async commit(batch: readonly Pending<In, Out>[]): Promise<void> {
    this.observe(batch.length);
    let answers: readonly Out[];
    try {
      answers = await this.send(batch.map((p) => p.input));
      if (answers.length !== batch.length) throw new Error(`group commit: ${answers.length} answers for ${batch.length} writes`);
    } catch (error) {
      if (batch.length === 1) return batch[0]?.reject(error);
      await Promise.all(batch.map((p) => this.commit([p])));
      return;
    }
    batch.forEach((p, i) => p.resolve(answers[i] as Out));
  }
}
