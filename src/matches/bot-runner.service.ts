import { randomBytes } from 'node:crypto';
import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { rngFromWords } from '../engine/random';
import { LobbyProjector } from '../projections/lobby-projector.service';
import { LobbyReader } from '../projections/lobby-reader.service';
import { AppConfig } from '../config/app-config';
import { CommandPipeline } from './command-pipeline.service';
import { MatchAppendedHub } from './match-appended';
import { MatchLoader } from './match-loader.service';
import { statusOf } from './match-stream';

/**
 * Plays the seats that were created with a bot policy. After every append in this process it
 * looks at who the match waits for and submits the bot's command through the ordinary pipeline,
 * as that seat (origin 'player'). The command id is `bot:<seq>:<seat>`, so two instances that both
 * try to move the same bot at the same seq apply it once.
 */
@Injectable()
export class BotRunner implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(BotRunner.name);
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  /** Consecutive failed steps per match (reset by a successful one). */
  private readonly failures = new Map<string, number>();
  private stopping = false;

  constructor(
    private readonly hub: MatchAppendedHub,
    private readonly loader: MatchLoader,
    private readonly pipeline: CommandPipeline,
    private readonly config: AppConfig,
    private readonly projector: LobbyProjector,
    private readonly lobby: LobbyReader,
  ) {}

  onModuleInit(): void {
    this.hub.subscribe((change) => {
      if (change.match.state.seats.some((s) => s.bot)) this.schedule(change.match.matchId);
    });
  }

  /**
   * After a restart nothing appends to a bot-only match, so nothing would wake its bots: resume
   * every live match with a bot seat (found through the lobby, once it has caught up).
   */
  onApplicationBootstrap(): void {
    void (async () => {
      await this.projector.catchUp({ wait: true });
      for (let offset = 0; ; offset += 500) {
        const rows = await this.lobby.list({ status: 'live', limit: 500, offset });
        for (const row of rows) if (row.seats.some((s) => s.bot)) this.schedule(row.matchId);
        if (rows.length < 500) break;
      }
    })().catch((error: unknown) => this.logger.error(`resuming bots failed: ${String(error)}`));
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.running.values());
  }

  /** Makes the bots of `matchId` act if the match waits for them (coalesces repeated calls). */
  schedule(matchId: string): void {
    if (this.stopping) return;
    if (this.running.has(matchId)) {
      this.again.add(matchId);
      return;
    }
    const run = this.delay()
      .then(() => this.step(matchId))
      .then(() => {
        this.failures.delete(matchId);
      })
      .catch((error: unknown) => {
        // Nothing else would wake a bot-only match (the database may be briefly away): retry with
        // backoff, up to a minute apart; the next append or restart also wakes it.
        const failures = (this.failures.get(matchId) ?? 0) + 1;
        this.failures.set(matchId, failures);
        this.logger.error(`bot step failed in ${matchId} (${failures}): ${String(error)}`);
        const retry = setTimeout(() => this.schedule(matchId), Math.min(60_000, 100 * 2 ** failures));
        retry.unref();
      })
      .finally(() => {
        this.running.delete(matchId);
        if (this.again.delete(matchId)) this.schedule(matchId);
      });
    this.running.set(matchId, run);
  }

  private async step(matchId: string): Promise<void> {
    if (this.stopping) return;
    const loaded = await this.loader.load(matchId);
    if (!loaded || statusOf(loaded.state) !== 'live') return;
    const { def, state } = loaded;
    const waiting = def.prompt(state.match.game)?.seats ?? [];
    for (const seat of waiting) {
      const bot = state.seats[seat]?.bot;
      if (!bot) continue;
      const policy = def.bots[bot];
      const command = policy?.(state.match.game, seat, rngFromWords(randomWords()));
      if (!command) continue;
      const version = state.match.version;
      const result = await this.pipeline.submit({ matchId, seat, commandId: `bot:${version}:${seat}`, command, expectedSeq: version });
      if (result.status === 'rejected' && result.code !== 'STALE_SEQ') {
        this.logger.warn(`bot ${bot} at seat ${seat} of ${matchId} was refused: ${result.code} ${result.message}`);
      }
      // One command per step: its append schedules the next step with the fresh state.
      return;
    }
  }

  private delay(): Promise<void> {
    const ms = this.config.get('BOT_DELAY_MS');
    return new Promise((resolve) => (ms > 0 ? setTimeout(resolve, ms) : setImmediate(resolve)));
  }
}

/** Bots' own randomness: not the match seed, so a bot's choice reveals nothing about future draws. */
function randomWords(): number[] {
  const bytes = randomBytes(16);
  return [bytes.readInt32BE(0), bytes.readInt32BE(4), bytes.readInt32BE(8), bytes.readInt32BE(12)];
}
