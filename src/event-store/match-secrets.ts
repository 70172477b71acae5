import type { MatchSecret, SeatTokenGrant } from './event-store.types';
import type { Queryable } from './queryable';

/**
 * A stream's secrets: the seed (`match_secrets`, revealed only by `match.ended`) and the seat
 * tokens (`seat_tokens`, SHA-256 only). They are written by the append that creates the match or
 * claims the seat (the `secret` and `seatToken` parts of `EventStore.append`), never on their own.
 */
export class MatchSecrets {
  constructor(private readonly db: Queryable) {}

  /** The match's seed, or null when no such match was created here. */
  async seed(matchId: string): Promise<string | null> {
    const rows = (await this.db.query(`SELECT seed FROM match_secrets WHERE match_id = $1`, [matchId])) as { seed: string }[];
    return rows[0]?.seed ?? null;
  }

  /** The seat a token (by its hash) was issued for in this match, or null. */
  async seatOfToken(matchId: string, tokenHash: string): Promise<number | null> {
    const rows = (await this.db.query(`SELECT seat FROM seat_tokens WHERE match_id = $1 AND token_hash = $2`, [matchId, tokenHash])) as {
      seat: number;
    }[];
    return rows[0]?.seat ?? null;
  }
}

export async function insertSecret(q: Queryable, matchId: string, secret: MatchSecret): Promise<void> {
  await q.query(`INSERT INTO match_secrets (match_id, seed) VALUES ($1, $2)`, [matchId, secret.seed]);
}

/** The primary key (match, seat) refuses a second token for a seat (see SeatTakenError). */
export async function insertSeatToken(q: Queryable, matchId: string, grant: SeatTokenGrant): Promise<void> {
  await q.query(`INSERT INTO seat_tokens (match_id, seat, token_hash) VALUES ($1, $2, $3)`, [matchId, grant.seat, grant.tokenHash]);
}
