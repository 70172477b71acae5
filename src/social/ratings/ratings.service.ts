import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AccountSeats } from '../../accounts';
import { EventStore } from '../../event-store/event-store.service';
import { MatchAppendedHub, type MatchAppended } from '../../matches';
import { INITIAL_RATING, rateMatch, type Rating } from './glicko';
import { ratedPlayers, wasPlayed, type RatedPlayer } from './rated-match';

interface RatingRow {
  player: string;
  rating: number;
  rd: number;
  volatility: number;
}

/**
 * Rates each finished match once, as it ends on this instance: Glicko-2 per game, the match as its
 * own rating period (src/social/ratings/glicko.ts). Rated: created rated, not a scenario nor a sandbox, played (not ended
 * before anyone's move), and every seat an account's or a bot's. Imported matches never pass
 * through here (an import appends no live match).
 */
@Injectable()
export class Ratings implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(Ratings.name);
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly db: DataSource,
    private readonly hub: MatchAppendedHub,
    private readonly store: EventStore,
    private readonly seats: AccountSeats,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.hub.subscribe((change) => this.onAppended(change));
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  private async onAppended({ match, events }: MatchAppended): Promise<void> {
    if (!events.some((e) => e.type === 'match.ended')) return;
    const ended = match.state.match.ended;
    const created = match.state.match.created;
    // Only a match its creator made rated (older matches, without the choice, are not); scenarios
    // and sandboxes are not real matches (a create refuses `rated` for them; checked again here).
    if (!ended || created?.rated !== true || created.scenario || created.branch) return;
    const players = ratedPlayers(match.state.seats, await this.seats.ownersOf(match.matchId));
    if (!players) return;
    if (!wasPlayed(await this.store.readStream(match.matchId))) return;
    const winners = new Set(ended.outcome.winners.map((seat) => players[seat]!));
    await this.rate(match.matchId, match.def.id, players, winners);
    this.logger.log(`rated ${match.matchId} (${match.def.id}, ${players.length} players)`);
  }

  /** Applies one match to its players' ratings, in one transaction; a match already rated is left alone. */
  async rate(matchId: string, gameId: string, players: readonly RatedPlayer[], winners: ReadonlySet<RatedPlayer>): Promise<void> {
    await this.db.transaction(async (q) => {
      const fresh = (await q.query(`INSERT INTO rated_matches (match_id, game_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING match_id`, [
        matchId,
        gameId,
      ])) as unknown[];
      if (fresh.length === 0) return;
      const before = await this.current(q, gameId, players);
      const after = rateMatch(before, winners);
      for (const [player, rating] of after) {
        const won = winners.has(player);
        await q.query(
          `INSERT INTO ratings AS r (player, game_id, rating, rd, volatility, played, won) VALUES ($1, $2, $3, $4, $5, 1, $6)
           ON CONFLICT (player, game_id) DO UPDATE SET rating = EXCLUDED.rating, rd = EXCLUDED.rd, volatility = EXCLUDED.volatility,
             played = r.played + 1, won = r.won + EXCLUDED.won, updated_at = now()`,
          [player, gameId, rating.rating, rating.rd, rating.volatility, won ? 1 : 0],
        );
        await q.query(`INSERT INTO rating_history (player, game_id, match_id, won, rating, rd, volatility) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
          player,
          gameId,
          matchId,
          won,
          rating.rating,
          rating.rd,
          rating.volatility,
        ]);
      }
    });
  }

  /** The players' ratings before the match (locked until the transaction ends), a new player's for those without one. */
  private async current(q: EntityManager, gameId: string, players: readonly RatedPlayer[]): Promise<Map<RatedPlayer, Rating>> {
    const rows = (await q.query(`SELECT player, rating, rd, volatility FROM ratings WHERE game_id = $1 AND player = ANY($2) ORDER BY player FOR UPDATE`, [
      gameId,
      players,
    ])) as RatingRow[];
    const known = new Map(rows.map((r) => [r.player, { rating: r.rating, rd: r.rd, volatility: r.volatility }]));
    return new Map(players.map((p) => [p, known.get(p) ?? INITIAL_RATING]));
  }
}
