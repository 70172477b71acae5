import { Injectable } from '@nestjs/common';
import { DomainError } from '../../errors/domain-error';
import { foldServer, gameStateHash, upcastEvent } from '../../match-domain';
import { MatchLifecycle } from '../../matches';
import { entryOf } from '../core/step-entry';
import { MatchRecordReader } from '../match-record.reader';
import { isFinished, ReplayService, resolveTarget } from '../replay.service';
import { branchAt, sandboxSeats } from './branch-state';

/** One seat of a new sandbox: a bot, or the creator with the seat's token (shown once). */
export interface SandboxSeat {
  readonly seat: number;
  readonly name: string;
  readonly bot: string | null;
  /** The seat token for the creator's seats; null for a bot's. */
  readonly token: string | null;
}

/** A sandbox just branched (POST /matches/{matchId}/sandbox). */
export interface SandboxCreated {
  readonly matchId: string;
  readonly sandbox: true;
  readonly gameId: string;
  /** The match and step it was branched from (and the last event of the origin it contains). */
  readonly origin: { readonly matchId: string; readonly step: number; readonly seq: number };
  readonly seats: readonly SandboxSeat[];
  /** SHA-256 of the canonical game state the sandbox starts from: the origin's at `origin.seq`. */
  readonly startStateHash: string;
  readonly seq: number;
}

/**
 * Branches a sandbox from a step of a match (docs/disputes.md, "Sandbox"): a finished match (a
 * live one would help its players), or another sandbox (it hides nothing from its creator).
 */
@Injectable()
export class SandboxService {
  constructor(
    private readonly replay: ReplayService,
    private readonly reader: MatchRecordReader,
    private readonly lifecycle: MatchLifecycle,
  ) {}

  async branch(originId: string, step: number, bots: readonly (string | null)[] | undefined): Promise<SandboxCreated> {
    const meta = await this.replay.meta(originId);
    if (!isFinished(meta) && !meta.created.branch) {
      throw DomainError.of('BRANCH_OF_LIVE_MATCH', 'a match can be branched once it has ended: a sandbox of a live match would help its players');
    }
    const at = entryOf(meta.log.index('action'), resolveTarget(meta.log.index('action'), { step }));
    const origin = { matchId: originId, step: at.step, seq: at.to };
    const { branch, state } = branchAt(meta.def, await this.reader.events(originId, 0, origin.seq), origin);
    const seats = sandboxSeats(meta.created, state, bots);
    const created = await this.lifecycle.createSandbox({
      gameId: meta.def.id,
      rulesVersion: meta.created.rulesVersion,
      seats: seats.length,
      options: meta.created.options,
      bots: seats.map((s) => s.bot),
      branch,
    });
    const answered: SandboxSeat[] = [];
    let seq = created.seq;
    for (const [seat, s] of seats.entries()) {
      const joined = s.bot === null ? await this.lifecycle.join(created.matchId, seat, s.name) : null;
      seq = joined?.seq ?? seq;
      answered.push({ seat, name: s.bot === null ? s.name : `${s.bot} bot`, bot: s.bot, token: joined?.token ?? null });
    }
    // The sandbox as stored up to its last claim (bots may move right after it), not the state it was given.
    const start = foldServer(
      meta.def,
      (await this.reader.events(created.matchId, 0, seq)).map((e) => upcastEvent(meta.def, e)),
    );
    return {
      matchId: created.matchId,
      sandbox: true,
      gameId: meta.def.id,
      origin,
      seats: answered,
      startStateHash: gameStateHash(start),
      seq,
    };
  }
}
