import { Injectable } from '@nestjs/common';
import { LruCache } from '../common/lru-cache';
import { EventStore } from '../event-store/event-store.service';
import type { ImportProvenance } from '../event-store/match-imports';
import { HeadSigner } from './head-signer.service';
import type { SignedHead } from './signed-head';

/** Matches whose provenance is kept in memory (fixed for good: an import creates its match). */
const CACHED_MATCHES = 5000;

/**
 * The signed head a finished match shows (REST summary, socket snapshot, export): this server's
 * signature for a match it decided, and for an imported one the signature the file came with
 * (verified at import) or none. This server never signs a head it did not decide.
 */
@Injectable()
export class HeadEvidence {
  private readonly provenances = new LruCache<string, { readonly imported: ImportProvenance | null }>(CACHED_MATCHES);

  constructor(
    private readonly signer: HeadSigner,
    private readonly store: EventStore,
  ) {}

  async signedHead(matchId: string, seq: number, hash: string): Promise<SignedHead | null> {
    const imported = await this.imported(matchId);
    return imported ? imported.signedHead : this.signer.sign(matchId, seq, hash);
  }

  /** How the match was imported, or null when it was played here. */
  async imported(matchId: string): Promise<ImportProvenance | null> {
    let known = this.provenances.get(matchId);
    if (!known) this.provenances.set(matchId, (known = { imported: await this.store.imports.provenance(matchId) }));
    return known.imported;
  }
}
