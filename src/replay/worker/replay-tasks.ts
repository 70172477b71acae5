import type { MessagePort } from 'node:worker_threads';
import type { ErrorCode } from '../../errors/catalogue';
import type { AuditContext, AuditReport } from '../core/audit';
import type { MatchFile } from '../core/export-format';
import type { VerifiedImport } from '../core/import-check';

/**
 * What the main thread asks of a replay worker, and what comes back (structured-cloned, so plain
 * data: an error crosses as its code and message).
 *
 * - audit: the shared audit core on a record as the store renders it (JSON text, parsed here);
 * - import: an export file streamed in chunks over `chunks` (Uint8Array messages, then `null` at
 *   its end), parsed line by line as it arrives and verified.
 *
 * `hosted` lists the game ids the server hosts (the worker knows the shipped games; a server may
 * host fewer).
 */
export type ReplayTask =
  | { readonly kind: 'audit'; readonly record: RecordJson; readonly hosted: readonly string[]; readonly context: AuditContext }
  | { readonly kind: 'import'; readonly chunks: MessagePort; readonly hosted: readonly string[]; readonly snapshotEvery: number };

export type ImportVerdict =
  | { readonly kind: 'verified'; readonly verified: VerifiedImport }
  /** The file parsed, but its game is one the worker does not load (added to the server at run time): verify it in process. */
  | { readonly kind: 'parsed'; readonly file: MatchFile }
  | { readonly kind: 'refused'; readonly code: ErrorCode; readonly message: string };

export type ReplayTaskResult = { readonly kind: 'audited'; readonly report: AuditReport } | ImportVerdict;

/** A match's record as JSON texts (see recordFromJson). */
export interface RecordJson {
  readonly matchId: string;
  readonly events: string;
  readonly commands: string;
}

/** The end-of-file message on an import's chunk port. */
export const END_OF_FILE = null;
