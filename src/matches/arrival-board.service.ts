import { Injectable } from '@nestjs/common';
import type { Seat } from '../engine/types';

interface Arrival {
  readonly seat: Seat;
  /** Epoch milliseconds at which the server had read the whole command (docs/protocol.md, "Deadlines"). */
  readonly arrivedAt: number;
}

/**
 * The players' commands this process has received and not yet answered, with their arrival time
 * (stamped at the edge: REST once the body is read, the socket when the message is). A deadline's
 * default waits for every command of its seat that arrived before the deadline, so a command that
 * reached the server in time is never beaten by the default however late it is processed
 * (R-MATCH-1). Arrival is never rules input: what the command did is decided from the state as
 * always, and the default, if still due, is an ordinary event.
 */
@Injectable()
export class ArrivalBoard {
  private readonly pending = new Map<string, Set<Arrival>>();
  private readonly waiters = new Map<string, Set<() => void>>();

  /** Runs `work` (authenticating and submitting a seat's command) as a command that arrived at `arrivedAt`. */
  async track<T>(matchId: string, seat: Seat, arrivedAt: number, work: () => Promise<T>): Promise<T> {
    const arrival: Arrival = { seat, arrivedAt };
    let arrivals = this.pending.get(matchId);
    if (!arrivals) this.pending.set(matchId, (arrivals = new Set()));
    arrivals.add(arrival);
    try {
      return await work();
    } finally {
      arrivals.delete(arrival);
      if (arrivals.size === 0) this.pending.delete(matchId);
      this.wake(matchId);
    }
  }

  /** Resolves once no command of `seat` that arrived before `before` (epoch ms) is still being processed. */
  async settled(matchId: string, seat: Seat, before: number): Promise<void> {
    while (this.awaits(matchId, seat, before)) {
      await new Promise<void>((resolve) => {
        let waiters = this.waiters.get(matchId);
        if (!waiters) this.waiters.set(matchId, (waiters = new Set()));
        waiters.add(resolve);
      });
    }
  }

  private awaits(matchId: string, seat: Seat, before: number): boolean {
    for (const a of this.pending.get(matchId) ?? []) if (a.seat === seat && a.arrivedAt < before) return true;
    return false;
  }

  private wake(matchId: string): void {
    const waiters = this.waiters.get(matchId);
    this.waiters.delete(matchId);
    for (const resolve of waiters ?? []) resolve();
  }
}
