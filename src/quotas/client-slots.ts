/**
 * Things a client holds at once (sockets, joined matches, followed matches), counted per client
 * address with a cap. Each slot is named by a key (a socket, or a socket and a match), so taking a
 * slot already held costs nothing and releasing is idempotent: every exit path may release without
 * counting how many times it ran, and a slot is never freed twice or leaked by a path that forgot.
 */
export class ClientSlots {
  private readonly held = new Map<string, Set<string>>();

  constructor(private readonly cap: number) {}

  get limit(): number {
    return this.cap;
  }

  /** Takes the slot `key` for `client` (true), or answers false when the client holds its cap of other slots. */
  take(client: string, key: string): boolean {
    const keys = this.held.get(client) ?? new Set<string>();
    if (keys.has(key)) return true;
    if (keys.size >= this.cap) return false;
    keys.add(key);
    this.held.set(client, keys);
    return true;
  }

  release(client: string, key: string): void {
    const keys = this.held.get(client);
    if (!keys) return;
    keys.delete(key);
    if (keys.size === 0) this.held.delete(client);
  }

  /** Releases every slot of `client` whose key starts with `prefix` (all of one socket's). */
  releaseAll(client: string, prefix: string): void {
    const keys = this.held.get(client);
    if (!keys) return;
    for (const key of keys) if (key.startsWith(prefix)) keys.delete(key);
    if (keys.size === 0) this.held.delete(client);
  }

  count(client: string): number {
    return this.held.get(client)?.size ?? 0;
  }
}
