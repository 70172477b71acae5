import { createPublicKey, type KeyObject } from 'node:crypto';
import { keyIdOf } from './signed-head';

/**
 * The public keys whose signed heads an import accepts, by key id: TRUSTED_SIGNING_KEYS (SPKI
 * PEMs separated by `;`, line breaks may be written `\n`) plus this server's own key.
 */
export function trustedKeys(configured: string | undefined, own: { readonly keyId: string; readonly publicKeyPem: string }): Map<string, string> {
  const keys = new Map<string, string>([[own.keyId, own.publicKeyPem]]);
  for (const part of (configured ?? '').split(';')) {
    const text = part.trim().replace(/\\n/g, '\n');
    if (text === '') continue;
    let key: KeyObject;
    try {
      key = createPublicKey(text);
    } catch (error) {
      throw new Error(`TRUSTED_SIGNING_KEYS holds something that is not a PEM public key: ${(error as Error).message}`);
    }
    if (key.asymmetricKeyType !== 'ed25519')
      throw new Error(`TRUSTED_SIGNING_KEYS holds a ${key.asymmetricKeyType ?? 'unknown'} key; signed heads are Ed25519`);
    keys.set(keyIdOf(key), key.export({ format: 'pem', type: 'spki' }).toString());
  }
  return keys;
}
