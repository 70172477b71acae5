import { Injectable } from '@nestjs/common';
import { importMarkFacts } from '../event-store/match-imports';
import { DomainError } from '../errors/domain-error';
import { HeadSigner } from '../signing/head-signer.service';
import { ChatLog } from '../social/chat/chat-log.service';
import { toExportText } from './core/export-format';
import { DisputeStore } from './disputes/dispute-store';
import { MatchRecordReader } from './match-record.reader';

/** A finished match as one self-contained NDJSON file (see core/export-format.ts). */
@Injectable()
export class ExportService {
  constructor(
    private readonly reader: MatchRecordReader,
    private readonly signer: HeadSigner,
    private readonly disputes: DisputeStore,
    private readonly chatLog: ChatLog,
  ) {}

  async exportText(matchId: string): Promise<string> {
    const record = await this.reader.record(matchId);
    if (record.events.length === 0) throw DomainError.of('UNKNOWN_MATCH', `no match ${matchId}`);
    if (!record.events.some((e) => e.type === 'match.ended')) {
      // The file holds every event in full (hands, deck order): it may only leave once the match is over.
      throw DomainError.of('MATCH_NOT_FINISHED', 'only a finished match can be exported (the file holds all hidden information)');
    }
    const head = record.events.at(-1);
    if (!head) throw DomainError.of('UNKNOWN_MATCH', `no match ${matchId}`);
    const [provenance, disputes] = await Promise.all([this.reader.imported(matchId), this.disputes.ofMatch(matchId)]);
    // Evidence for dispute review: what both channels said (the match is over, so all of it).
    const chat = await this.chatLog.read(matchId, ['players', 'spectators']);
    const imported = importMarkFacts(provenance);
    if (!provenance || !imported) {
      // A match this server decided: it vouches for the history with its signature of the last event's chain hash.
      return toExportText(record, new Date(), { signedHead: this.signer.sign(matchId, head.seq, head.hash), disputes, chat });
    }
    // An imported match: the signature it came with (or none), and this server's statement of the
    // import, so that neither the import mark nor the lack of a signature can be dropped unnoticed.
    return toExportText(record, new Date(), {
      signedHead: provenance.signedHead,
      imported,
      importAttestation: this.signer.attestImport({ matchId, seq: head.seq, hash: head.hash, ...imported }),
      disputes,
      chat,
    });
  }
}
