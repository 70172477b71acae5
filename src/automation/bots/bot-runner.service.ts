import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { TriggerCoalescer } from '../../common/trigger-coalescer';
import { AppConfig } from '../../config/app-config';
import { EventStore } from '../../event-store/event-store.service';
import { rngFromWords } from '../../engine/random';
import { searchLevelOf } from '../../engine/search/levels';
import { seatViewer } from '../../engine/types';
import { searchBots } from '../../games/search-bots';
import { MatchAppendedHub, MatchLoader, Randomness, type LoadedMatch } from '../../matches';
import { ServerWorkQuota } from '../../quotas';
import { awaitedSeats, SeatActor } from '../seat-actor.service';
import { BotAudience } from './bot-audience';
import { searchSeed } from './search-seed';
import { SearchWorkers } from './search-workers.service';

/**
 * Plays the seats that were created with a bot policy. After every append in this process it
 * looks at who the match waits for and has the seat's policy choose a command, which the seat
 * actor submits as that seat (`auto:bot:<seq>:<seat>`), so two instances that both move the same
 * bot at the same seq apply it once.
 *
 * Before each action it pauses BOT_DELAY_MS, and at least BOT_WATCHED_DELAY_MS while a person
 * holds a seat or watches the match in this process, so a bot's turn can be followed.
 */
@Injectable()
export class BotRunner implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(BotRunner.name);
  /** Consecutive failed steps per match (reset by a successful one). */
  private readonly failures = new Map<string, number>();
  private readonly steps = new TriggerCoalescer<string>((matchId) => this.step(matchId), {
    before: () => new Promise((resolve) => setImmediate(resolve)),
    onError: (matchId, error) => this.retryLater(matchId, error),
  });

  constructor(
    private readonly hub: MatchAppendedHub,
    private readonly loader: MatchLoader,
    private readonly actor: SeatActor,
    private readonly config: AppConfig,
    private readonly store: EventStore,
    private readonly audience: BotAudience,
    private readonly search: SearchWorkers,
    private readonly randomness: Randomness,
    private readonly serverWork: ServerWorkQuota,
  ) {}

  onModuleInit(): void {
    this.hub.subscribe((change) => {
      const seats = change.match.state.seats;
      if (!seats.some((s) => s.bot)) return;
      if (seats.some((s) => s.bot && searchLevelOf(s.bot))) this.search.warmUp();
      this.schedule(change.match.matchId);
    });
  }

  /**
   * After a restart nothing appends to a bot-only match, so nothing would wake its bots: resume
   * every unfinished match with a bot seat, found in the store's match summaries (a step in a match
   * that does not wait for a bot does nothing).
   */
  onApplicationBootstrap(): void {
    void (async () => {
      for (const matchId of await this.store.log.unfinishedWithBots()) this.schedule(matchId);
    })().catch((error: unknown) => this.logger.error(`resuming bots failed: ${String(error)}`));
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.steps.stop();
  }

  /** Makes the bots of `matchId` act if the match waits for them (coalesces repeated calls). */
  schedule(matchId: string): void {
    this.steps.trigger(matchId);
  }

  /**
   * Decides on the state this process last saw, like a player's command: the append's version
   * check catches a stale one, and a stale seq refusal schedules another step on the store's state
   * (the pipeline reloaded it). Only a match this process has not cached is read from the store.
   */
  private async step(matchId: string): Promise<void> {
    let match = await this.current(matchId);
    if (match && this.botAwaited(match)) {
      const pause = this.pauseFor(match);
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
      // The creator's budget of server-played events (QUOTA_SERVER_EVENTS_PER_MINUTE) paces its bots too.
      await this.serverWork.turn(matchId);
      match = await this.current(matchId);
    }
    if (match && (await this.playOne(match)) === 'stale') this.schedule(matchId);
    this.failures.delete(matchId);
  }

  private async current(matchId: string): Promise<LoadedMatch | null> {
    return this.loader.cached(matchId) ?? (await this.loader.load(matchId));
  }

  private botAwaited(match: LoadedMatch): boolean {
    return awaitedSeats(match).some((seat) => match.state.seats[seat]?.bot);
  }

  /** BOT_DELAY_MS, or BOT_WATCHED_DELAY_MS when longer and a person sits at or watches the match. */
  private pauseFor(match: LoadedMatch): number {
    const always = this.config.get('BOT_DELAY_MS');
    const watched = this.config.get('BOT_WATCHED_DELAY_MS');
    if (watched <= always) return always;
    const person = match.state.seats.some((s) => s.claimed && !s.bot) || this.audience.watched(match.matchId);
    return person ? watched : always;
  }

  /** One command per step: its append schedules the next step with the fresh state. */
  private async playOne(match: LoadedMatch): Promise<'played' | 'stale' | 'idle'> {
    for (const seat of awaitedSeats(match)) {
      const bot = match.state.seats[seat]?.bot;
      if (!bot) continue;
      const command = await this.choose(match, seat, bot);
      if (!command) continue;
      const result = await this.actor.act(match, seat, 'bot', command);
      return result.status === 'rejected' && result.code === 'STALE_SEQ' ? 'stale' : 'played';
    }
    return 'idle';
  }

  /**
   * A searching bot thinks in a worker thread from the seat's view, seeded by the match, seq and
   * seat; the others are quick and run here.
   */
  private async choose(match: LoadedMatch, seat: number, bot: string): Promise<unknown> {
    const game = match.state.match.game;
    if (searchLevelOf(bot) && searchBots[match.def.id]) {
      const view: unknown = match.def.view(game, seatViewer(seat));
      return this.search.decide({ game: match.def.id, bot, seat, view, seed: searchSeed(match.matchId, match.state.match.version, seat) });
    }
    return match.def.bots[bot]?.(game, seat, rngFromWords(this.randomness.botWords())) ?? null;
  }

  /**
   * Nothing else would wake a bot-only match (the database may be briefly away): retry with
   * backoff, up to a minute apart; the next append or a restart also wakes it.
   */
  private retryLater(matchId: string, error: unknown): void {
    const failures = (this.failures.get(matchId) ?? 0) + 1;
    this.failures.set(matchId, failures);
    this.logger.error(`bot step failed in ${matchId} (${failures}): ${String(error)}`);
    setTimeout(() => this.schedule(matchId), Math.min(60_000, 100 * 2 ** failures)).unref();
  }
}
