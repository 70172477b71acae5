import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { LruCache } from '../common/lru-cache';
import { signHead, type SignedHead } from './signed-head';
import { loadSigningKey, type SigningKey } from './signing-key';

/** Signed heads kept in memory (Ed25519 is deterministic: a head signed again is the same signature). */
const CACHED_HEADS = 1000;

/** The public half of the signing key, as served at the well-known route. */
export interface PublicSigningKey {
  readonly algorithm: 'Ed25519';
  readonly keyId: string;
  /** SPKI PEM. */
  readonly publicKey: string;
}

/** Signs finished matches' chain heads with the server's Ed25519 key (docs/replay.md, "Evidence"). */
@Injectable()
export class HeadSigner {
  private readonly key: SigningKey;
  private readonly heads = new LruCache<string, SignedHead>(CACHED_HEADS);

  constructor(config: AppConfig) {
    this.key = loadSigningKey(config.get('SIGNING_KEY'), config.get('SIGNING_KEY_FILE'));
    const where = this.key.source === 'config' ? 'SIGNING_KEY' : `${config.get('SIGNING_KEY_FILE')}${this.key.source === 'generated' ? ' (created)' : ''}`;
    new Logger(HeadSigner.name).log(`signing key ${this.key.keyId} from ${where}`);
  }

  publicKey(): PublicSigningKey {
    return { algorithm: 'Ed25519', keyId: this.key.keyId, publicKey: this.key.publicKeyPem };
  }

  /** The signature of "match `matchId` ends at `seq` with chain hash `hash`". */
  sign(matchId: string, seq: number, hash: string): SignedHead {
    const id = `${matchId} ${seq} ${hash}`;
    let head = this.heads.get(id);
    if (!head) this.heads.set(id, (head = signHead(this.key.privateKey, this.key.keyId, { matchId, seq, hash })));
    return head;
  }
}
