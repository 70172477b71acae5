/**
 * The PostgreSQL a bench run uses: DATABASE_URL when set (e.g. the machine's PostgreSQL 15, the
 * conditions of docs/peer-workload.md's baseline), else an embedded one with durable default settings
 * (fsync and synchronous_commit on: figures measured with fsync off would flatter every store).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';
import { parentPid } from './proc';

export interface BenchPostgres {
  /** Superuser URL of the `postgres` database. */
  readonly adminUrl: string;
  /** "DATABASE_URL" or "embedded". */
  readonly source: 'DATABASE_URL' | 'embedded';
  stop(): Promise<void>;
}

export async function startBenchPostgres(root: string, log: (line: string) => void): Promise<BenchPostgres> {
  const url = process.env.DATABASE_URL;
  if (url) return { adminUrl: url, source: 'DATABASE_URL', stop: async () => undefined };
  const dataDir = join(root, '.data', 'bench', String(process.pid));
  log(`starting an embedded PostgreSQL in ${dataDir} (durable default settings)`);
  // pg_stat_statements: the e2e section counts the statements each command costs.
  const handle = await startEmbeddedPostgres({
    dataDir,
    settings: { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track_utility': 'on' },
  });
  return {
    adminUrl: handle.url,
    source: 'embedded',
    async stop() {
      await handle.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface BenchDatabase {
  readonly name: string;
  readonly url: string;
  drop(): Promise<void>;
}

/** A fresh empty database `<prefix>_<random>` on the run's PostgreSQL. */
export async function createBenchDatabase(adminUrl: string, prefix: string): Promise<BenchDatabase> {
  const name = `${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

export interface PostgresInfo {
  readonly version: string;
  readonly settings: Readonly<Record<string, string>>;
}

const SETTINGS = ['fsync', 'synchronous_commit', 'full_page_writes', 'wal_level', 'shared_buffers', 'max_connections', 'wal_sync_method'];

export async function postgresInfo(adminUrl: string): Promise<PostgresInfo> {
  return withClient(adminUrl, async (c) => {
    const version = (await c.query<{ v: string }>('SELECT version() AS v')).rows[0]?.v ?? 'unknown';
    // current_setting gives values with their units ("128MB"), as a reader expects them.
    const rows = (await c.query<{ name: string; value: string }>('SELECT name, current_setting(name) AS value FROM unnest($1::text[]) AS name', [SETTINGS]))
      .rows;
    return { version, settings: Object.fromEntries(rows.map((r) => [r.name, r.value])) };
  });
}

/** Reads cluster-wide figures around a measured window: WAL position and the postmaster's pid. */
export class ClusterProbe {
  private constructor(
    private readonly client: pg.Client,
    /** Null when the server is not on this machine (no /proc entry for its backend). */
    readonly postmasterPid: number | null,
  ) {}

  static async open(adminUrl: string): Promise<ClusterProbe> {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    const backend = Number((await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid);
    const host = new URL(adminUrl).hostname;
    const local = ['127.0.0.1', 'localhost', '::1', '[::1]', ''].includes(host);
    // A server in a container reports pids of another namespace: trust only a postgres process.
    const postmaster = local ? parentPid(backend) : null;
    return new ClusterProbe(client, postmaster !== null && isPostgres(postmaster) && isPostgres(backend) ? postmaster : null);
  }

  async walLsn(): Promise<string> {
    return (await this.client.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn')).rows[0]?.lsn ?? '0/0';
  }

  async walBytesBetween(from: string, to: string): Promise<number> {
    return Number((await this.client.query<{ d: string }>('SELECT pg_wal_lsn_diff($2, $1)::text AS d', [from, to])).rows[0]?.d ?? 0);
  }

  close(): Promise<void> {
    return this.client.end();
  }
}

function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return false;
  }
}
