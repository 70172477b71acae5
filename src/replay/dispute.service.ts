import { Injectable } from '@nestjs/common';
import { LruCache } from '../common/lru-cache';
import type { AnyGameDefinition } from '../engine/game-definition';
import { DomainError } from '../errors/domain-error';
import { GameRegistry } from '../game-registry';
import type { MatchCreated, MatchEnded } from '../match-domain';
import { diceProofs, type DiceProofs, type RollProof } from './core/dice';
import { disputePage, disputeSteps, whyStep, type DisputeLog, type DisputeStep, type StepWhy } from './core/dispute';
import type { MatchRecord } from './core/record';
import { MatchRecordReader } from './match-record.reader';

/** Finished matches whose described steps are kept (a 2,000-event match: about a megabyte). */
const KEPT_REVIEWS = 20;

interface Review {
  readonly def: AnyGameDefinition;
  readonly record: MatchRecord;
  readonly steps: readonly DisputeStep[];
  readonly seed: string;
}

/**
 * The dispute review of finished matches (core/dispute.ts): the record is read and every step
 * described and explained once per match (keyed by the fingerprint of its stored rows, like the
 * audit), then pages and "why" answers come from memory. A live match has no review: its seed is
 * secret and its ledger would reveal hands.
 */
@Injectable()
export class DisputeService {
  private readonly kept = new LruCache<string, Review>(KEPT_REVIEWS);
  private readonly running = new Map<string, Promise<Review>>();

  constructor(
    private readonly reader: MatchRecordReader,
    private readonly games: GameRegistry,
  ) {}

  async page(matchId: string, after: number, limit: number): Promise<DisputeLog> {
    const review = await this.review(matchId);
    if (after > review.steps.length) throw DomainError.of('BAD_STEP', `the match has ${review.steps.length} events; after must be at most that`);
    return disputePage(matchId, review.def.id, review.steps, after, limit);
  }

  async why(matchId: string, seq: number): Promise<StepWhy> {
    const review = await this.review(matchId);
    const why = whyStep(review.def, review.record, review.steps, seq);
    if (!why) throw DomainError.of('BAD_STEP', `the match has events 1 to ${review.steps.length}, not ${seq}`);
    return why;
  }

  /** The proof of every die (core/dice.ts), derived once per match. */
  async dice(matchId: string): Promise<DiceProofs> {
    const review = await this.review(matchId);
    return diceProofs(review.def, review.record, review.seed);
  }

  /**
   * The seed, its commitment and the proof of every die rolled by the command whose events include
   * `seq` (a disputed step): what a reviewer checks a roll with.
   */
  async diceOfStep(matchId: string, seq: number): Promise<{ seedCommitment: string; seed: string; rolls: RollProof[] }> {
    const review = await this.review(matchId);
    const batch = review.record.commands.find((c) => c.firstSeq !== null && c.lastSeq !== null && c.firstSeq <= seq && seq <= c.lastSeq);
    const all = diceProofs(review.def, review.record, review.seed);
    const rolls = batch ? all.rolls.filter((r) => r.seq >= (batch.firstSeq ?? 0) && r.seq <= (batch.lastSeq ?? 0)) : [];
    return { seedCommitment: all.seedCommitment, seed: all.seed, rolls };
  }

  private async review(matchId: string): Promise<Review> {
    const fingerprint = await this.reader.fingerprint(matchId);
    if (fingerprint === null) throw DomainError.of('UNKNOWN_MATCH', `no match ${matchId}`);
    const key = `${matchId}/${fingerprint}`;
    const kept = this.kept.get(key);
    if (kept) return kept;
    let run = this.running.get(key);
    if (!run) {
      run = this.compute(matchId).finally(() => this.running.delete(key));
      this.running.set(key, run);
    }
    const review = await run;
    this.kept.set(key, review);
    return review;
  }

  private async compute(matchId: string): Promise<Review> {
    const record = await this.reader.record(matchId);
    const created = record.events[0]?.payload as MatchCreated | undefined;
    const ended = record.events.find((e) => e.type === 'match.ended')?.payload as MatchEnded | undefined;
    if (!created || created.type !== 'match.created') throw DomainError.of('UNKNOWN_MATCH', `no match ${matchId}`);
    if (!ended) throw DomainError.of('MATCH_NOT_FINISHED', 'a match can be reviewed once it has ended and its seed is revealed');
    const def = this.games.get(created.gameId);
    if (!def) throw DomainError.of('GAME_NOT_INSTALLED', `this server does not host ${created.gameId}`);
    return { def, record, steps: disputeSteps(def, record, ended.seed), seed: ended.seed };
  }
}
