import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MatchCreated } from '../engine/match';
import { EventStore } from '../event-store/event-store.service';
import type { ServerState } from '../matches/match-stream';
import { fromLedgerEntry, fromStoredEvent, type MatchRecord, type RecordedEvent } from './core/record';
import type { EventMeta } from './core/steps';

/**
 * Everything replay, audit and export read from the database, in one place. Reads go through the
 * event store where it has a method; the metadata-only and snapshot queries are ours (single-match
 * queries, as everything here: DESIGN §7).
 */
@Injectable()
export class MatchRecordReader {
  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
  ) {}

  /** match.created, or null when there is no such match. */
  async created(matchId: string): Promise<MatchCreated | null> {
    const first = await this.store.readStream(matchId, 0, 1);
    const payload = first[0]?.payload as MatchCreated | undefined;
    return payload?.type === 'match.created' ? payload : null;
  }

  async record(matchId: string): Promise<MatchRecord> {
    const [events, commands] = await Promise.all([this.store.readStream(matchId), this.store.commands(matchId)]);
    return { matchId, events: events.map(fromStoredEvent), commands: commands.map(fromLedgerEntry) };
  }

  async events(matchId: string, afterSeq: number, toSeq: number): Promise<RecordedEvent[]> {
    return (await this.store.readStream(matchId, afterSeq, toSeq)).map(fromStoredEvent);
  }

  /** Seq, type and command id of the events after `afterSeq`: enough to number steps, turns and resolutions. */
  async meta(matchId: string, afterSeq: number): Promise<EventMeta[]> {
    const rows = (await this.dataSource.query(
      `SELECT seq, type, command_id FROM match_events WHERE match_id = $1 AND seq > $2 ORDER BY seq`,
      [matchId, afterSeq],
    )) as { seq: number; type: string; command_id: string | null }[];
    return rows.map((r) => ({ seq: r.seq, type: r.type, commandId: r.command_id }));
  }

  /**
   * What step numbering needs of the events after `afterSeq`, packed into one row (a 10,000-event
   * match is one short round trip instead of 10,000 rows): the types in seq order, and per event
   * whether it continues the previous event's command (same non-null command id). The window
   * reads from `afterSeq` itself so that the first new event is compared with the last known one.
   */
  async stepMeta(matchId: string, afterSeq: number): Promise<{ firstSeq: number; types: string[]; continues: boolean[] }> {
    const rows = (await this.dataSource.query(
      `SELECT min(seq) AS first, count(*)::int AS n,
              string_agg(type, E'\\x1f' ORDER BY seq) AS types,
              string_agg(CASE WHEN cont THEN '1' ELSE '0' END, '' ORDER BY seq) AS cont
         FROM (SELECT seq, type, coalesce(command_id = lag(command_id) OVER (ORDER BY seq), false) AS cont
                 FROM match_events WHERE match_id = $1 AND seq >= $2) e
        WHERE seq > $2`,
      [matchId, afterSeq],
    )) as { first: number | null; n: number; types: string | null; cont: string | null }[];
    const row = rows[0];
    if (!row || row.n === 0 || row.types === null || row.cont === null) return { firstSeq: afterSeq + 1, types: [], continues: [] };
    const types = row.types.split('\x1f');
    const continues = Array.from(row.cont, (c) => c === '1');
    if (types.length !== row.n || continues.length !== row.n) throw new Error(`replay: step metadata of ${matchId} is malformed`);
    return { firstSeq: Number(row.first), types, continues };
  }

  /** The newest snapshot at or below `atOrBelow` for this rules version (snapshots are a cache keyed by it). */
  async snapshotAtOrBelow(matchId: string, rulesVersion: string, atOrBelow: number): Promise<ServerState | null> {
    const rows = (await this.dataSource.query(
      `SELECT state FROM match_snapshots WHERE match_id = $1 AND rules_version = $2 AND version <= $3 ORDER BY version DESC LIMIT 1`,
      [matchId, rulesVersion, atOrBelow],
    )) as { state: ServerState }[];
    return rows[0]?.state ?? null;
  }

  /** The seat a token was issued for in this match, or null. */
  async seatOfTokenHash(matchId: string, tokenHash: string): Promise<number | null> {
    const rows = (await this.dataSource.query(`SELECT seat FROM seat_tokens WHERE match_id = $1 AND token_hash = $2`, [matchId, tokenHash])) as {
      seat: number;
    }[];
    return rows[0]?.seat ?? null;
  }
}
