import type { AnyGameDefinition } from '../../engine/game-definition';
import type { CachedState } from '../../event-store/event-store.types';
import { DomainError } from '../../errors/domain-error';
import { evolveServer, initialServerState, upcastEvent, type MatchCreated, type ServerState } from '../../match-domain';
import { auditMatch, type AuditReport } from './audit';
import type { MatchFile } from './export-format';
import type { MatchRecord } from './record';
import type { SignedHead } from '../../signing/signed-head';

export type ImportCachedState = Omit<CachedState, 'matchId'>;

/** An export file that may be stored: it audits clean, and the cached states the pipeline would have written. */
export interface VerifiedImport {
  readonly record: MatchRecord;
  readonly gameId: string;
  readonly seed: string;
  readonly audit: AuditReport;
  readonly cachedStates: readonly ImportCachedState[];
  /** The file's signature line (judged against the trusted keys by the import, not here). */
  readonly signedHead: SignedHead | null;
}

/**
 * The checks an import must pass before anything is stored (docs/replay.md): only finished matches
 * that audit clean, whose seed line (if any) is the seed revealed in match.ended. Pure, so it runs
 * in a worker thread: auditing and folding a long match takes seconds of CPU.
 */
export function verifyImport(file: MatchFile, def: AnyGameDefinition, snapshotEvery: number): VerifiedImport {
  const { record, header } = file;
  // A sandbox explores a "what if" from another match's step: it must never pass for a real match
  // here. Removing the branch from the file breaks the chain and the re-decided create instead.
  if ((record.events[0]?.payload as MatchCreated | undefined)?.branch) {
    throw DomainError.of('SANDBOX_NOT_IMPORTABLE', 'this file is a sandbox (branched from another match), not a real match: it cannot be imported');
  }
  const audit = auditMatch(record, (id) => (id === def.id ? def : undefined));
  if (audit.status !== 'finished') throw DomainError.of('MATCH_NOT_FINISHED', 'only finished matches can be imported');
  if (file.seed !== null && file.seed !== audit.seed) {
    throw DomainError.of('IMPORT_AUDIT_FAILED', 'the seed line differs from the seed revealed in match.ended');
  }
  if (!audit.ok) {
    const failed = audit.checks.find((c) => c.status === 'failed');
    throw DomainError.of(
      'IMPORT_AUDIT_FAILED',
      `the file does not audit clean: ${failed ? `${failed.name} check failed at seq ${failed.firstBadSeq ?? '-'}: ${failed.detail}` : 'see the audit'}`,
    );
  }
  // A finished match that audits clean has revealed its seed; checked again for the type.
  if (audit.seed === null) throw DomainError.of('IMPORT_AUDIT_FAILED', 'the file does not reveal the seed in match.ended');
  return { record, gameId: header.gameId, seed: audit.seed, audit, cachedStates: cachedStatesOf(record, def, snapshotEvery), signedHead: file.signedHead };
}

/** Cached states as the pipeline would have written them, so seeks on the archive stay bounded after restarts. */
function cachedStatesOf(record: MatchRecord, def: AnyGameDefinition, every: number): ImportCachedState[] {
  const out: ImportCachedState[] = [];
  let state: ServerState = initialServerState(def);
  for (const e of record.events) {
    state = evolveServer(def, state, upcastEvent(def, e));
    if (state.match.version % every === 0) out.push({ rulesVersion: def.rulesVersion, version: state.match.version, state });
  }
  return out;
}
