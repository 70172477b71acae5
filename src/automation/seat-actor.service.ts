import { Injectable, Logger } from '@nestjs/common';
import type { Seat } from '../engine/types';
import { CommandPipeline, type CommandResult, type LoadedMatch } from '../matches';
import { statusOf } from '../match-domain';
import { ServerWorkQuota } from '../quotas';
import { originOf, serverCommandId, type ActingReason } from './server-command-id';

/** The seats a live match waits for; none while it waits for players or once it is over. */
export function awaitedSeats(match: LoadedMatch): readonly Seat[] {
  if (statusOf(match.state) !== 'live') return [];
  return match.def.prompt(match.state.match.game)?.seats ?? [];
}

/**
 * Acts for a seat: the one way bots, deadline defaults (R-MATCH-1, M-MISC-4) and auto-pass
 * (R-MATCH-3) submit a command that no client sent. The command goes through the ordinary pipeline
 * with the id `auto:<reason>:<seq>:<seat>` and the expected seq of the state it was chosen on, so a
 * decision taken on a stale state, or taken by several instances at once, is applied at most once.
 */
@Injectable()
export class SeatActor {
  private readonly logger = new Logger(SeatActor.name);

  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly serverWork: ServerWorkQuota,
  ) {}

  /** Submits `command` for `seat`, decided on `match` as it is; logs a refusal other than a stale seq. */
  async act(match: LoadedMatch, seat: Seat, reason: ActingReason, command: unknown): Promise<CommandResult> {
    const seq = match.state.match.version;
    const commandId = serverCommandId(reason, seq, seat);
    const result = await this.pipeline.submit({ matchId: match.matchId, seat, commandId, command, expectedSeq: seq, origin: originOf[reason] });
    // Work the server chose to do (auto-pass is the player's own request): charged to the match's creator.
    if (reason !== 'auto-pass' && result.status === 'accepted' && result.firstSeq !== null && result.lastSeq !== null)
      this.serverWork.spend(match.matchId, result.lastSeq - result.firstSeq + 1);
    // STALE_SEQ: someone else moved the match on first; whoever reacts to that append decides again.
    if (result.status === 'rejected' && result.code !== 'STALE_SEQ') {
      this.logger.warn(`${commandId} for seat ${seat} of ${match.matchId} was refused: ${result.code} ${result.message}`);
    }
    return result;
  }
}
