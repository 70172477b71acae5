import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { keyIdOf } from './signed-head';

/** The server's Ed25519 key pair for signed heads. */
export interface SigningKey {
  readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
  readonly publicKeyPem: string;
  readonly keyId: string;
  /** Where it came from: the SIGNING_KEY setting, or the key file (read or just created). */
  readonly source: 'config' | 'file' | 'generated';
}

/**
 * The signing key: `SIGNING_KEY` when set (a PKCS#8 PEM, with real or `\n`-escaped line breaks, or
 * the base64 of its DER), else the PEM in `file`, created on first start (mode 0600) and kept with
 * the data so that signatures stay checkable across restarts. Several processes starting at once
 * on one data folder agree on one key: the file is written under a temporary name and linked into
 * place, and whoever loses the race reads the winner's.
 */
export function loadSigningKey(configured: string | undefined, file: string): SigningKey {
  if (configured !== undefined && configured.trim() !== '') return fromPrivate(parsePrivateKey(configured), 'config');
  if (existsSync(file)) return fromPrivate(parsePrivateKey(readFileSync(file, 'utf8'), file), 'file');
  mkdirSync(dirname(file), { recursive: true });
  const { privateKey } = generateKeyPairSync('ed25519');
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
  chmodSync(temporary, 0o600);
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fromPrivate(parsePrivateKey(readFileSync(file, 'utf8'), file), 'file');
  } finally {
    rmSync(temporary, { force: true });
  }
  return fromPrivate(privateKey, 'generated');
}

function parsePrivateKey(text: string, where = 'SIGNING_KEY'): KeyObject {
  const value = text.trim().replace(/\\n/g, '\n');
  let key: KeyObject;
  try {
    key = value.includes('-----BEGIN') ? createPrivateKey(value) : createPrivateKey({ key: Buffer.from(value, 'base64'), format: 'der', type: 'pkcs8' });
  } catch (error) {
    throw new Error(`${where} is not a PKCS#8 private key (PEM or base64 DER): ${(error as Error).message}`);
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`${where} is a ${key.asymmetricKeyType ?? 'unknown'} key; signed heads need Ed25519`);
  return key;
}

function fromPrivate(privateKey: KeyObject, source: SigningKey['source']): SigningKey {
  const publicKey = createPublicKey(privateKey);
  return { privateKey, publicKey, publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(), keyId: keyIdOf(publicKey), source };
}
