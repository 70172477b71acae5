/**
 * A PostgreSQL primary with a standby (synchronous by default; or a lagging read replica), from the machine's PostgreSQL server binaries
 * (Debian's postgresql package: initdb, pg_ctl, pg_basebackup), in temporary folders. For the
 * failover test: the standby confirms every commit before the primary acknowledges it
 * (`synchronous_commit = on`, `synchronous_standby_names`), so promoting it loses nothing acknowledged.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '../../src/database/free-port';

/** The newest installed server binaries (`/usr/lib/postgresql/<version>/bin`), or null. */
export function postgresServerBinaries(): string | null {
  const root = process.env.PG_SERVER_BIN_ROOT ?? '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => /^\d+$/.test(v) && ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'].every((b) => existsSync(join(root, v, 'bin', b))))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

export interface PgNode {
  readonly name: string;
  readonly dir: string;
  readonly port: number;
  readonly url: (database: string) => string;
}

export interface ReplicatedCluster {
  readonly primary: PgNode;
  readonly standby: PgNode;
  /** `postgres://…@primary,standby/<db>?target_session_attrs=read-write`: what a server is given. */
  multiHostUrl(database: string): string;
  /**
   * The machine died: the primary's postmaster and every backend it forked are frozen, then
   * SIGKILLed. (A SIGKILL of the postmaster alone leaves its connected backends running for a
   * moment, and one of them can still commit, with the standby's confirmation, after the "death".)
   */
  killPrimary(): void;
  /** `pg_ctl promote` on the standby; resolves when it accepts writes. */
  promoteStandby(): void;
  stop(): void;
}

/** The processes whose parent is `pid` (from /proc). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // The process ended while listed.
    }
  }
  return children;
}

function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    // Already gone.
  }
}

/** PostgreSQL refuses to run as root: run its binaries as the `postgres` system user then. */
function runAsOwner(bin: string, args: readonly string[]): string {
  const asRoot = process.getuid?.() === 0;
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, [...args]];
  const out = spawnSync(cmd, argv, { encoding: 'utf8', timeout: 60_000 });
  if (out.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed (${out.status}): ${out.stderr || out.stdout}`);
  return out.stdout;
}

function ownedFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  return dir;
}

const settings = (port: number, socketDir: string) => `
listen_addresses = '127.0.0.1'
port = ${port}
unix_socket_directories = '${socketDir}'
max_connections = 200
wal_level = replica
max_wal_senders = 5
hot_standby = on
# Durability is what the test is about; the disk's own flush is not (a killed process loses no page cache).
fsync = off
full_page_writes = off
synchronous_commit = on
`;

export interface ClusterOptions {
  /** The standby confirms every commit before the primary acknowledges it (default). Else asynchronous. */
  readonly synchronous?: boolean;
  /** The standby replays each commit this long after it happened (a lagging read replica). */
  readonly applyDelayMs?: number;
}

export async function startReplicatedCluster(bin: string, options: ClusterOptions = {}): Promise<ReplicatedCluster> {
  const synchronous = options.synchronous ?? true;
  const root = ownedFolder('stackbound-failover-');
  const primaryDir = join(root, 'primary');
  const standbyDir = join(root, 'standby');
  const [primaryPort, standbyPort] = [await findFreePort(), await findFreePort()];
  const node = (name: string, dir: string, port: number): PgNode => ({ name, dir, port, url: (db) => `postgres://postgres@127.0.0.1:${port}/${db}` });
  const primary = node('primary', primaryDir, primaryPort);
  const standby = node('standby', standbyDir, standbyPort);
  const pgctl = (args: readonly string[]) => runAsOwner(join(bin, 'pg_ctl'), args);

  runAsOwner(join(bin, 'initdb'), ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--no-sync']);
  writeFileSync(join(primaryDir, 'postgresql.auto.conf'), `${settings(primaryPort, root)}synchronous_standby_names = '${synchronous ? 'standby1' : ''}'\n`);
  pgctl(['-D', primaryDir, '-l', join(root, 'primary.log'), '-w', 'start']);

  runAsOwner(join(bin, 'pg_basebackup'), ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', standbyDir, '-X', 'stream', '--no-sync']);
  // A standby of the primary, named as synchronous_standby_names expects.
  writeFileSync(
    join(standbyDir, 'postgresql.auto.conf'),
    `${settings(standbyPort, root)}primary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=postgres application_name=standby1'\n` +
      (options.applyDelayMs ? `recovery_min_apply_delay = '${options.applyDelayMs}ms'\n` : ''),
  );
  writeFileSync(join(standbyDir, 'standby.signal'), '');
  pgctl(['-D', standbyDir, '-l', join(root, 'standby.log'), '-w', 'start']);

  const cluster: ReplicatedCluster = {
    primary,
    standby,
    multiHostUrl: (db) => `postgres://postgres@127.0.0.1:${primaryPort},127.0.0.1:${standbyPort}/${db}?target_session_attrs=read-write`,
    killPrimary() {
      const pid = Number(readFileSync(join(primaryDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      const all = [pid, ...childrenOf(pid)];
      for (const p of all) signal(p, 'SIGSTOP');
      // Forked between the listing and the freeze: caught by a second listing of the frozen postmaster.
      const late = childrenOf(pid).filter((p) => !all.includes(p));
      for (const p of [...late, ...all]) signal(p, 'SIGKILL');
    },
    promoteStandby() {
      pgctl(['-D', standbyDir, '-w', 'promote']);
    },
    stop() {
      for (const dir of [primaryDir, standbyDir]) {
        try {
          if (existsSync(join(dir, 'postmaster.pid'))) pgctl(['-D', dir, '-m', 'immediate', 'stop']);
        } catch {
          // Already gone (the killed primary).
        }
      }
      // Backends of a killed postmaster exit on their own; remove the folders once they have.
      rmSync(root, { recursive: true, force: true });
    },
  };
  return cluster;
}
