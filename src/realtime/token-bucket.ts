/**
 * A token bucket: `capacity` tokens, refilled at `perSecond`. Each message takes one. Allows
 * bursts (a client catching up) while bounding the sustained rate per socket.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.tokens = capacity;
    this.last = now();
  }

  take(): boolean {
    this.refill();
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Takes `n` at once, into debt if need be: work already done is paid for by waiting afterwards. */
  spend(n: number): void {
    this.refill();
    this.tokens -= n;
  }

  /** Whether a message could be taken now (nothing is taken). */
  available(): boolean {
    this.refill();
    return this.tokens >= 1;
  }

  /** Whether the bucket has refilled to its capacity: forgetting it then loses nothing. */
  full(): boolean {
    this.refill();
    return this.tokens >= this.capacity;
  }

  /** Milliseconds until the next message can be taken (0 when it can now): what a refused client is told to wait. */
  msUntilNext(): number {
    this.refill();
    // One millisecond more than the exact wait, so float rounding never makes a timely retry a token short.
    return this.tokens >= 1 ? 0 : Math.ceil(((1 - this.tokens) / this.perSecond) * 1000) + 1;
  }

  private refill(): void {
    const t = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
  }
}
