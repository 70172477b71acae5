import { Injectable } from '@nestjs/common';
import { matchFacts } from '../match-domain';
import { MatchLoader } from '../matches';
import { AccountSeats } from './account-seats.service';
import { orderMyMatches, type MyMatch } from './my-matches';

/** How many of an account's most recent matches the list reads. */
const MY_MATCHES_LIMIT = 100;

/**
 * An account's matches, read from the matches themselves (not the lobby, which trails the log), so
 * that "waiting for me" is true at the moment of the read.
 */
@Injectable()
export class MyMatches {
  constructor(
    private readonly seats: AccountSeats,
    private readonly loader: MatchLoader,
  ) {}

  async of(accountId: string): Promise<MyMatch[]> {
    const owned = await this.seats.of(accountId, MY_MATCHES_LIMIT);
    const seatsByMatch = new Map<string, number[]>();
    for (const { matchId, seat } of owned) seatsByMatch.set(matchId, [...(seatsByMatch.get(matchId) ?? []), seat]);
    const matches: MyMatch[] = [];
    for (const [matchId, mySeats] of seatsByMatch) {
      const loaded = this.loader.cached(matchId) ?? (await this.loader.load(matchId));
      if (!loaded) continue;
      const facts = matchFacts(loaded);
      mySeats.sort((a, b) => a - b);
      matches.push({
        matchId,
        gameId: loaded.def.id,
        status: facts.status,
        mySeats,
        waitingForMe: facts.waitingFor.some((seat) => mySeats.includes(seat)),
        waitingFor: facts.waitingFor,
        seats: facts.seats,
        outcome: facts.outcome,
        seq: facts.seq,
      });
    }
    return orderMyMatches(matches);
  }
}
