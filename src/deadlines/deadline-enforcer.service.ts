import { Injectable, Logger } from '@nestjs/common';
import type { Typed } from '../engine/game-definition';
import type { DeadlineOptions } from '../matches/match-stream';
import { CommandPipeline } from '../matches/command-pipeline.service';
import { MatchLoader } from '../matches/match-loader.service';
import { statusOf } from '../matches/match-stream';
import { deadlineOf, timeoutCommandId } from './deadline';
import { DeadlineHeads } from './deadline-heads';

export type ExpireOutcome = 'applied' | 'not-due' | 'nothing';

/**
 * Acts for the seats whose deadline passed (R-MATCH-1, M-MISC-4): submits the game's
 * `defaultAction` through the pipeline with origin 'timeout', so the events carry actor
 * system/timeout. The command id `timeout:<seq>:<seat>` and the expected seq make this safe to
 * run on every instance at once: the ledger and the version check let exactly one through.
 */
@Injectable()
export class DeadlineEnforcer {
  private readonly logger = new Logger(DeadlineEnforcer.name);

  constructor(
    private readonly loader: MatchLoader,
    private readonly pipeline: CommandPipeline,
    private readonly heads: DeadlineHeads,
  ) {}

  async expire(matchId: string, options: DeadlineOptions, now = Date.now()): Promise<ExpireOutcome> {
    const first = await this.loader.load(matchId);
    if (!first || statusOf(first.state) !== 'live') return 'nothing';
    const head = await this.heads.head(matchId);
    const waiting = first.def.prompt(first.state.match.game)?.seats ?? [];
    const deadline = deadlineOf(options, waiting, head && head.seq === first.state.match.version ? head.recordedAt : null);
    if (!deadline) return 'nothing';
    if (deadline.at.getTime() > now) return 'not-due';
    // Every seat that was waited for when the deadline passed is acted for in this sweep, each on
    // the state the previous default left (one seat's default must not restart another's clock).
    let applied = false;
    for (const seat of deadline.seats) {
      const match = await this.loader.load(matchId);
      if (!match || statusOf(match.state) !== 'live') break;
      const game = match.state.match.game;
      if (!(match.def.prompt(game)?.seats ?? []).includes(seat)) continue;
      const command = match.def.defaultAction(game, seat) as Typed | null;
      if (!command) continue;
      const seq = match.state.match.version;
      const result = await this.pipeline.submit({ matchId, seat, commandId: timeoutCommandId(seq, seat), command, expectedSeq: seq, origin: 'timeout' });
      if (result.status === 'accepted') applied = true;
      else if (result.code === 'STALE_SEQ') break; // someone else moved the match on: its new deadline governs
      else this.logger.warn(`default action for seat ${seat} of ${matchId} was refused: ${result.code} ${result.message}`);
    }
    return applied ? 'applied' : 'nothing';
  }
}
