import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DomainError } from '../../errors/domain-error';
import type { SeatInfo } from '../../match-domain/state';
import { MatchLoader } from '../../matches';
import { AuditService } from '../audit.service';
import type { AuditCheck } from '../core/audit';
import type { RollProof } from '../core/dice';
import type { StepWhy } from '../core/dispute';
import type { DisputeVerdict, MatchDispute } from '../core/dispute-record';
import { DisputeService } from '../dispute.service';
import type { DisputeParty } from './dispute-parties';
import { DisputeNews } from './dispute-news.service';
import { DisputeStore, type SeatDisputeCount } from './dispute-store';

/** Per seat and match: open disputes at a time, and disputes in all (docs/disputes.md, "Quotas"). */
export const MAX_OPEN_DISPUTES_PER_SEAT = 3;
export const MAX_DISPUTES_PER_SEAT = 10;
/** Open disputes a reviewer's list shows at once (each with its step, dice and audit). */
const REVIEW_PAGE = 20;

/** Every dispute of a match with its verdict: what players and spectators see. */
export interface MatchDisputes {
  readonly matchId: string;
  readonly disputes: readonly MatchDispute[];
}

/** An open dispute with what a reviewer decides it from. */
export interface DisputeForReview {
  readonly dispute: MatchDispute;
  /** The disputed match's game and seats: a reviewer reads the match and the claimant by name. */
  readonly match: { readonly gameId: string | null; readonly seats: readonly SeatInfo[] };
  /** Why the step was legal: its rules in words, card, prompt, alternatives and who acted. */
  readonly step: StepWhy;
  /** The seed commitment, the revealed seed, and the proof of every die the step's command rolled. */
  readonly dice: { readonly seedCommitment: string; readonly seed: string; readonly rolls: readonly RollProof[] };
  /** The audit of the whole match: whether it re-runs clean, and each check. */
  readonly audit: { readonly ok: boolean; readonly checks: readonly AuditCheck[] };
}

export interface OpenDisputes {
  readonly disputes: readonly DisputeForReview[];
}

/**
 * Disputes as a workflow: a seat opens one on a step of its finished match with a claim, a reviewer
 * records one verdict with a note, and anyone who may watch the match reads both (and its joined
 * sockets are told of each as it happens). Append-only.
 */
@Injectable()
export class DisputeWorkflow {
  constructor(
    private readonly store: DisputeStore,
    private readonly loader: MatchLoader,
    private readonly reviews: DisputeService,
    private readonly audits: AuditService,
    private readonly news: DisputeNews,
  ) {}

  async open(matchId: string, seq: number, claim: string, party: DisputeParty): Promise<MatchDispute> {
    const loaded = await this.loader.load(matchId);
    if (!loaded) throw DomainError.of('UNKNOWN_MATCH', `no match ${matchId}`);
    const { created, ended, version } = loaded.state.match;
    if (created?.branch) throw DomainError.of('SANDBOX_NOT_DISPUTABLE', 'a sandbox is an exploration, not a real match: nothing in it can be disputed');
    if (!ended) throw DomainError.of('MATCH_NOT_FINISHED', 'a dispute is opened once the match has ended (its review needs the revealed seed)');
    if (seq > version) throw DomainError.of('BAD_STEP', `the match has events 1 to ${version}, not ${seq}`);
    const disputeId = randomUUID();
    await this.store.openIf({ disputeId, matchId, seq, seat: party.seat, openedBy: party.openedBy, claim }, (counts) => admit(party.seat, counts));
    await this.news.changed(disputeId);
    return this.require(matchId, disputeId);
  }

  async ofMatch(matchId: string): Promise<MatchDisputes> {
    if (!(await this.loader.load(matchId))) throw DomainError.of('UNKNOWN_MATCH', `no match ${matchId}`);
    return { matchId, disputes: await this.store.ofMatch(matchId) };
  }

  /** The oldest open disputes, each with the step's reasons, its dice and the match's audit. */
  async openForReview(): Promise<OpenDisputes> {
    const open = await this.store.open(REVIEW_PAGE);
    const disputes: DisputeForReview[] = [];
    for (const dispute of open) {
      const [loaded, step, dice, audit] = await Promise.all([
        this.loader.load(dispute.matchId),
        this.reviews.why(dispute.matchId, dispute.seq),
        this.reviews.diceOfStep(dispute.matchId, dispute.seq),
        this.audits.audit(dispute.matchId),
      ]);
      const match = { gameId: audit.gameId, seats: loaded?.state.seats ?? [] };
      disputes.push({ dispute, match, step, dice, audit: { ok: audit.ok, checks: audit.checks } });
    }
    return { disputes };
  }

  async decide(matchId: string, disputeId: string, verdict: Omit<DisputeVerdict, 'decidedAt'>): Promise<MatchDispute> {
    await this.require(matchId, disputeId);
    if (!(await this.store.decide(disputeId, verdict)))
      throw DomainError.of('DISPUTE_DECIDED', 'this dispute has a verdict already; a verdict is never changed');
    await this.news.changed(disputeId);
    return this.require(matchId, disputeId);
  }

  private async require(matchId: string, disputeId: string): Promise<MatchDispute> {
    const dispute = await this.store.one(matchId, disputeId);
    if (!dispute) throw DomainError.of('UNKNOWN_DISPUTE', `no dispute ${disputeId} in match ${matchId}`);
    return dispute;
  }
}

function admit(seat: number, { total, open }: SeatDisputeCount): void {
  if (open >= MAX_OPEN_DISPUTES_PER_SEAT) {
    throw DomainError.of('DISPUTE_LIMIT', `seat ${seat} has ${open} open disputes on this match (at most ${MAX_OPEN_DISPUTES_PER_SEAT}): wait for a verdict`);
  }
  if (total >= MAX_DISPUTES_PER_SEAT) throw DomainError.of('DISPUTE_LIMIT', `seat ${seat} has opened ${total} disputes on this match, the most allowed`);
}
