import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { generateVAPIDKeys } from 'web-push';

/** The server's VAPID key pair (RFC 8292), base64url as the Push API takes them. */
export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
  /** Where they came from: the settings, or the key file (read or just created). */
  readonly source: 'config' | 'file' | 'generated';
}

/**
 * The VAPID keys: `VAPID_PUBLIC_KEY` and `VAPID_PRIVATE_KEY` when both are set, else the JSON in
 * `file`, created on first start (mode 0600) and kept with the data like the signing key: browsers
 * subscribe to one public key, and a new key would orphan every subscription. Processes starting
 * at once agree on one file (written under a temporary name, linked into place; the loser reads
 * the winner's).
 */
export function loadVapidKeys(publicKey: string | undefined, privateKey: string | undefined, file: string): VapidKeys {
  if (publicKey?.trim() && privateKey?.trim()) return { publicKey: publicKey.trim(), privateKey: privateKey.trim(), source: 'config' };
  if (existsSync(file)) return { ...readKeys(file), source: 'file' };
  mkdirSync(dirname(file), { recursive: true });
  const generated = generateVAPIDKeys();
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(generated), { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { ...readKeys(file), source: 'file' };
  } finally {
    rmSync(temporary, { force: true });
  }
  return { ...generated, source: 'generated' };
}

function readKeys(file: string): { publicKey: string; privateKey: string } {
  const keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string') throw new Error(`${file} holds no VAPID keys ({ publicKey, privateKey })`);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
