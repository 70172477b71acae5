import { Injectable } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import { MatchParties } from '../../accounts';
import type { ChatViewer } from './chat-rules';

/**
 * Who is at the chat of a match: the seat a seat token proves, or the seat the session's account
 * owns in this match (its player), or a signed-in spectator; nobody else may write.
 */
@Injectable()
export class ChatViewers {
  constructor(private readonly parties: MatchParties) {}

  async of(matchId: string, method: string, headers: IncomingHttpHeaders): Promise<ChatViewer> {
    const party = await this.parties.of(matchId, method, headers);
    if (party.via === 'seat-token') return { kind: 'player', seat: party.seat, accountId: null };
    if (party.via === 'none') return { kind: 'anonymous' };
    const seat = party.seats[0];
    if (seat !== undefined) return { kind: 'player', seat, accountId: party.session.accountId };
    return { kind: 'spectator', accountId: party.session.accountId, username: party.session.username };
  }
}
