import type { IncomingHttpHeaders } from 'node:http';
import { Injectable } from '@nestjs/common';
import { bearerToken, SeatAuth } from '../matches';
import { AccountSeats } from './account-seats.service';
import { isSafeMethod } from './request-session';
import { assertCsrf, SessionResolver } from './session-resolver.service';
import type { Session } from './session-store.service';

/**
 * Who a request is at one match. A seat token proves its seat (an invalid one is 401
 * INVALID_SEAT_TOKEN, never a silent downgrade); without one, a session speaks for its account and
 * the seats the account owns there (none for a signed-in onlooker), with its CSRF token on a write
 * like every cookie write; with neither, nobody.
 */
export type MatchParty =
  | { readonly via: 'seat-token'; readonly seat: number }
  | { readonly via: 'session'; readonly session: Session; readonly seats: readonly number[] }
  | { readonly via: 'none' };

/** The one answer to "which seat does this request hold", for every route that asks it (chat, disputes). */
@Injectable()
export class MatchParties {
  constructor(
    private readonly seatAuth: SeatAuth,
    private readonly sessions: SessionResolver,
    private readonly accountSeats: AccountSeats,
  ) {}

  async of(matchId: string, method: string, headers: IncomingHttpHeaders): Promise<MatchParty> {
    const token = bearerToken(headers.authorization);
    if (token) {
      const seat = await this.seatAuth.viewerSeat(matchId, token);
      if (seat !== null) return { via: 'seat-token', seat };
    }
    const session = await this.sessions.fromHeaders(headers);
    if (!session) return { via: 'none' };
    if (!isSafeMethod(method)) assertCsrf(session, headers);
    const seats = [...(await this.accountSeats.ownersOf(matchId))]
      .filter(([, accountId]) => accountId === session.accountId)
      .map(([seat]) => seat)
      .sort((a, b) => a - b);
    return { via: 'session', session, seats };
  }
}
