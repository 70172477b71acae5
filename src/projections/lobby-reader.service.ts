import { Injectable, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { ReadReplica, type Queryable, type Read, type ReadPosition } from '../database/read-replica';
import { fromDb, type LobbyDbRow } from './lobby-projector.service';
import type { LobbyRow, MatchTerms } from './lobby.fold';

/** Which list: matches played on this server (default), or matches imported from export files. */
export type LobbyKind = 'play' | 'imported';

export interface LobbyFilter {
  readonly kind?: LobbyKind;
  readonly status?: LobbyRow['status'];
  readonly gameId?: string;
  readonly limit?: number;
  readonly offset?: number;
}

/** A lobby row as the API shows it: marked when imported, with the server-wide bot pause among its terms. */
export interface LobbyEntry extends LobbyRow {
  readonly imported: boolean;
  readonly terms: MatchTerms & {
    /** The pause before each bot move while a person plays (BOT_DELAY_MS, BOT_WATCHED_DELAY_MS), when a bot plays a seat; else null. */
    readonly botDelayMs: number | null;
  };
}

/**
 * Each list in its own order, so that neither crowds the other out of a page: live play by last
 * update, imports by the server's import time (never by the times inside the file, which its
 * uploader chose).
 */
const ORDER_OF_KIND: { readonly [K in LobbyKind]: string } = {
  play: 'imported_at IS NULL ORDER BY updated_at DESC, match_id',
  imported: 'imported_at IS NOT NULL ORDER BY imported_at DESC, match_id',
};

/** Reads the lobby read model (eventually consistent: it trails the log by a notification). */
@Injectable()
export class LobbyReader {
  constructor(
    private readonly dataSource: DataSource,
    @Optional() private readonly replica?: ReadReplica,
    @Optional() private readonly config?: AppConfig,
  ) {}

  /**
   * The lobby for a reader that was last shown `after` (or nothing): from a read replica when it
   * has caught up that far, else from the primary. Never older than what the reader already saw.
   */
  async listFor(filter: LobbyFilter, after: ReadPosition | null): Promise<Read<LobbyEntry[]>> {
    if (this.replica) return this.replica.read(after, (db) => this.list(filter, db, { listedOnly: true }));
    return { value: await this.list(filter, this.dataSource, { listedOnly: true }), position: '0/0', source: 'primary' };
  }

  /**
   * The lobby rows. The public lists (`listedOnly`) leave unlisted matches out (src/social/invitations:
   * their players reach them by link); the server's own sweeps (bots) see every match.
   */
  async list(filter: LobbyFilter = {}, db: Queryable = this.dataSource, scope: { readonly listedOnly?: boolean } = {}): Promise<LobbyEntry[]> {
    const rows = (await db.query(
      `SELECT * FROM lobby_matches
        WHERE ($1::text IS NULL OR status = $1) AND ($2::text IS NULL OR game_id = $2)
          AND NOT ($5 AND EXISTS (SELECT 1 FROM unlisted_matches u WHERE u.match_id = lobby_matches.match_id))
          AND ${ORDER_OF_KIND[filter.kind ?? 'play']}
        LIMIT $3 OFFSET $4`,
      [filter.status ?? null, filter.gameId ?? null, filter.limit ?? 100, filter.offset ?? 0, scope.listedOnly ?? false],
    )) as LobbyDbRow[];
    // What a person who joins sees of a bot: its pause while a person sits at the match (bot-runner).
    const botDelayMs = Math.max(this.config?.get('BOT_DELAY_MS') ?? 0, this.config?.get('BOT_WATCHED_DELAY_MS') ?? 0);
    return rows.map(fromDb).map((row) => ({
      ...row,
      imported: row.importedAt !== null,
      terms: { ...row.terms, botDelayMs: row.seats.some((s) => s.bot !== null) ? botDelayMs : null },
    }));
  }

  /** Unfinished matches every seat of which a bot plays (the bot-only quota), on every instance. */
  async unfinishedBotOnly(): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT match_id FROM lobby_matches
        WHERE status <> 'finished' AND imported_at IS NULL AND NOT jsonb_path_exists(seats, '$[*] ? (@.bot == null)')`,
    )) as { match_id: string }[];
    return rows.map((r) => r.match_id);
  }

  /** Which of `matchIds` the lobby shows finished. */
  async finishedAmong(matchIds: readonly string[]): Promise<string[]> {
    if (matchIds.length === 0) return [];
    const rows = (await this.dataSource.query(`SELECT match_id FROM lobby_matches WHERE status = 'finished' AND match_id = ANY($1::uuid[])`, [matchIds])) as {
      match_id: string;
    }[];
    return rows.map((r) => r.match_id);
  }

  /** How many matches the lobby holds in each status (for the live-matches metric). */
  async countByStatus(): Promise<Record<LobbyRow['status'], number>> {
    const rows = (await this.dataSource.query(`SELECT status, count(*)::int AS n FROM lobby_matches GROUP BY status`)) as {
      status: LobbyRow['status'];
      n: number;
    }[];
    const counts: Record<LobbyRow['status'], number> = { waiting: 0, live: 0, finished: 0 };
    for (const row of rows) counts[row.status] = row.n;
    return counts;
  }
}
