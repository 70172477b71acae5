import { Injectable } from '@nestjs/common';
import { DomainError } from '../errors/domain-error';
import { HeadSigner } from '../signing/head-signer.service';
import { toExportText } from './core/export-format';
import { MatchRecordReader } from './match-record.reader';

/** A finished match as one self-contained NDJSON file (see core/export-format.ts). */
@Injectable()
export class ExportService {
  constructor(
    private readonly reader: MatchRecordReader,
    private readonly signer: HeadSigner,
  ) {}

  async exportText(matchId: string): Promise<string> {
    const record = await this.reader.record(matchId);
    if (record.events.length === 0) throw DomainError.of('UNKNOWN_MATCH', `no match ${matchId}`);
    if (!record.events.some((e) => e.type === 'match.ended')) {
      // The file holds every event in full (hands, deck order): it may only leave once the match is over.
      throw DomainError.of('MATCH_NOT_FINISHED', 'only a finished match can be exported (the file holds all hidden information)');
    }
    const head = record.events.at(-1);
    const importedAt = await this.reader.importedAt(matchId);
    return toExportText(record, new Date(), {
      // The server vouches for the history it hands out: its signature of the last event's chain hash.
      signedHead: head ? this.signer.sign(matchId, head.seq, head.hash) : null,
      // An imported match says so in the file: it was not played on this server.
      importedAt: importedAt?.toISOString() ?? null,
    });
  }
}
