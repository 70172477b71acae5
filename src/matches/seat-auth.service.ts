import { Injectable } from '@nestjs/common';
import { EventStore } from '../event-store/event-store.service';
import { DomainError } from '../errors/domain-error';
import { hashSeatToken } from './seat-tokens';

/** Maps a seat token to the seat it was issued for (docs/design.md §6: every command is checked against its seat). */
@Injectable()
export class SeatAuth {
  constructor(private readonly store: EventStore) {}

  /** The seat holding `token` in `matchId`, or null. */
  async seatOf(matchId: string, token: string): Promise<number | null> {
    return this.store.secrets.seatOfToken(matchId, hashSeatToken(token));
  }

  /** 401 without a valid token of this match, 403 when it is another seat's token. */
  async requireSeat(matchId: string, seat: number, token: string | null): Promise<void> {
    if (!token) throw DomainError.of('MISSING_SEAT_TOKEN', 'send the seat token as "Authorization: Bearer <token>"');
    const holder = await this.seatOf(matchId, token);
    if (holder === null) throw DomainError.of('INVALID_SEAT_TOKEN', 'the seat token is not valid for this match');
    if (holder !== seat) throw DomainError.of('WRONG_SEAT', `this token is for seat ${holder}, not seat ${seat}`);
  }

  /** The viewer for an optional token: a seat, or null for a spectator. An invalid token is 401. */
  async viewerSeat(matchId: string, token: string | null): Promise<number | null> {
    if (!token) return null;
    const holder = await this.seatOf(matchId, token);
    if (holder === null) throw DomainError.of('INVALID_SEAT_TOKEN', 'the seat token is not valid for this match');
    return holder;
  }
}
