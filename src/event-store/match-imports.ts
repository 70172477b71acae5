import type { ImportMarkFacts } from '../match-domain/marks';
import type { SignedHead } from '../signing/signed-head';
import type { Queryable } from './queryable';

/** Where an imported match came from: when this server stored it, and the signature it came with. */
export interface ImportProvenance {
  readonly importedAt: Date;
  /** The signed head of the server that decided the match, verified at import; null for an unsigned import. */
  readonly signedHead: SignedHead | null;
}

/**
 * Which streams came from an export file and when (`match_imports`): an imported match keeps the
 * times it was recorded with, which its uploader chose, so the server's own clock at import is what
 * lists and marks it. Written by the import's transaction, never on its own.
 */
export class MatchImports {
  constructor(private readonly db: () => Queryable) {}

  /** The import time of each of `matchIds` that was imported (the others are absent). */
  async importedAt(matchIds: readonly string[], db: Queryable = this.db()): Promise<Map<string, Date>> {
    if (matchIds.length === 0) return new Map();
    const rows = (await db.query(`SELECT match_id, imported_at FROM match_imports WHERE match_id = ANY($1::uuid[])`, [matchIds])) as {
      match_id: string;
      imported_at: Date;
    }[];
    return new Map(rows.map((r) => [r.match_id, r.imported_at]));
  }

  /** How `matchId` was imported, or null when it was played on this server. */
  async provenance(matchId: string, db: Queryable = this.db()): Promise<ImportProvenance | null> {
    const rows = (await db.query(`SELECT imported_at, signed_head FROM match_imports WHERE match_id = $1`, [matchId])) as {
      imported_at: Date;
      signed_head: SignedHead | null;
    }[];
    const row = rows[0];
    return row ? { importedAt: row.imported_at, signedHead: row.signed_head } : null;
  }
}

/** The server's clock (the database's, one for every instance) stamps the import. */
export async function insertImport(q: Queryable, matchId: string, signedHead: SignedHead | null): Promise<void> {
  await q.query(`INSERT INTO match_imports (match_id, imported_at, signed_head) VALUES ($1, clock_timestamp(), $2::jsonb)`, [
    matchId,
    signedHead === null ? null : JSON.stringify(signedHead),
  ]);
}

/** What the marks say of an import (null: played here). */
export function importMarkFacts(imported: ImportProvenance | null): ImportMarkFacts | null {
  return imported ? { importedAt: imported.importedAt.toISOString(), signedBy: imported.signedHead?.keyId ?? null } : null;
}
