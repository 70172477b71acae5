import pg from 'pg';
import { HostWatchdog, PROBE_TIMEOUT_MS } from './host-watchdog';

/**
 * Several database hosts in one URL, as libpq takes them:
 * `postgres://user:pass@primary:5432,standby:5432/db?target_session_attrs=read-write`.
 *
 * node-postgres connects to one host only, so this module adds what the server needs of libpq's
 * multi-host semantics: every new connection goes to the host that accepts writes now (found by
 * asking each host `pg_is_in_recovery()`), and a connection that fails, or lands on a standby, makes
 * the next one look again. After a failover (the primary dies, an operator or Patroni promotes the
 * standby) the pool's broken connections are dropped, commands in flight fail cleanly (clients
 * resend them with the same command id), and the next connections reach the new primary without a
 * restart of the server.
 */
export interface HostAddress {
  readonly host: string;
  readonly port: number;
}

export type TargetSessionAttrs = 'read-write' | 'any';

export interface DatabaseAddress {
  readonly hosts: readonly HostAddress[];
  readonly target: TargetSessionAttrs;
  /** The URL with only `host` in it (and without target_session_attrs), for node-postgres. */
  urlFor(host: HostAddress): string;
}

/** Splits a libpq-style URL with one or more `host[:port]` entries. */
export function parseDatabaseUrl(url: string): DatabaseAddress {
  const match = /^(postgres(?:ql)?:\/\/)(?:([^@/]*)@)?([^/?#]*)(.*)$/.exec(url);
  if (!match) throw new Error('the database URL must look like postgres://user:pass@host:port,host:port/database');
  const [, scheme = 'postgres://', userInfo, hostList = '', rest = ''] = match;
  const hosts = hostList.split(',').map((entry) => parseHost(entry));
  if (hosts.length === 0 || hosts.some((h) => h.host === '')) throw new Error('the database URL names no host');
  const [path = '', query = ''] = rest.split('?', 2) as [string?, string?];
  const params = new URLSearchParams(query);
  const attrs = params.get('target_session_attrs') ?? (hosts.length > 1 ? 'read-write' : 'any');
  if (attrs !== 'read-write' && attrs !== 'any') throw new Error(`target_session_attrs=${attrs} is not supported (read-write or any)`);
  params.delete('target_session_attrs');
  const search = params.toString();
  return {
    hosts,
    target: attrs,
    urlFor: (host) => `${scheme}${userInfo !== undefined ? `${userInfo}@` : ''}${formatHost(host)}${path}${search ? `?${search}` : ''}`,
  };
}

function parseHost(entry: string): HostAddress {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  if (bracketed) return { host: bracketed[1] ?? '', port: Number(bracketed[2] ?? 5432) };
  const [host = '', port] = entry.split(':');
  return { host, port: port ? Number(port) : 5432 };
}

const formatHost = ({ host, port }: HostAddress) => `${host.includes(':') ? `[${host}]` : host}:${port}`;

/** What a host answered: it takes writes, it is a standby, or it did not answer. */
export type HostRole = 'primary' | 'standby' | 'down';

/** Asks one host over a fresh connection what it is now. */
export type RoleProbe = (host: HostAddress, timeoutMs: number) => Promise<HostRole>;

/**
 * How often a standby is asked again while a search still waits on a host that does not answer.
 * A failover's promotion lands inside that wait (the dead host's probe takes its whole timeout,
 * 2 s); asked once, the standby's "in recovery" made the search fail, and the next one began only
 * after the timeout: players lost up to 2 s beyond the promotion. A fresh connection and one query
 * every 200 ms, during a failover only.
 */
const STANDBY_RECHECK_MS = 200;

/**
 * Finds the host to connect to and remembers it until a connection to it fails. Concurrent
 * callers share one search (the pool opens many connections at once after a failover).
 */
export class HostLocator {
  private chosen: HostAddress | null = null;
  private searching: Promise<HostAddress> | null = null;

  constructor(
    private readonly address: DatabaseAddress,
    private readonly probeTimeoutMs = 2000,
    private readonly probe: RoleProbe = (host, timeoutMs) => askRole(address, host, timeoutMs),
    private readonly standbyRecheckMs = STANDBY_RECHECK_MS,
  ) {}

  /** The host new connections should use now. */
  current(): Promise<HostAddress> {
    if (this.chosen) return Promise.resolve(this.chosen);
    if (this.address.hosts.length === 1 && this.address.target === 'any') return Promise.resolve(this.address.hosts[0] as HostAddress);
    this.searching ??= this.search().finally(() => {
      this.searching = null;
    });
    return this.searching;
  }

  /** A connection to `host` failed or was refused: look again next time. */
  forget(host: HostAddress): void {
    if (this.chosen && this.chosen.host === host.host && this.chosen.port === host.port) this.chosen = null;
  }

  private async search(): Promise<HostAddress> {
    const firstAnswers = this.address.hosts.map((host) => this.probe(host, this.probeTimeoutMs));
    // Over once every host has answered, or once a primary is found.
    let over = false;
    void Promise.all(firstAnswers).then(() => (over = true));
    // A writer is wanted and a host is a standby: it may be promoted while another host's probe
    // still runs out its timeout (STANDBY_RECHECK_MS says why it is asked again).
    const roles = firstAnswers.map((answer, i) =>
      answer.then((role) =>
        role === 'standby' && this.address.target === 'read-write' ? this.untilPromoted(this.address.hosts[i] as HostAddress, () => over) : role,
      ),
    );
    // A primary found is taken at once: a dead host (a machine gone, no RST) would otherwise hold
    // the search for its whole probe timeout after the new primary already takes writes.
    const primary = await firstIndex(roles, (role) => role === 'primary');
    const chosen = primary === null ? undefined : this.address.hosts[primary];
    if (chosen) {
      over = true;
      return (this.chosen = chosen);
    }
    const settled = await Promise.all(roles);
    const wanted: HostRole[] = this.address.target === 'read-write' ? ['primary'] : ['primary', 'standby'];
    const index = settled.findIndex((role) => wanted.includes(role));
    const found = this.address.hosts[index];
    if (index < 0 || !found) {
      const seen = this.address.hosts.map((h, i) => `${formatHost(h)} ${settled[i]}`).join(', ');
      throw new DatabaseUnavailableError(`no database host accepts ${this.address.target === 'read-write' ? 'writes' : 'connections'} (${seen})`);
    }
    this.chosen = found;
    return found;
  }

  /** Asks a standby again until it takes writes or `over()` (the search has heard every host, or found a primary). */
  private async untilPromoted(host: HostAddress, over: () => boolean): Promise<HostRole> {
    while (!over()) {
      await new Promise((resolve) => setTimeout(resolve, this.standbyRecheckMs));
      if (over()) break;
      const role = await this.probe(host, this.probeTimeoutMs);
      if (role !== 'standby') return role;
    }
    return 'standby';
  }

  /** What `host` answers now, over a fresh connection given `timeoutMs` to connect and answer. */
  async roleOf(host: HostAddress, timeoutMs: number): Promise<HostRole> {
    return this.probe(host, timeoutMs);
  }
}

/** What `host` answers over a fresh connection given `timeoutMs` to connect and answer. */
async function askRole(address: DatabaseAddress, host: HostAddress, timeoutMs: number): Promise<HostRole> {
  const client = new pg.Client({ connectionString: address.urlFor(host), connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const { rows } = await client.query<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby');
    return rows[0]?.standby ? 'standby' : 'primary';
  } catch {
    return 'down';
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The index of the first promise (in time) whose value passes `test`, or null once all have settled without one. */
function firstIndex<T>(promises: readonly Promise<T>[], test: (value: T) => boolean): Promise<number | null> {
  return new Promise((resolve) => {
    let left = promises.length;
    if (left === 0) resolve(null);
    promises.forEach((promise, index) => {
      void promise.then((value) => {
        if (test(value)) resolve(index);
        else if ((left -= 1) === 0) resolve(null);
      });
    });
  });
}

/** No host could take the connection: the database is away (a failover in progress, an outage). */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
}

/**
 * A node-postgres `Client` class whose connections go to the locator's current host. Given to the
 * pool (TypeORM's `extra.Client`) and used for the LISTEN connection, so every connection of the
 * process follows a failover.
 */
export function locatingClientClass(address: DatabaseAddress, locator: HostLocator, watchdog: HostWatchdog | null = null): typeof pg.Client {
  return class LocatingClient extends pg.Client {
    override connect(): Promise<pg.Client>;
    override connect(callback: ((err: Error) => void) | ((err: null, c: pg.Client) => void)): void;
    override connect(callback?: ((err: Error) => void) | ((err: null, c: pg.Client) => void)): Promise<pg.Client> | void {
      const connected = this.connectToCurrentHost().then(() => this);
      if (!callback) return connected;
      // node-postgres' callback form (the pool uses it): called with null on success.
      const done = callback as (err: Error | null, c?: pg.Client) => void;
      connected.then(
        (client) => done(null, client),
        (error: Error) => done(error),
      );
    }

    private async connectToCurrentHost(): Promise<void> {
      const host = await locator.current();
      // The socket is opened by connect() from these fields; nothing was opened yet.
      this.host = host.host;
      this.port = host.port;
      this.on('error', () => locator.forget(host));
      // Watched from before the connection opens: a silent host can hold the startup too.
      watchdog?.track(formatHost(host), this);
      try {
        await super.connect();
      } catch (error) {
        locator.forget(host);
        throw error;
      }
      if (address.target !== 'read-write' || address.hosts.length === 1) return;
      // The host may have become a standby since it was chosen (a failed-over old primary).
      const { rows } = await this.query<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby');
      if (rows[0]?.standby) {
        locator.forget(host);
        await this.end().catch(() => undefined);
        throw new DatabaseUnavailableError(`${formatHost(host)} no longer accepts writes`);
      }
    }
  };
}

/** Everything a process needs to connect to `url`: a single-host URL for parsers, and the client class. */
export function databaseConnection(url: string): { readonly url: string; readonly Client: typeof pg.Client; readonly address: DatabaseAddress } {
  const address = parseDatabaseUrl(url);
  const locator = new HostLocator(address);
  const byName = new Map(address.hosts.map((h) => [formatHost(h), h]));
  // Only where there is another host to fail over to.
  const watchdog =
    address.hosts.length > 1
      ? new HostWatchdog(
          async (name) => (await locator.roleOf(byName.get(name) as HostAddress, PROBE_TIMEOUT_MS)) !== 'down',
          (name) => locator.forget(byName.get(name) as HostAddress),
        )
      : null;
  return { url: address.urlFor(address.hosts[0] as HostAddress), Client: locatingClientClass(address, locator, watchdog), address };
}
