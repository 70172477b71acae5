import { importMarkFacts } from '../event-store/match-imports';
import { Injectable } from '@nestjs/common';
import type { LabeledAction, Typed } from '../engine/game-definition';
import type { Viewer } from '../engine/types';
import { DomainError } from '../errors/domain-error';
import { EventStore } from '../event-store/event-store.service';
import { matchFacts, matchMarks, sandboxOrigin, viewerSnapshot, type DeadlineOptions, type MatchFacts, type MatchMark } from '../match-domain';
import { HeadEvidence } from '../signing/head-evidence.service';
import type { SignedHead } from '../signing/signed-head';
import { MatchLoader, type LoadedMatch } from './match-loader.service';

export interface MatchSummary extends MatchFacts {
  readonly matchId: string;
  readonly gameId: string;
  readonly rulesVersion: string;
  readonly deadlines: DeadlineOptions | null;
  readonly seedCommitment: string;
  /** Imported from an export file (not played on this server), and when (this server's clock). */
  readonly imported: boolean;
  readonly importedAt: Date | null;
  /** What a player must be told about the match (scenario, imported, sandbox, rated), in words. */
  readonly marks: readonly MatchMark[];
  /** Once finished: the server's Ed25519 signature of the chain head (docs/replay.md, "Evidence the players hold"). */
  readonly signedHead: SignedHead | null;
}

/** What the match is besides its state; the view of one seat leaves out what needs more than the state. */
type Provenance = 'imported' | 'importedAt' | 'marks' | 'signedHead';

export interface MatchView extends Omit<MatchSummary, Provenance> {
  readonly viewer: { readonly kind: 'seat'; readonly seat: number } | { readonly kind: 'spectator' };
  readonly view: unknown;
  readonly legalActions: readonly Typed[];
  /** The legal commands with their words and refs (the shared viewer snapshot's `actions`). */
  readonly actions: readonly LabeledAction[];
}

/** Read side of one match, computed from its folded state (strongly consistent, unlike the lobby). */
@Injectable()
export class MatchQueries {
  constructor(
    private readonly loader: MatchLoader,
    private readonly store: EventStore,
    private readonly evidence: HeadEvidence,
  ) {}

  async summary(matchId: string): Promise<MatchSummary> {
    const [loaded, imported] = await Promise.all([this.require(matchId), this.evidence.imported(matchId)]);
    const importedAt = imported?.importedAt ?? null;
    const fixed = header(loaded);
    return {
      ...fixed,
      imported: importedAt !== null,
      importedAt,
      marks: matchMarks(
        loaded.state.match.created?.scenario ?? false,
        importMarkFacts(imported),
        sandboxOrigin(loaded.state.match.created),
        loaded.state.match.created?.rated === true,
      ),
      signedHead: loaded.state.match.ended ? await this.signedHead(loaded) : null,
      ...matchFacts(loaded),
    };
  }

  /** The match as `seat` sees it (null: a spectator): the shared viewer snapshot plus the summary. */
  async view(matchId: string, seat: number | null): Promise<MatchView> {
    const loaded = await this.require(matchId);
    const viewer: Viewer = seat === null ? { kind: 'spectator' } : { kind: 'seat', seat };
    return { ...header(loaded), ...viewerSnapshot(loaded, viewer), viewer: seat === null ? { kind: 'spectator' } : { kind: 'seat', seat } };
  }

  async require(matchId: string): Promise<LoadedMatch> {
    const loaded = await this.loader.load(matchId);
    if (!loaded) throw DomainError.of('UNKNOWN_MATCH', `no match ${matchId}`);
    return loaded;
  }

  /** The finished match's signed head (HeadEvidence: this server's, or an import's own); the head hash is the cached one after play, else one read. */
  private async signedHead(loaded: LoadedMatch): Promise<SignedHead | null> {
    const seq = loaded.state.match.version;
    const hash = loaded.headHash ?? (await this.store.readStream(loaded.matchId, seq - 1, seq))[0]?.hash;
    if (!hash) throw new Error(`match ${loaded.matchId} has no head`);
    return this.evidence.signedHead(loaded.matchId, seq, hash);
  }
}

/** What a match is, as fixed at its creation. */
function header(loaded: LoadedMatch): Pick<MatchSummary, 'matchId' | 'gameId' | 'rulesVersion' | 'deadlines' | 'seedCommitment'> {
  const created = loaded.state.match.created;
  if (!created) throw new Error(`match ${loaded.matchId} has no match.created`);
  return {
    matchId: loaded.matchId,
    gameId: created.gameId,
    rulesVersion: created.rulesVersion,
    deadlines: created.deadlines ?? null,
    seedCommitment: created.seedCommitment,
  };
}
