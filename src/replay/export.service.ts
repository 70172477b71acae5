import { Injectable } from '@nestjs/common';
import { ApiError, ErrorCodes } from '../matches/api-error';
import { toExportText } from './core/export-format';
import { MatchRecordReader } from './match-record.reader';
import { ReplayErrors } from './replay-errors';

/** A finished match as one self-contained NDJSON file (see core/export-format.ts). */
@Injectable()
export class ExportService {
  constructor(private readonly reader: MatchRecordReader) {}

  async exportText(matchId: string): Promise<string> {
    const record = await this.reader.record(matchId);
    if (record.events.length === 0) throw new ApiError(404, ErrorCodes.UNKNOWN_MATCH, `no match ${matchId}`);
    if (!record.events.some((e) => e.type === 'match.ended')) {
      // The file holds every event in full (hands, deck order): it may only leave once the match is over.
      throw new ApiError(409, ReplayErrors.MATCH_NOT_FINISHED, 'only a finished match can be exported (the file holds all hidden information)');
    }
    return toExportText(record, new Date());
  }
}
