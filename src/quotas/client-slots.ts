/**
 * Things a client holds at once (sockets, joined matches, followed matches), counted per client
 * address with a cap. `take` answers whether the client may have one more; every successful
 * `take` is paired with exactly one `release`.
 */
export class ClientSlots {
  private readonly held = new Map<string, number>();

  constructor(private readonly cap: number) {}

  get limit(): number {
    return this.cap;
  }

  take(client: string): boolean {
    const n = this.held.get(client) ?? 0;
    if (n >= this.cap) return false;
    this.held.set(client, n + 1);
    return true;
  }

  release(client: string): void {
    const n = (this.held.get(client) ?? 0) - 1;
    if (n > 0) this.held.set(client, n);
    else this.held.delete(client);
  }

  count(client: string): number {
    return this.held.get(client) ?? 0;
  }
}
