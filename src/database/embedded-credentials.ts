import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** One login of the embedded PostgreSQL. */
export interface RoleLogin {
  readonly user: string;
  readonly password: string;
}

/**
 * The logins of an embedded PostgreSQL, created with its data folder and kept in it, readable by
 * this process's user only (0600): the superuser (administration only), the owner of the schema
 * (migrations) and the server's restricted role.
 */
export interface EmbeddedCredentials {
  readonly superuser: RoleLogin;
  readonly owner: RoleLogin;
  readonly app: RoleLogin;
}

export const CREDENTIALS_FILE = 'stackbound-credentials.json';

/** The password every data folder created before credentials files existed was initialised with. */
export const LEGACY_SUPERUSER_PASSWORD = 'postgres';

export function newCredentials(superuser: string): EmbeddedCredentials {
  const password = () => randomBytes(24).toString('hex');
  return {
    superuser: { user: superuser, password: password() },
    owner: { user: 'stackbound_owner', password: password() },
    app: { user: 'stackbound_app', password: password() },
  };
}

export function credentialsPath(dataDir: string): string {
  return join(dataDir, CREDENTIALS_FILE);
}

export function readCredentials(dataDir: string): EmbeddedCredentials | null {
  const file = credentialsPath(dataDir);
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<EmbeddedCredentials>;
  if (!isLogin(parsed.superuser) || !isLogin(parsed.owner) || !isLogin(parsed.app)) {
    throw new Error(`${file} is not a valid credentials file (expected superuser, owner and app logins)`);
  }
  return { superuser: parsed.superuser, owner: parsed.owner, app: parsed.app };
}

/** Written to a temporary file (created 0600) and renamed, so a crash never leaves half a file. */
export function writeCredentials(dataDir: string, credentials: EmbeddedCredentials): void {
  const file = credentialsPath(dataDir);
  const temporary = `${file}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}

function isLogin(value: unknown): value is RoleLogin {
  if (typeof value !== 'object' || value === null) return false;
  const { user, password } = value as Record<string, unknown>;
  return typeof user === 'string' && user !== '' && typeof password === 'string' && password !== '';
}
