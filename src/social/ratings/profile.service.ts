import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../../errors/domain-error';
import { isProvisional } from './glicko';

/** One point of a rating's history: after a rated match. */
export interface RatingPoint {
  readonly matchId: string;
  readonly won: boolean;
  readonly rating: number;
  readonly rd: number;
  /** ISO 8601. */
  readonly ratedAt: string;
}

/** A player's Glicko-2 rating in one game, with its history (oldest first, the last 100). */
export interface GameRating {
  readonly gameId: string;
  readonly rating: number;
  readonly rd: number;
  readonly volatility: number;
  /** True while RD >= 110: the rating is still a guess. */
  readonly provisional: boolean;
  /** Rated matches played and won in this game. */
  readonly played: number;
  readonly won: number;
  readonly history: readonly RatingPoint[];
}

/** A rated match of the player, newest first (links to its replay: `/matches/{matchId}/replay`). */
export interface RecentMatch {
  readonly matchId: string;
  readonly gameId: string;
  readonly won: boolean;
  readonly ratingAfter: number;
  readonly ratedAt: string;
}

/** `GET /players/{username}`: an account's public profile. */
export interface PlayerProfile {
  readonly username: string;
  readonly ratings: readonly GameRating[];
  readonly recentMatches: readonly RecentMatch[];
}

const HISTORY_POINTS = 100;
const RECENT_MATCHES = 20;

interface HistoryRow {
  game_id: string;
  match_id: string;
  won: boolean;
  rating: number;
  rd: number;
  rated_at: Date;
}

/** Reads profiles: the ratings and rated matches of an account, by its username. */
@Injectable()
export class Profiles {
  constructor(private readonly db: DataSource) {}

  async of(username: string): Promise<PlayerProfile> {
    const accounts = (await this.db.query(`SELECT account_id, username FROM accounts WHERE lower(username) = lower($1)`, [username])) as {
      account_id: string;
      username: string;
    }[];
    const account = accounts[0];
    if (!account) throw DomainError.of('UNKNOWN_PLAYER', `no player "${username}"`);
    const player = `account:${account.account_id}`;
    const ratings = (await this.db.query(`SELECT game_id, rating, rd, volatility, played, won FROM ratings WHERE player = $1 ORDER BY game_id`, [player])) as {
      game_id: string;
      rating: number;
      rd: number;
      volatility: number;
      played: number;
      won: number;
    }[];
    const history = (await this.db.query(
      `SELECT game_id, match_id, won, rating, rd, rated_at FROM (
         SELECT *, row_number() OVER (PARTITION BY game_id ORDER BY rated_at DESC, match_id) AS n FROM rating_history WHERE player = $1
       ) h WHERE n <= $2 ORDER BY rated_at, match_id`,
      [player, HISTORY_POINTS],
    )) as HistoryRow[];
    const point = (h: HistoryRow): RatingPoint => ({ matchId: h.match_id, won: h.won, rating: h.rating, rd: h.rd, ratedAt: h.rated_at.toISOString() });
    return {
      username: account.username,
      ratings: ratings.map((r) => ({
        gameId: r.game_id,
        rating: r.rating,
        rd: r.rd,
        volatility: r.volatility,
        provisional: isProvisional({ rating: r.rating, rd: r.rd, volatility: r.volatility }),
        played: r.played,
        won: r.won,
        history: history.filter((h) => h.game_id === r.game_id).map(point),
      })),
      recentMatches: history
        .slice()
        .reverse()
        .slice(0, RECENT_MATCHES)
        .map((h) => ({ matchId: h.match_id, gameId: h.game_id, won: h.won, ratingAfter: h.rating, ratedAt: h.rated_at.toISOString() })),
    };
  }
}
