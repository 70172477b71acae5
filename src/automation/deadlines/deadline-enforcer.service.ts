import { Injectable } from '@nestjs/common';
import { setImmediate as ioTurn } from 'node:timers/promises';
import { ArrivalBoard, MatchLoader } from '../../matches';
import type { DeadlineOptions } from '../../match-domain';
import { awaitedSeats, SeatActor } from '../seat-actor.service';
import { deadlineOf } from './deadline';
import { DeadlineHeads } from './deadline-heads';
import { Metrics } from '../../metrics/metrics.service';

export type ExpireOutcome = 'applied' | 'not-due' | 'nothing';

/**
 * Acts for the seats whose deadline passed (R-MATCH-1, M-MISC-4): the seat actor submits the
 * game's `defaultAction` with origin 'timeout' (the events carry actor system/timeout) and the id
 * `auto:timeout:<seq>:<seat>`; with the expected seq this is safe to run on every instance at
 * once: the ledger and the version check let exactly one through.
 *
 * Fair under load (docs/protocol.md, "Deadlines"): before acting for a seat it waits for every
 * command of that seat that reached this server before the deadline, however long that command
 * then waits (authentication, the match's queue, the database). If such a command moved the
 * match on, the default is not played: the new prompt has its own deadline.
 */
@Injectable()
export class DeadlineEnforcer {
  constructor(
    private readonly loader: MatchLoader,
    private readonly actor: SeatActor,
    private readonly heads: DeadlineHeads,
    private readonly metrics: Metrics,
    private readonly arrivals: ArrivalBoard,
  ) {}

  async expire(matchId: string, options: DeadlineOptions, now = Date.now()): Promise<ExpireOutcome> {
    const first = await this.loader.load(matchId);
    if (!first) return 'nothing';
    const waiting = awaitedSeats(first);
    if (waiting.length === 0) return 'nothing';
    const head = await this.heads.head(matchId);
    const deadline = deadlineOf(options, waiting, head && head.seq === first.state.match.version ? head.recordedAt : null);
    if (!deadline) return 'nothing';
    if (deadline.at.getTime() > now) return 'not-due';
    // Input the server has received but not yet read (the timer may fire in the same turn of the
    // event loop) is read, and stamped, before deciding.
    await ioTurn();
    // Every seat that was waited for when the deadline passed is acted for in this sweep, each on
    // the state the previous default left (one seat's default must not restart another's clock).
    let applied = false;
    let version = first.state.match.version;
    for (const seat of deadline.seats) {
      await this.arrivals.settled(matchId, seat, deadline.at.getTime());
      const match = await this.loader.load(matchId);
      // A command that was in time moved the match on: its new deadline governs.
      if (!match || match.state.match.version !== version) break;
      if (!awaitedSeats(match).includes(seat)) continue;
      const command = match.def.defaultAction(match.state.match.game, seat);
      if (!command) continue;
      const result = await this.actor.act(match, seat, 'timeout', command);
      if (result.status === 'accepted') {
        applied = true;
        version = result.seq;
        this.metrics.deadlineDefaults.inc({ game: match.def.id });
      } else if (result.code === 'STALE_SEQ') break; // someone else moved the match on: its new deadline governs
    }
    return applied ? 'applied' : 'nothing';
  }
}
