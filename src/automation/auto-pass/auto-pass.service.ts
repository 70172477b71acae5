import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { TriggerCoalescer } from '../../common/trigger-coalescer';
import { ONLY_PASS, type AutoPassStop } from '../../engine/auto-pass-stop';
import type { Typed } from '../../engine/game-definition';
import type { Seat } from '../../engine/types';
import { autoPassCommand } from '../../match-domain';
import { MatchChanges, MatchLoader, type LoadedMatch } from '../../matches';
import { awaitedSeats, SeatActor } from '../seat-actor.service';

/**
 * R-MATCH-3: a seat that asked for auto-pass is passed for whenever `autoPassCommand` (src/match-domain,
 * pure) gives a command under the seat's priority stop (src/engine/auto-pass-stop.ts). The socket
 * snapshot states the same decision (`autoPassPending`), so the update that reaches the client
 * already says the server will answer this prompt.
 *
 * The request lives with whoever holds the seat in this process (a socket: the typed client
 * re-sends it when it rejoins) and lasts while one of them asks. Like the deadlines, this reacts to
 * appends, this process's (the append hub) and every instance's (NOTIFY), never to a read: the
 * seat actor submits the pass with origin 'auto-pass' (events get actor system/auto-pass) and the
 * id `auto:auto-pass:<seq>:<seat>`, so instances holding the same seat pass once.
 */
@Injectable()
export class AutoPassService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(AutoPassService.name);
  /** matchId -> seat -> the holders (e.g. socket ids) that asked for auto-pass on it, with their stops, newest last. */
  private readonly requests = new Map<string, Map<Seat, Map<string, AutoPassStop>>>();
  private readonly passes = new TriggerCoalescer<string>((matchId) => this.passFor(matchId), {
    onError: (matchId, error) => this.logger.warn(`auto-pass in ${matchId} failed: ${String(error)}`),
  });
  private readonly unsubscribe: (() => void)[] = [];

  constructor(
    private readonly changes: MatchChanges,
    private readonly loader: MatchLoader,
    private readonly actor: SeatActor,
  ) {}

  onModuleInit(): void {
    this.unsubscribe.push(
      this.changes.subscribe((change) => {
        if (change.kind !== 'missed') return this.wake(change.matchId);
        for (const matchId of this.requests.keys()) this.passes.trigger(matchId);
      }),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    for (const off of this.unsubscribe) off();
    await this.passes.stop();
  }

  /**
   * `holder` asks for auto-pass on `seat` of `matchId` with `stop`; the server acts at once if it
   * now can. When several holders ask for one seat, the newest request's stop applies.
   */
  request(matchId: string, seat: Seat, holder: string, stop: AutoPassStop = ONLY_PASS): void {
    let seats = this.requests.get(matchId);
    if (!seats) this.requests.set(matchId, (seats = new Map()));
    let holders = seats.get(seat);
    if (!holders) seats.set(seat, (holders = new Map()));
    holders.delete(holder);
    holders.set(holder, stop);
    this.passes.trigger(matchId);
  }

  /** `holder` no longer asks for auto-pass on `seat` of `matchId` (turned off, left, disconnected). */
  withdraw(matchId: string, seat: Seat, holder: string): void {
    const seats = this.requests.get(matchId);
    const holders = seats?.get(seat);
    if (!seats || !holders) return;
    holders.delete(holder);
    if (holders.size === 0) seats.delete(seat);
    if (seats.size === 0) this.requests.delete(matchId);
  }

  private wake(matchId: string): void {
    if (this.requests.has(matchId)) this.passes.trigger(matchId);
  }

  private async passFor(matchId: string): Promise<void> {
    if (!this.requests.has(matchId)) return;
    const match = await this.loader.load(matchId);
    if (!match) return;
    const seat = this.seatToPass(match);
    // One seat per run: the append wakes this again, which considers the next seat on the new state.
    if (seat) await this.actor.act(match, seat.seat, 'auto-pass', seat.pass);
  }

  /** The stop that applies to `seat` of `matchId` (the newest request's), or null when nobody asked. */
  stopFor(matchId: string, seat: Seat): AutoPassStop | null {
    const holders = this.requests.get(matchId)?.get(seat);
    return holders ? ([...holders.values()].at(-1) ?? ONLY_PASS) : null;
  }

  private seatToPass(match: LoadedMatch): { seat: Seat; pass: Typed } | null {
    for (const seat of awaitedSeats(match)) {
      const stop = this.stopFor(match.matchId, seat);
      // The same pure decision the socket snapshot states as `autoPassPending`.
      const pass = stop ? autoPassCommand(match.def, match.state, seat, stop) : null;
      if (pass) return { seat, pass };
    }
    return null;
  }
}
