import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountSeats } from '../../accounts';
import { matchFacts } from '../../match-domain';
import { MatchAppendedHub, MatchLoader, type LoadedMatch, type MatchAppended } from '../../matches';
import { isCorrespondence } from './correspondence';
import { Notifier } from './notifier.service';

/**
 * "Your turn" and "match over", as matches change on this instance (the instance that appends
 * tells). A seat's turn begins when the match starts waiting for it and ends when it no longer
 * does; `awaited_seats` holds the seats whose turn it is, so the account hears of each turn once
 * (in-app, and by push for correspondence matches) however many appends the turn spans, and the
 * seat that just acted and still decides is not told of its own turn. For a correspondence
 * match the row also says when to remind: 80 % of the deadline (DeadlineReminders).
 */
@Injectable()
export class TurnNotices implements OnModuleInit, OnModuleDestroy {
  private readonly unsubscribe: (() => void)[] = [];
  /** The review of each match in progress: reviews of one match run one after another. */
  private readonly queues = new Map<string, Promise<void>>();

  constructor(
    private readonly db: DataSource,
    private readonly hub: MatchAppendedHub,
    private readonly seats: AccountSeats,
    private readonly notifier: Notifier,
    private readonly loader: MatchLoader,
  ) {}

  onModuleInit(): void {
    this.unsubscribe.push(
      this.hub.subscribe((change) => this.onAppended(change)),
      this.seats.onAttached(({ matchId }) => this.queued(matchId, () => this.review(matchId))),
    );
  }

  onModuleDestroy(): void {
    for (const unsubscribe of this.unsubscribe) unsubscribe();
  }

  private onAppended({ match, events }: MatchAppended): Promise<void> {
    if (events.some((e) => e.type === 'match.ended')) return this.queued(match.matchId, () => this.ended(match));
    return this.queued(match.matchId, () => this.review(match.matchId));
  }

  /**
   * Runs `work` after the match's earlier reviews: appends are told to listeners without waiting,
   * and a review of an older state finishing after a newer one would begin a turn already over.
   */
  private queued(matchId: string, work: () => Promise<void>): Promise<void> {
    const next = (this.queues.get(matchId) ?? Promise.resolve()).then(work);
    const settled = next.catch(() => undefined);
    this.queues.set(matchId, settled);
    void settled.then(() => {
      if (this.queues.get(matchId) === settled) this.queues.delete(matchId);
    });
    return next;
  }

  private async ended(match: LoadedMatch): Promise<void> {
    const owners = await this.seats.ownersOf(match.matchId);
    // Only owned seats are ever awaited: a match no account plays has nothing to clear.
    if (owners.size === 0) return;
    await this.db.query(`DELETE FROM awaited_seats WHERE match_id = $1`, [match.matchId]);
    for (const [seat, accountId] of owners) await this.notifier.tell(accountId, 'match.over', match.matchId, seat, isCorrespondence(match));
  }

  /**
   * Ends the turns of owned seats the match no longer waits for, and begins (and tells of) the new
   * ones, on the match as it is now (the newest state this instance holds). Runs after every
   * append: the owners come from memory (AccountSeats), so a match no account plays costs no
   * statement here.
   */
  private async review(matchId: string): Promise<void> {
    const match = this.loader.cached(matchId) ?? (await this.loader.load(matchId));
    if (!match || match.state.match.ended) return;
    const owners = await this.seats.ownersOf(matchId);
    if (owners.size === 0) return;
    const deadlines = match.state.match.created?.deadlines ?? null;
    const correspondence = isCorrespondence(match);
    const awaited = new Set(matchFacts(match).waitingFor);
    await this.db.query(`DELETE FROM awaited_seats WHERE match_id = $1 AND NOT (seat = ANY($2))`, [match.matchId, [...awaited]]);
    // 80 % of the seconds a prompt allows: the deadline is the latest event's time plus `seconds`.
    const remindAfter = correspondence && deadlines ? deadlines.seconds * 0.8 : null;
    for (const seat of awaited) {
      const accountId = owners.get(seat);
      if (accountId === undefined) continue;
      const begun = (await this.db.query(
        `INSERT INTO awaited_seats (match_id, seat, account_id, remind_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))
         ON CONFLICT (match_id, seat) DO UPDATE SET remind_at = CASE WHEN awaited_seats.reminded THEN awaited_seats.remind_at ELSE EXCLUDED.remind_at END
         RETURNING (xmax = 0) AS begun`,
        [match.matchId, seat, accountId, remindAfter],
      )) as { begun: boolean }[];
      if (begun[0]?.begun) await this.notifier.tell(accountId, 'turn', match.matchId, seat, correspondence);
    }
  }
}
