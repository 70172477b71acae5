import { TokenBucket } from './token-bucket';

/** What a socket's guard draws one message from. */
export interface MessageBudget {
  take(): boolean;
  /** Milliseconds until the next message can be taken (0 when it can now). */
  msUntilNext(): number;
}

/** Several budgets that must all allow a message; one is taken from each only when all can give it. */
export function allOf(...buckets: TokenBucket[]): MessageBudget {
  return {
    take: () => buckets.every((b) => b.available()) && buckets.every((b) => b.take()),
    msUntilNext: () => Math.max(...buckets.map((b) => b.msUntilNext())),
  };
}

/** Clients whose bucket is kept before full ones are forgotten (a sweep is O(clients), so not on every message). */
const SWEEP_AT = 1_000;

/**
 * Message budgets per client address, shared by all of a client's sockets on one namespace and
 * kept after they close: a client that reconnects finds its budget as it left it, so short-lived
 * sockets gain nothing (a flood of 311 reconnecting /replay sockets once got 3,110 follows through
 * in 5.2 s). A bucket that has refilled to capacity is forgotten: a new one is the same.
 */
export class ClientBudgets {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  of(client: string): TokenBucket {
    let bucket = this.buckets.get(client);
    if (!bucket) {
      if (this.buckets.size >= SWEEP_AT) this.sweep();
      bucket = new TokenBucket(this.capacity, this.perSecond, this.now);
      this.buckets.set(client, bucket);
    }
    return bucket;
  }

  private sweep(): void {
    for (const [client, bucket] of this.buckets) if (bucket.full()) this.buckets.delete(client);
  }
}
