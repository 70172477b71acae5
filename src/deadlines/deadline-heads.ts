import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DeadlineOptions } from '../matches/match-stream';

export interface MatchHead {
  readonly seq: number;
  readonly type: string;
  readonly recordedAt: Date;
}

/**
 * The durable facts a deadline is computed from (R-MATCH-1): a match's deadline option (in its
 * `match.created`, never changes, so it is cached) and its latest event. Single-match queries,
 * except the start-up scan.
 */
@Injectable()
export class DeadlineHeads {
  private readonly optionsCache = new Map<string, DeadlineOptions | null>();

  constructor(private readonly dataSource: DataSource) {}

  async options(matchId: string): Promise<DeadlineOptions | null> {
    if (this.optionsCache.has(matchId)) return this.optionsCache.get(matchId) ?? null;
    const rows = (await this.dataSource.query(
      `SELECT payload->'deadlines' AS deadlines FROM match_events WHERE match_id = $1 AND seq = 1 AND type = 'match.created'`,
      [matchId],
    )) as { deadlines: DeadlineOptions | null }[];
    if (rows.length === 0) return null;
    const options = rows[0]?.deadlines ?? null;
    if (this.optionsCache.size > 10_000) this.optionsCache.clear();
    this.optionsCache.set(matchId, options);
    return options;
  }

  async head(matchId: string): Promise<MatchHead | null> {
    const rows = (await this.dataSource.query(
      `SELECT seq, type, recorded_at FROM match_events WHERE match_id = $1 ORDER BY seq DESC LIMIT 1`,
      [matchId],
    )) as { seq: number; type: string; recorded_at: Date }[];
    const row = rows[0];
    return row ? { seq: row.seq, type: row.type, recordedAt: new Date(row.recorded_at) } : null;
  }

  /** Matches with deadlines that have not ended: what must be timed after a (re)start. */
  async unfinishedWithDeadlines(): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT c.match_id FROM match_events c
        WHERE c.seq = 1 AND c.type = 'match.created' AND jsonb_typeof(c.payload->'deadlines') = 'object'
          AND NOT EXISTS (SELECT 1 FROM match_events e WHERE e.match_id = c.match_id AND e.type = 'match.ended')`,
    )) as { match_id: string }[];
    return rows.map((r) => r.match_id);
  }
}
