import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { fromDb, type LobbyDbRow } from './lobby-projector.service';
import type { LobbyRow } from './lobby.fold';

export interface LobbyFilter {
  readonly status?: LobbyRow['status'];
  readonly gameId?: string;
  readonly limit?: number;
  readonly offset?: number;
}

/** Reads the lobby read model (eventually consistent: it trails the log by a notification). */
@Injectable()
export class LobbyReader {
  constructor(private readonly dataSource: DataSource) {}

  async list(filter: LobbyFilter = {}): Promise<LobbyRow[]> {
    const rows = (await this.dataSource.query(
      `SELECT * FROM lobby_matches
        WHERE ($1::text IS NULL OR status = $1) AND ($2::text IS NULL OR game_id = $2)
        ORDER BY updated_at DESC, match_id
        LIMIT $3 OFFSET $4`,
      [filter.status ?? null, filter.gameId ?? null, filter.limit ?? 100, filter.offset ?? 0],
    )) as LobbyDbRow[];
    return rows.map(fromDb);
  }
}
