import { Injectable } from '@nestjs/common';
import { GameRegistry } from '../matches/game-registry';
import { ApiError, ErrorCodes } from '../matches/api-error';
import { auditMatch, type AuditReport } from './core/audit';
import { MatchRecordReader } from './match-record.reader';
import { ReplayErrors } from './replay-errors';

/** Loads a match's record and runs the shared audit on it. */
@Injectable()
export class AuditService {
  constructor(
    private readonly reader: MatchRecordReader,
    private readonly games: GameRegistry,
  ) {}

  async audit(matchId: string): Promise<AuditReport> {
    const record = await this.reader.record(matchId);
    if (record.events.length === 0) throw new ApiError(404, ErrorCodes.UNKNOWN_MATCH, `no match ${matchId}`);
    if (!record.events.some((e) => e.type === 'match.ended')) {
      // Before the end the seed is secret, so draws cannot be checked; and the ledger of a live match
      // holds commands that would reveal hands.
      throw new ApiError(409, ReplayErrors.MATCH_NOT_FINISHED, 'a match can be audited once it has ended and its seed is revealed');
    }
    return auditMatch(record, (id) => this.games.get(id));
  }
}
