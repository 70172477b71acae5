/**
 * The server's signature of a finished match's chain head (Ed25519 through node:crypto): a
 * statement anyone can check with the server's public key that "this match's history, as this
 * server holds it, ends at `seq` with chain hash `hash`". Pure (no server code): the CLI verifies
 * with the same functions.
 */

import { createHash, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import type { SignedHead } from './signed-head.types';

export type { SignedHead };

/** The bytes signed: a fixed prefix (nothing else signed by this key can be taken for a head), the match, seq and hash. */
export function headMessage(matchId: string, seq: number, hash: string): Buffer {
  return Buffer.from(`stackbound-signed-head:v1\n${matchId}\n${seq}\n${hash}`, 'utf8');
}

/** The first 16 hex digits of SHA-256 of the raw 32-byte public key. */
export function keyIdOf(publicKey: KeyObject): string {
  const der = publicKey.export({ format: 'der', type: 'spki' });
  // An Ed25519 SPKI is a 12-byte header followed by the raw key.
  return createHash('sha256')
    .update(der.subarray(der.length - 32))
    .digest('hex')
    .slice(0, 16);
}

export function signHead(privateKey: KeyObject, keyId: string, head: { readonly matchId: string; readonly seq: number; readonly hash: string }): SignedHead {
  const signature = sign(null, headMessage(head.matchId, head.seq, head.hash), privateKey).toString('base64');
  return { matchId: head.matchId, seq: head.seq, hash: head.hash, algorithm: 'Ed25519', keyId, signature };
}

/** Why a signed head does not verify against `publicKey`, or null when it does. */
export function signedHeadProblem(publicKeyPem: string, head: SignedHead): string | null {
  let key: KeyObject;
  try {
    key = createPublicKey(publicKeyPem);
  } catch {
    return 'the public key is not a PEM public key';
  }
  if (key.asymmetricKeyType !== 'ed25519') return `the public key is ${key.asymmetricKeyType ?? 'unknown'}, not Ed25519`;
  if (head.algorithm !== 'Ed25519') return `unsupported algorithm ${String(head.algorithm)}`;
  const keyId = keyIdOf(key);
  if (head.keyId !== keyId) return `signed with key ${head.keyId}, the public key given is ${keyId}`;
  const ok = verify(null, headMessage(head.matchId, head.seq, head.hash), key, Buffer.from(head.signature, 'base64'));
  return ok ? null : 'the signature does not match the match id, seq and hash';
}

/**
 * A server's statement about a match it imported (never a head it decided): "I stored match
 * `matchId`, ending at `seq` with chain hash `hash`, from a file at `importedAt`; the file's
 * signature by key `signedBy` verified (null: it had none this server trusts)". Exports of
 * imported matches carry it, so the import mark cannot be dropped from a file unnoticed: without
 * it the file has only its original signer's head, or none.
 */
export interface ImportAttestation {
  readonly matchId: string;
  readonly seq: number;
  readonly hash: string;
  readonly importedAt: string;
  readonly signedBy: string | null;
  readonly algorithm: 'Ed25519';
  /** The importing server's key. */
  readonly keyId: string;
  readonly signature: string;
}

type AttestedFacts = Pick<ImportAttestation, 'matchId' | 'seq' | 'hash' | 'importedAt' | 'signedBy'>;

/** Its own prefix: an import statement can never be taken for a signed head, nor the reverse. */
export function importMessage(a: AttestedFacts): Buffer {
  return Buffer.from(`stackbound-import:v1\n${a.matchId}\n${a.seq}\n${a.hash}\n${a.importedAt}\n${a.signedBy ?? '-'}`, 'utf8');
}

export function signImport(privateKey: KeyObject, keyId: string, facts: AttestedFacts): ImportAttestation {
  const signature = sign(null, importMessage(facts), privateKey).toString('base64');
  return { ...facts, algorithm: 'Ed25519', keyId, signature };
}

/** Why an import statement does not verify against `publicKeyPem`, or null when it does. */
export function importAttestationProblem(publicKeyPem: string, a: ImportAttestation): string | null {
  let key: KeyObject;
  try {
    key = createPublicKey(publicKeyPem);
  } catch {
    return 'the public key is not a PEM public key';
  }
  if (a.algorithm !== 'Ed25519') return `unsupported algorithm ${String(a.algorithm)}`;
  const keyId = keyIdOf(key);
  if (a.keyId !== keyId) return `stated by key ${a.keyId}, the public key given is ${keyId}`;
  return verify(null, importMessage(a), key, Buffer.from(a.signature, 'base64')) ? null : 'the signature does not match the stated import';
}
