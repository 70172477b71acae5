import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { SingleFlight } from '../../common/single-flight';
import { canonicalJson } from '../../engine/canonical-json';
import { ONLY_PASS, type AutoPassStop } from '../../engine/auto-pass-stop';
import { playsOf } from '../../engine/concede';
import type { Typed } from '../../engine/game-definition';
import type { Seat } from '../../engine/types';
import { PgListener } from '../../event-store/pg-listener.service';
import { MatchAppendedHub, MatchLoader, type LoadedMatch } from '../../matches';
import { awaitedSeats, SeatActor } from '../seat-actor.service';

/**
 * R-MATCH-3: a seat that asked for auto-pass is passed for whenever the game's `autoPassAction`
 * offers a command under the seat's priority stop (src/engine/auto-pass-stop.ts). With the plain
 * stop (`only-pass`) never when the seat has any other legal action (checked here too, so a game
 * bug cannot skip a window where the player could act); a wider stop is the player's own word
 * that it would pass there, so then the pass only has to be legal.
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
  private readonly passes = new SingleFlight<string>((matchId) => this.passFor(matchId), {
    onError: (matchId, error) => this.logger.warn(`auto-pass in ${matchId} failed: ${String(error)}`),
  });
  private readonly unsubscribe: (() => void)[] = [];

  constructor(
    private readonly hub: MatchAppendedHub,
    private readonly listener: PgListener,
    private readonly loader: MatchLoader,
    private readonly actor: SeatActor,
  ) {}

  onModuleInit(): void {
    this.unsubscribe.push(
      this.hub.subscribe((change) => this.wake(change.match.matchId)),
      this.listener.onMatchEvents((n) => this.wake(n.matchId)),
      // Notifications sent while the LISTEN connection was down are lost: look at every match again.
      this.listener.onReconnect(() => {
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

  private seatToPass(match: LoadedMatch): { seat: Seat; pass: Typed } | null {
    const asked = this.requests.get(match.matchId);
    const { def } = match;
    const game = match.state.match.game;
    for (const seat of awaitedSeats(match)) {
      const holders = asked?.get(seat);
      if (!holders) continue;
      const stop = [...holders.values()].at(-1) ?? ONLY_PASS;
      const pass = def.autoPassAction(game, seat, stop) as Typed | null;
      if (!pass) continue;
      // Concede is legal at any time (R-MATCH-2) and never a choice that stops auto-pass.
      const legal = playsOf(def.legalActions(game, seat) as Typed[]).map((a) => canonicalJson(a));
      const chosen = canonicalJson(pass);
      const allowed = stop.mode === 'only-pass' ? legal.every((a) => a === chosen) : legal.includes(chosen);
      if (allowed) return { seat, pass };
    }
    return null;
  }
}
