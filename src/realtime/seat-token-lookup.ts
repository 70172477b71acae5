import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { hashSeatToken } from '../matches/seat-tokens';

/** The seat a token was issued for in a match (tokens are stored hashed, DESIGN §6), or null. */
@Injectable()
export class SeatTokenLookup {
  constructor(private readonly dataSource: DataSource) {}

  async seatOf(matchId: string, token: string): Promise<number | null> {
    const rows = (await this.dataSource.query(`SELECT seat FROM seat_tokens WHERE match_id = $1 AND token_hash = $2`, [
      matchId,
      hashSeatToken(token),
    ])) as { seat: number }[];
    return rows[0]?.seat ?? null;
  }
}
