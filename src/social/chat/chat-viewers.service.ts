import { Injectable } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import { AccountSeats, assertCsrf, SessionResolver } from '../../accounts';
import { bearerToken, SeatAuth } from '../../matches';
import type { ChatViewer } from './chat-rules';

/**
 * Who is at the chat of a match: a seat token makes its holder that seat's player; otherwise a
 * session makes the account the player of the seat it owns in this match, or a spectator; nobody
 * else may write. A write with the session cookie needs its CSRF token, like every cookie write.
 */
@Injectable()
export class ChatViewers {
  constructor(
    private readonly seatAuth: SeatAuth,
    private readonly sessions: SessionResolver,
    private readonly accountSeats: AccountSeats,
  ) {}

  async of(matchId: string, headers: IncomingHttpHeaders, write: boolean): Promise<ChatViewer> {
    const token = bearerToken(headers.authorization);
    if (token) {
      const seat = await this.seatAuth.viewerSeat(matchId, token);
      if (seat !== null) return { kind: 'player', seat, accountId: null };
    }
    const session = await this.sessions.fromHeaders(headers);
    if (!session) return { kind: 'anonymous' };
    if (write) assertCsrf(session, headers);
    for (const [seat, accountId] of await this.accountSeats.ownersOf(matchId)) {
      if (accountId === session.accountId) return { kind: 'player', seat, accountId };
    }
    return { kind: 'spectator', accountId: session.accountId, username: session.username };
  }
}
