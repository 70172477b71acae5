import { importMarkFacts } from '../event-store/match-imports';
import { Injectable } from '@nestjs/common';
import { SharedFlight } from '../common/shared-flight';
import { LruCache } from '../common/lru-cache';
import { shippedGames } from '../games/registry';
import { GameRegistry } from '../game-registry';
import { DomainError } from '../errors/domain-error';
import { auditMatch, type AuditContext, type AuditReport } from './core/audit';
import { recordFromJson } from './core/record';
import { MatchRecordReader } from './match-record.reader';
import { ReplayWorkers } from './worker/replay-workers.service';

/** Finished matches whose audit is kept (a report is a few kB to a few hundred kB). */
const KEPT_AUDITS = 200;

/**
 * Loads a match's record (as JSON text rendered by PostgreSQL) and runs the shared audit on it in
 * a replay worker, which parses it. A finished match
 * never changes, so its report is computed once and kept, keyed by the fingerprint of its stored
 * rows (an edit made behind the server's back changes the key and is audited afresh); concurrent
 * requests for the same match share one run.
 */
@Injectable()
export class AuditService {
  private readonly kept = new LruCache<string, AuditReport>(KEPT_AUDITS);
  private readonly running = new SharedFlight<string, AuditReport>();

  constructor(
    private readonly reader: MatchRecordReader,
    private readonly games: GameRegistry,
    private readonly workers: ReplayWorkers,
  ) {}

  async audit(matchId: string): Promise<AuditReport> {
    const fingerprint = await this.reader.fingerprint(matchId);
    if (fingerprint === null) throw DomainError.of('UNKNOWN_MATCH', `no match ${matchId}`);
    const key = `${matchId}/${fingerprint}`;
    const kept = this.kept.get(key);
    if (kept) return kept;
    const report = await this.running.run(key, () => this.compute(matchId));
    this.kept.set(key, report);
    return report;
  }

  private async compute(matchId: string): Promise<AuditReport> {
    const json = await this.reader.recordJson(matchId);
    if (!json) throw DomainError.of('UNKNOWN_MATCH', `no match ${matchId}`);
    if (!json.ended) {
      // Before the end the seed is secret, so draws cannot be checked; and the ledger of a live match
      // holds commands that would reveal hands.
      throw DomainError.of('MATCH_NOT_FINISHED', 'a match can be audited once it has ended and its seed is revealed');
    }
    const context: AuditContext = { imported: importMarkFacts(await this.reader.imported(matchId)) };
    const def = json.gameId === null ? undefined : this.games.get(json.gameId);
    // The worker loads the shipped games: a game registered at run time (a plugin, a test's) is audited here.
    if (def !== undefined && !shippedGames.includes(def)) {
      return auditMatch(recordFromJson(matchId, json.events, json.commands), (id) => this.games.get(id), context);
    }
    return this.workers.audit({ matchId, events: json.events, commands: json.commands }, this.hostedIds(), context);
  }

  private hostedIds(): string[] {
    return this.games.list().map((g) => g.id);
  }
}
