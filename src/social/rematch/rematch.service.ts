import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountSeats } from '../../accounts';
import { DomainError } from '../../errors/domain-error';
import { MatchLifecycle, MatchLoader, type JoinedSeat, type LoadedMatch } from '../../matches';
import { NewsBus } from '../../news/news-bus.service';
import { isCorrespondence } from '../notifications/correspondence';
import { Notifier } from '../notifications/notifier.service';
import type { RematchState } from './rematch-state';

/**
 * Rematches: once a match is over, each human seat offers (the first) or accepts (the others); when
 * every one has, a new match with the same game, options, deadlines, bots and rating choice is created, unlisted
 * (its seats are the same people's), and linked both ways. Each seat then takes its seat in the
 * rematch with its old seat token, under its old name (and for its account, if it had one). Owns
 * the tables rematch_offers and rematches.
 */
@Injectable()
export class Rematches {
  constructor(
    private readonly db: DataSource,
    private readonly loader: MatchLoader,
    private readonly lifecycle: MatchLifecycle,
    private readonly accountSeats: AccountSeats,
    private readonly bus: NewsBus,
    private readonly notifier: Notifier,
  ) {}

  async state(matchId: string): Promise<RematchState> {
    return this.stateOf(await this.finished(matchId, false));
  }

  /**
   * Records the seat's offer (or acceptance); the last one creates the rematch. A new acceptance is
   * news for the match's sockets (`match:rematch`), and, while seats are still to accept, a
   * `rematch.offered` notice for their accounts.
   */
  async accept(matchId: string, seat: number): Promise<RematchState> {
    const loaded = await this.finished(matchId, true);
    const humans = humanSeats(loaded);
    if (!humans.includes(seat)) throw DomainError.of('NOT_A_SEAT', `seat ${seat} is a bot's`);
    const inserted = (await this.db.query(`INSERT INTO rematch_offers (match_id, seat) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING seat`, [
      matchId,
      seat,
    ])) as unknown[];
    await this.db.transaction(async (tx) => {
      // One creator whichever instance takes the last acceptance.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`rematch:${matchId}`]);
      const done = (await tx.query(`SELECT 1 FROM rematches WHERE match_id = $1`, [matchId])) as unknown[];
      const accepted = (await tx.query(`SELECT seat FROM rematch_offers WHERE match_id = $1`, [matchId])) as { seat: number }[];
      if (done.length > 0 || !humans.every((s) => accepted.some((a) => a.seat === s))) return;
      const created = loaded.state.match.created!;
      const rematch = await this.lifecycle.create({
        gameId: created.gameId,
        seats: created.seatCount,
        options: created.options,
        deadlines: created.deadlines,
        bots: loaded.state.seats.map((s) => s.bot),
        // Rated again if the first was: the same people agreed to the same terms.
        rated: created.rated === true,
      });
      await tx.query(`INSERT INTO rematches (match_id, rematch_id) VALUES ($1, $2)`, [matchId, rematch.matchId]);
      await tx.query(`INSERT INTO unlisted_matches (match_id) VALUES ($1)`, [rematch.matchId]);
    });
    const state = await this.stateOf(loaded);
    if (inserted.length > 0) {
      await this.bus.publish('rematch', matchId);
      if (!state.rematch) await this.tellTheOthers(loaded, seat, state);
    }
    return state;
  }

  /** `rematch.offered` for the accounts of the human seats yet to accept (not the offering seat's own account). */
  private async tellTheOthers(loaded: LoadedMatch, offeredBy: number, state: RematchState): Promise<void> {
    const owners = await this.accountSeats.ownersOf(loaded.matchId);
    const offerer = owners.get(offeredBy);
    const told = new Set<string>();
    for (const seat of state.humanSeats) {
      const accountId = owners.get(seat);
      if (state.accepted.includes(seat) || accountId === undefined || accountId === offerer || told.has(accountId)) continue;
      told.add(accountId);
      await this.notifier.tell(accountId, 'rematch.offered', loaded.matchId, offeredBy, isCorrespondence(loaded));
    }
  }

  /** Takes the seat's place in the rematch, under its old name (and for its account, if it had one). */
  async takeSeat(matchId: string, seat: number): Promise<JoinedSeat> {
    const loaded = await this.finished(matchId, true);
    const { rematch } = await this.stateOf(loaded);
    if (!rematch) throw DomainError.of('NO_REMATCH', 'no rematch yet: every human seat must accept first');
    const joined = await this.lifecycle.join(rematch, seat, loaded.state.seats[seat]?.name ?? `P${seat + 1}`);
    const owner = (await this.accountSeats.ownersOf(matchId)).get(seat);
    if (owner) await this.accountSeats.attach(owner, rematch, seat);
    return joined;
  }

  private async stateOf(loaded: LoadedMatch): Promise<RematchState> {
    const matchId = loaded.matchId;
    const [accepted, links] = await Promise.all([
      this.db.query(`SELECT seat FROM rematch_offers WHERE match_id = $1 ORDER BY seat`, [matchId]) as Promise<{ seat: number }[]>,
      this.db.query(`SELECT match_id, rematch_id FROM rematches WHERE match_id = $1 OR rematch_id = $1`, [matchId]) as Promise<
        { match_id: string; rematch_id: string }[]
      >,
    ]);
    return {
      matchId,
      humanSeats: humanSeats(loaded),
      accepted: accepted.map((r) => r.seat),
      rematch: links.find((l) => l.match_id === matchId)?.rematch_id ?? null,
      rematchOf: links.find((l) => l.rematch_id === matchId)?.match_id ?? null,
    };
  }

  /** The match; with `mustBeOver`, MATCH_NOT_FINISHED unless it has ended. */
  private async finished(matchId: string, mustBeOver: boolean): Promise<LoadedMatch> {
    const loaded = await this.loader.load(matchId);
    if (!loaded) throw DomainError.of('UNKNOWN_MATCH', `no match ${matchId}`);
    if (mustBeOver && loaded.state.match.ended === null) throw DomainError.of('MATCH_NOT_FINISHED', 'a rematch is offered once the match is over');
    return loaded;
  }
}

function humanSeats(loaded: LoadedMatch): number[] {
  return loaded.state.seats.filter((s) => s.bot === null).map((s) => s.seat);
}
