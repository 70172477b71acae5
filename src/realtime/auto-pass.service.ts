import { Injectable, Logger } from '@nestjs/common';
import { canonicalJson } from '../engine/canonical-json';
import type { Typed } from '../engine/game-definition';
import { CommandPipeline } from '../matches/command-pipeline.service';
import type { LoadedMatch } from '../matches/match-loader.service';
import { statusOf } from '../matches/match-stream';
import type { ViewerRef } from './protocol';

export const autoPassCommandId = (seq: number, seat: number): string => `auto-pass:${seq}:${seat}`;

/**
 * R-MATCH-3: a seat that asked for auto-pass is passed for whenever the game's `autoPassAction`
 * offers a command, and never when the seat has any other legal action (checked here too, so a
 * game bug cannot skip a window where the player could act). The command goes through the
 * pipeline with origin 'auto-pass' (events get actor system/auto-pass) and a deterministic id
 * `auto-pass:<seq>:<seat>` plus the expected seq, so sockets on several instances pass once.
 * The preference lives with the socket: the typed client re-sends it when it rejoins.
 */
@Injectable()
export class AutoPassService {
  private readonly logger = new Logger(AutoPassService.name);

  constructor(private readonly pipeline: CommandPipeline) {}

  consider(match: LoadedMatch, watchers: readonly { readonly viewer: ViewerRef; readonly autoPass: boolean }[]): void {
    if (statusOf(match.state) !== 'live') return;
    const { def, state } = match;
    const game = state.match.game;
    const waiting = def.prompt(game)?.seats ?? [];
    const seats = new Set(watchers.flatMap((w) => (w.autoPass && w.viewer.kind === 'seat' && waiting.includes(w.viewer.seat) ? [w.viewer.seat] : [])));
    for (const seat of seats) {
      const pass = def.autoPassAction(game, seat) as Typed | null;
      if (!pass) continue;
      const legal = def.legalActions(game, seat) as Typed[];
      const only = canonicalJson(pass);
      if (!legal.every((a) => canonicalJson(a) === only)) continue;
      const seq = state.match.version;
      // One seat per call: the append wakes the feed again, which considers the next seat on the new state.
      void this.pipeline
        .submit({ matchId: match.matchId, seat, commandId: autoPassCommandId(seq, seat), command: pass, expectedSeq: seq, origin: 'auto-pass' })
        .catch((error: unknown) => this.logger.warn(`auto-pass for seat ${seat} of ${match.matchId} failed: ${String(error)}`));
      return;
    }
  }
}
