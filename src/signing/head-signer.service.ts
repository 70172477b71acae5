import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { LruCache } from '../common/lru-cache';
import { signHead, signImport, type ImportAttestation, type SignedHead } from './signed-head';
import { loadSigningKey, type SigningKey } from './signing-key';
import { trustedKeys } from './trusted-keys';

/** Signed heads kept in memory (Ed25519 is deterministic: a head signed again is the same signature). */
const CACHED_HEADS = 1000;

/** The public half of the signing key, as served at the well-known route. */
export interface PublicSigningKey {
  readonly algorithm: 'Ed25519';
  readonly keyId: string;
  /** SPKI PEM. */
  readonly publicKey: string;
}

/**
 * The server's Ed25519 key (docs/replay.md, "Evidence"): signs the chain heads of matches this
 * server decided (HeadEvidence decides which those are: never an imported one), states imports,
 * and knows the keys whose signatures an import accepts.
 */
@Injectable()
export class HeadSigner {
  private readonly key: SigningKey;
  private readonly heads = new LruCache<string, SignedHead>(CACHED_HEADS);
  /** Key id → SPKI PEM: this server's key and TRUSTED_SIGNING_KEYS. */
  readonly trusted: ReadonlyMap<string, string>;

  constructor(config: AppConfig) {
    this.key = loadSigningKey(config.get('SIGNING_KEY'), config.get('SIGNING_KEY_FILE'));
    this.trusted = trustedKeys(config.get('TRUSTED_SIGNING_KEYS'), this.key);
    const where = this.key.source === 'config' ? 'SIGNING_KEY' : `${config.get('SIGNING_KEY_FILE')}${this.key.source === 'generated' ? ' (created)' : ''}`;
    new Logger(HeadSigner.name).log(`signing key ${this.key.keyId} from ${where}; ${this.trusted.size - 1} other key(s) trusted for imports`);
  }

  get keyId(): string {
    return this.key.keyId;
  }

  publicKey(): PublicSigningKey {
    return { algorithm: 'Ed25519', keyId: this.key.keyId, publicKey: this.key.publicKeyPem };
  }

  /** The signature of "match `matchId` ends at `seq` with chain hash `hash`": only for a match this server decided. */
  sign(matchId: string, seq: number, hash: string): SignedHead {
    const id = `${matchId} ${seq} ${hash}`;
    let head = this.heads.get(id);
    if (!head) this.heads.set(id, (head = signHead(this.key.privateKey, this.key.keyId, { matchId, seq, hash })));
    return head;
  }

  /** This server's statement that it imported the match (never a head signature: see ImportAttestation). */
  attestImport(facts: Pick<ImportAttestation, 'matchId' | 'seq' | 'hash' | 'importedAt' | 'signedBy'>): ImportAttestation {
    return signImport(this.key.privateKey, this.key.keyId, facts);
  }
}
