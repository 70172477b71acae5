import { Injectable, Logger } from '@nestjs/common';
import { assertNever } from '../engine/types';
import { AppConfig } from '../config/app-config';
import { EventStore } from '../event-store/event-store.service';
import type { ChainedEvent, ImportOutcome, LedgerEntry } from '../event-store/event-store.types';
import { GameRegistry } from '../game-registry';
import { DomainError } from '../errors/domain-error';
import type { AuditReport } from './core/audit';
import { verifyImport, type VerifiedImport } from './core/import-check';
import type { RecordedCommand, RecordedEvent } from './core/record';
import { ReplayService } from './replay.service';
import { HeadSigner } from '../signing/head-signer.service';
import { judgeImportSignature, type ImportSignature } from '../signing/import-signature';
import { ReplayWorkers } from './worker/replay-workers.service';
import type { ImportVerdict } from './worker/replay-tasks';

export interface ImportResult {
  readonly matchId: string;
  readonly gameId: string;
  readonly events: number;
  readonly commands: number;
  readonly audit: AuditReport;
  /**
   * The file's signature: `verified` (by a key this server trusts, over this match's last event:
   * the match shows it as its signed head) or `unsigned` (no signature line, or one by a key not
   * trusted: the match is marked "unsigned import" everywhere).
   */
  readonly signature: { readonly status: 'verified' | 'unsigned'; readonly keyId: string | null; readonly detail: string };
}

/**
 * Imports an export file as an archived match. The event store keeps the rows exactly as exported
 * (same match id, seqs, timestamps and hashes), so the chain and the audit work the same on this
 * server. Only finished matches that audit clean are accepted; a finished match is read-only
 * because the pipeline refuses every command once `match.ended` is in the stream (MATCH_OVER).
 * The file is parsed and verified in a replay worker while it uploads; only storing it happens here.
 */
@Injectable()
export class ImportService {
  private readonly logger = new Logger(ImportService.name);

  constructor(
    private readonly store: EventStore,
    private readonly games: GameRegistry,
    private readonly config: AppConfig,
    private readonly workers: ReplayWorkers,
    private readonly replay: ReplayService,
    private readonly signer: HeadSigner,
  ) {}

  async importFile(file: AsyncIterable<Buffer>): Promise<ImportResult> {
    const verdict = await this.workers.verifyImport(
      file,
      this.games.list().map((g) => g.id),
      this.config.get('STATE_CACHE_EVERY'),
    );
    const verified = this.verified(verdict);
    const { record } = verified;
    const signature = this.judgeSignature(verified);
    const out = await this.store.importStream({
      matchId: record.matchId,
      events: record.events.map((e) => toChainedEvent(record.matchId, e)),
      commands: record.commands.map((c) => toLedgerEntry(record.matchId, c)),
      secret: { seed: verified.seed },
      cachedStates: verified.cachedStates,
      signedHead: signature.kind === 'verified' ? signature.signedHead : null,
    });
    refuseUnlessImported(record.matchId, out);
    // The match is finished: its step index is stored now, so that its first seek is cold-fast. The
    // import itself is done; a failure here only costs seeks their speed (the first one retries).
    await this.replay.keepIndex(record.matchId).catch((error: unknown) => this.logger.warn(`step index of ${record.matchId} not stored: ${String(error)}`));
    return {
      matchId: record.matchId,
      gameId: verified.gameId,
      events: record.events.length,
      commands: record.commands.length,
      audit: verified.audit,
      signature:
        signature.kind === 'verified'
          ? { status: 'verified', keyId: signature.signedHead.keyId, detail: `signed by key ${signature.signedHead.keyId}, verified` }
          : { status: 'unsigned', keyId: null, detail: signature.reason },
    };
  }

  /** A signature by a trusted key that does not verify over this very file is a forgery or an edit: refused. */
  private judgeSignature(verified: VerifiedImport): Exclude<ImportSignature, { kind: 'invalid' }> {
    const last = verified.record.events.at(-1);
    const judged = judgeImportSignature(
      verified.signedHead,
      { matchId: verified.record.matchId, lastSeq: last?.seq ?? 0, lastHash: last?.hash ?? '' },
      this.signer.trusted,
    );
    if (judged.kind === 'invalid') throw DomainError.of('IMPORT_SIGNATURE_INVALID', judged.reason);
    return judged;
  }

  private verified(verdict: ImportVerdict): VerifiedImport {
    switch (verdict.kind) {
      case 'verified':
        return verdict.verified;
      case 'refused':
        throw DomainError.of(verdict.code, verdict.message);
      case 'parsed': {
        // A game registered at run time, which the worker cannot load: checked here.
        const def = this.games.get(verdict.file.header.gameId);
        if (!def) throw DomainError.of('GAME_NOT_INSTALLED', `this server does not host "${verdict.file.header.gameId}"`);
        return verifyImport(verdict.file, def, this.config.get('STATE_CACHE_EVERY'));
      }
      default:
        return assertNever(verdict, 'import verdict');
    }
  }
}

function refuseUnlessImported(matchId: string, out: ImportOutcome): void {
  switch (out.kind) {
    case 'imported':
      return;
    case 'exists':
      throw DomainError.of('MATCH_EXISTS', `match ${matchId} already exists here`);
    case 'duplicate-command':
      throw DomainError.of('BAD_EXPORT_FILE', `the ledger lists command "${out.commandId}" of ${out.actor} twice`);
    case 'broken-chain':
      throw DomainError.of('IMPORT_AUDIT_FAILED', `the hash chain breaks at seq ${out.firstBadSeq}: ${out.reason}`);
    default:
      return assertNever(out, 'import outcome');
  }
}

function toChainedEvent(matchId: string, e: RecordedEvent): ChainedEvent {
  return {
    matchId,
    seq: e.seq,
    type: e.type,
    schemaVersion: e.schemaVersion,
    payload: e.payload,
    visibility: e.visibility,
    commandId: e.commandId,
    actor: e.actor,
    recordedAt: new Date(e.recordedAt),
    prevHash: e.prevHash,
    hash: e.hash,
  };
}

function toLedgerEntry(matchId: string, c: RecordedCommand): LedgerEntry {
  return { ...c, matchId, receivedAt: new Date(c.receivedAt) };
}
