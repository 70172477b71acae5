import type { CachedState } from './event-store.types';
import { MAX_SEQ, type Queryable } from './queryable';

/**
 * A cached state in SQL, whichever column holds it: JSON text (`state`), or jsonb (`state_jsonb`)
 * in a row cached before that form (migrations/1765300000102).
 */
export const CACHED_STATE = `coalesce(state, state_jsonb::json)`;

/**
 * Cached states (`match_state_cache`): a cache keyed by match, rules version and version, never
 * the truth. Whoever reads one folds the events after it; the state is the caller's plain JSON.
 */
export class StateCache {
  constructor(
    private readonly db: Queryable,
    /** Where `latest` reads (a read replica during a lag-tolerant read); writes always go to `db`. */
    private readonly reads: () => Queryable = () => db,
  ) {}

  /** The newest cached state of this rules version at or below `atOrBelow` (default: the newest), or null. */
  async latest(matchId: string, rulesVersion: string, atOrBelow = MAX_SEQ): Promise<CachedState | null> {
    const rows = (await this.reads().query(
      `SELECT version, ${CACHED_STATE} AS state FROM match_state_cache WHERE match_id = $1 AND rules_version = $2 AND version <= $3 ORDER BY version DESC LIMIT 1`,
      [matchId, rulesVersion, atOrBelow],
    )) as { version: number; state: unknown }[];
    const row = rows[0];
    return row ? { matchId, rulesVersion, version: row.version, state: row.state } : null;
  }

  /** Writes a cached state; one already there for the same key is kept (it is the same state). */
  async save(snapshot: CachedState): Promise<void> {
    await insertCachedState(this.db, snapshot);
  }
}

export async function insertCachedState(q: Queryable, s: CachedState): Promise<void> {
  await q.query(
    `INSERT INTO match_state_cache (match_id, rules_version, version, state) VALUES ($1, $2, $3, $4::json)
     ON CONFLICT DO NOTHING`,
    [s.matchId, s.rulesVersion, s.version, JSON.stringify(s.state)],
  );
}
