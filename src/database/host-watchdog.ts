import type pg from 'pg';

/** How often a host with open connections is asked whether it still answers. */
const PROBE_EVERY_MS = 500;
/**
 * How long a probe may take (a fresh connection and one query). A healthy host answers in
 * milliseconds, even on a loaded machine (under 100 ms at load 20 in the failover test); a
 * second is far from a false alarm and keeps the detection inside the 2 s the players may lose
 * beyond the database's own failover.
 */
export const PROBE_TIMEOUT_MS = 1_000;

/** Asks one host whether it answers at all (its role does not matter here). */
export type HostProbe = (host: string) => Promise<boolean>;

/**
 * Notices a database host that stopped answering without closing its connections: a machine gone
 * or a network cut, where no RST reaches this process. Its connections would wait for TCP's
 * retransmission timeout (about 15 minutes on Linux) with every pool slot held, so players would
 * see an outage of that length instead of the failover's. While connections to a host are open
 * (or opening), it is probed every PROBE_EVERY_MS over a fresh connection; a probe with no answer
 * within PROBE_TIMEOUT_MS condemns the host: its connections are destroyed at once (their queries
 * fail, clients resend them with the same command ids, nothing acknowledged is lost) and `lost`
 * tells the locator to look for the writable host again.
 *
 * A killed PostgreSQL (its machine still up) closes its sockets by itself: the watchdog matters
 * only when the host is silent. It runs for multi-host URLs alone, where there is another host to
 * fail over to.
 */
export class HostWatchdog {
  private readonly clients = new Map<string, Set<pg.Client>>();
  private timer: NodeJS.Timeout | null = null;
  private probing = false;

  constructor(
    private readonly probe: HostProbe,
    private readonly lost: (host: string) => void,
  ) {}

  /** Watches `client`'s host from now until the client ends. */
  track(host: string, client: pg.Client): void {
    const set = this.clients.get(host) ?? new Set<pg.Client>();
    this.clients.set(host, set);
    set.add(client);
    client.once('end', () => this.untrack(host, client));
    this.timer ??= setInterval(() => void this.round(), PROBE_EVERY_MS).unref();
  }

  private untrack(host: string, client: pg.Client): void {
    const set = this.clients.get(host);
    set?.delete(client);
    if (set?.size === 0) this.clients.delete(host);
    if (this.clients.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  /** One probe per watched host; a round still running when the next is due is not doubled. */
  private async round(): Promise<void> {
    if (this.probing) return;
    this.probing = true;
    try {
      await Promise.all([...this.clients.keys()].map(async (host) => (await this.probe(host)) || this.condemn(host)));
    } finally {
      this.probing = false;
    }
  }

  private condemn(host: string): void {
    this.lost(host);
    for (const client of this.clients.get(host) ?? []) {
      // What node-postgres itself does when a connection attempt times out: the socket goes, every
      // query waiting on it fails, and the pool drops the client.
      client.connection.stream.destroy(new Error(`database host ${host} stopped answering`));
    }
  }
}
