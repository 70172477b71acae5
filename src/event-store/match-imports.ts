import type { Queryable } from './queryable';

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
}

/** The server's clock (the database's, one for every instance) stamps the import. */
export async function insertImport(q: Queryable, matchId: string): Promise<void> {
  await q.query(`INSERT INTO match_imports (match_id, imported_at) VALUES ($1, clock_timestamp())`, [matchId]);
}
