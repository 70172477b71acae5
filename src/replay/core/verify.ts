import { checkChain } from '../../event-store/hash-chain';
import { receiptOf } from '../../fairness/receipt';
import { seedCommitment } from '../../fairness/seed';
import type { MatchCreated, MatchEnded } from '../../match-domain';
import { createPublicKey } from 'node:crypto';
import { importAttestationProblem, keyIdOf, signedHeadProblem, type ImportAttestation, type SignedHead } from '../../signing/signed-head';
import type { MatchFile } from './export-format';

/**
 * Checks an export file against evidence held outside the server (docs/replay.md, "Evidence the
 * players hold"): the server's signed head (with its public key) and a player's receipts. Pure,
 * shared by the CLI and the tests. Each check names the first seq where the file and the evidence
 * differ; a history edited and re-chained with the unkeyed SHA-256 passes the chain check but not
 * these, because neither the key nor the (committed) seed of the receipts is the forger's.
 */
export interface VerifyCheck {
  readonly name: 'chain' | 'signature' | 'receipts';
  readonly status: 'passed' | 'failed' | 'skipped';
  /** The first seq at which the file differs from the evidence (null when it passed or has no seq). */
  readonly firstBadSeq: number | null;
  readonly detail: string;
}

/**
 * Whose word the history is, as far as the key given can tell: an original of the server whose
 * key was given (it signed the head), an import that server stated (with the original signer's
 * key id, or none: an unsigned import), or unknown (no key given, or nothing it signed).
 */
export type VerifyOrigin =
  | { readonly kind: 'original'; readonly keyId: string }
  | { readonly kind: 'imported'; readonly importedBy: string; readonly importedAt: string; readonly signedBy: string | null }
  | { readonly kind: 'unknown' };

export interface VerifyReport {
  readonly matchId: string;
  readonly origin: VerifyOrigin;
  /** True when no check failed and at least one piece of evidence (key or receipts) was checked. */
  readonly ok: boolean;
  readonly checks: readonly VerifyCheck[];
}

/**
 * A player's receipts file, as the typed client writes it (`ReceiptsFile` of the realtime
 * protocol, which imports nothing and so is restated here).
 */
export interface ReceiptsFile {
  readonly format: 'stackbound-receipts';
  readonly formatVersion: 1;
  readonly matchId: string;
  readonly viewer: unknown;
  readonly receipts: readonly { readonly seq: number; readonly receipt: string }[];
  readonly signedHead: SignedHead | null;
}

export interface Evidence {
  /** The server's public key (SPKI PEM), to check signed heads. */
  readonly publicKeyPem?: string;
  /** A player's receipts (and the signed head it received when the match ended). */
  readonly receipts?: ReceiptsFile;
}

export function verifyExport(file: MatchFile, evidence: Evidence): VerifyReport {
  const { record } = file;
  const chain = checkChain(record.events.map((e) => ({ ...e, matchId: record.matchId, recordedAt: new Date(e.recordedAt) })));
  const checks: VerifyCheck[] = [
    chain.ok
      ? { name: 'chain', status: 'passed', firstBadSeq: null, detail: `${chain.events} events, hashes and links intact` }
      : { name: 'chain', status: 'failed', firstBadSeq: chain.firstBadSeq, detail: `seq ${chain.firstBadSeq}: ${chain.reason}` },
    evidence.publicKeyPem === undefined
      ? { name: 'signature', status: 'skipped', firstBadSeq: null, detail: 'no public key given' }
      : file.importAttestation !== null || file.header.importedAt
        ? checkImport(file, evidence.publicKeyPem)
        : checkSignatures(file, evidence.publicKeyPem, evidence.receipts?.signedHead ?? null),
    evidence.receipts === undefined
      ? { name: 'receipts', status: 'skipped', firstBadSeq: null, detail: 'no receipts given' }
      : checkReceipts(file, evidence.receipts),
  ];
  const evidenceChecked = checks.some((c) => c.name !== 'chain' && c.status !== 'skipped');
  const ok = evidenceChecked && checks.every((c) => c.status !== 'failed');
  return { matchId: record.matchId, origin: originOf(file, evidence.publicKeyPem, checks), ok, checks };
}

function originOf(file: MatchFile, publicKeyPem: string | undefined, checks: readonly VerifyCheck[]): VerifyOrigin {
  const signature = checks.find((c) => c.name === 'signature');
  if (publicKeyPem === undefined || signature?.status !== 'passed') {
    // An unsigned import stated by the server is still known to be one.
    const a = file.importAttestation;
    return a && publicKeyPem !== undefined && importAttestationProblem(publicKeyPem, a) === null && a.signedBy === null
      ? { kind: 'imported', importedBy: a.keyId, importedAt: a.importedAt, signedBy: null }
      : { kind: 'unknown' };
  }
  const a = file.importAttestation;
  if (a) return { kind: 'imported', importedBy: a.keyId, importedAt: a.importedAt, signedBy: a.signedBy };
  return { kind: 'original', keyId: file.signedHead?.keyId ?? '?' };
}

/**
 * An exported import: the exporting server's statement of the import must verify with its key,
 * name the file's last event and agree with the header; the history is vouched for only when the
 * import verified an original signature (its key id is in the statement, its head in the file).
 */
function checkImport(file: MatchFile, publicKeyPem: string): VerifyCheck {
  const fail = (detail: string, firstBadSeq: number | null = null): VerifyCheck => ({ name: 'signature', status: 'failed', firstBadSeq, detail });
  const a: ImportAttestation | null = file.importAttestation;
  if (!a) return fail(`the header says the match was imported on ${file.header.importedAt}, but the file carries no import statement`);
  const problem = importAttestationProblem(publicKeyPem, a);
  if (problem) return fail(`the import statement: ${problem}`);
  const events = file.record.events;
  const last = events.at(-1);
  if (a.matchId !== file.record.matchId || !last || a.seq !== last.seq || a.hash !== last.hash) {
    return fail(`the import statement is for match ${a.matchId} at seq ${a.seq}, not this file's last event`, Math.min(a.seq, events.length));
  }
  if ((file.header.importedAt ?? null) !== a.importedAt)
    return fail(`the header's import time ${file.header.importedAt ?? '(none)'} is not the stated ${a.importedAt}`);
  const stated = `imported by the server of key ${a.keyId} on ${a.importedAt}`;
  if (a.signedBy === null) return fail(`unsigned import: ${stated} from a file no server it trusts had signed; nothing vouches for this history`);
  const head = file.signedHead;
  if (!head || head.keyId !== a.signedBy || head.matchId !== a.matchId || head.seq !== a.seq || head.hash !== a.hash) {
    return fail(`the import statement names the original signature of key ${a.signedBy}, which the file does not carry over its last event`);
  }
  return {
    name: 'signature',
    status: 'passed',
    firstBadSeq: null,
    detail: `${stated}; the original signed head (key ${a.signedBy}) was verified by that server at import: not an original of the server of key ${a.keyId}`,
  };
}

/**
 * The file's own signed head, and the one the player received at the end (if any), must be the
 * server's signatures and name exactly the file's last event.
 */
function checkSignatures(file: MatchFile, publicKeyPem: string, received: SignedHead | null): VerifyCheck {
  const heads: [string, SignedHead][] = [];
  if (file.signedHead) heads.push(['the file', file.signedHead]);
  if (received) heads.push(["the player's", received]);
  if (heads.length === 0)
    return { name: 'signature', status: 'failed', firstBadSeq: null, detail: 'no signed head: neither the file nor the receipts carry one' };
  const events = file.record.events;
  const givenKeyId = keyIdOrNull(publicKeyPem);
  for (const [whose, head] of heads) {
    if (givenKeyId !== null && head.keyId !== givenKeyId) {
      return {
        name: 'signature',
        status: 'failed',
        firstBadSeq: null,
        detail: `${whose} signed head is by key ${head.keyId}, not this server's key ${givenKeyId}: not an original of this server`,
      };
    }
    const problem = signedHeadProblem(publicKeyPem, head);
    if (problem) return { name: 'signature', status: 'failed', firstBadSeq: head.seq, detail: `${whose} signed head: ${problem}` };
    if (head.matchId !== file.record.matchId) {
      return { name: 'signature', status: 'failed', firstBadSeq: null, detail: `${whose} signed head is for match ${head.matchId}` };
    }
    const at = events[head.seq - 1];
    if (!at)
      return {
        name: 'signature',
        status: 'failed',
        firstBadSeq: head.seq,
        detail: `${whose} signed head is at seq ${head.seq}; the file ends at ${events.length}`,
      };
    if (at.hash !== head.hash) {
      return {
        name: 'signature',
        status: 'failed',
        firstBadSeq: head.seq,
        detail: `the history up to seq ${head.seq} differs from ${whose} signed head (signed ${head.hash.slice(0, 12)}…, the file has ${at.hash.slice(0, 12)}…)`,
      };
    }
    if (head.seq !== events.length) {
      return {
        name: 'signature',
        status: 'failed',
        firstBadSeq: head.seq + 1,
        detail: `${whose} signed head ends at seq ${head.seq}; the file goes on to ${events.length}`,
      };
    }
  }
  return {
    name: 'signature',
    status: 'passed',
    firstBadSeq: null,
    detail: `${heads.map(([w]) => w).join(' and ')} signed head verified: seq ${events.length}, key ${heads[0]?.[1].keyId} (this server's original)`,
  };
}

/** Every receipt must be the file's chain hash at its seq, keyed by the seed the file reveals (committed in match.created). */
function checkReceipts(file: MatchFile, kept: ReceiptsFile): VerifyCheck {
  const { record } = file;
  if (kept.matchId !== record.matchId) return { name: 'receipts', status: 'failed', firstBadSeq: null, detail: `the receipts are for match ${kept.matchId}` };
  const created = record.events[0]?.payload as MatchCreated | undefined;
  const ended = record.events.find((e) => e.type === 'match.ended')?.payload as MatchEnded | undefined;
  if (!ended?.seed)
    return { name: 'receipts', status: 'failed', firstBadSeq: null, detail: 'the file reveals no seed (match.ended): receipts cannot be checked' };
  if (created?.type !== 'match.created' || seedCommitment(ended.seed) !== created.seedCommitment) {
    return { name: 'receipts', status: 'failed', firstBadSeq: 1, detail: "the revealed seed does not match match.created's commitment" };
  }
  for (const { seq, receipt } of [...kept.receipts].sort((a, b) => a.seq - b.seq)) {
    const event = record.events[seq - 1];
    if (!event || event.seq !== seq)
      return { name: 'receipts', status: 'failed', firstBadSeq: seq, detail: `the player holds a receipt for seq ${seq}; the file has no such event` };
    if (receiptOf(ended.seed, record.matchId, seq, event.hash) !== receipt) {
      return {
        name: 'receipts',
        status: 'failed',
        firstBadSeq: seq,
        detail: `seq ${seq}: the file's history up to here is not the one the server showed the player`,
      };
    }
  }
  return { name: 'receipts', status: 'passed', firstBadSeq: null, detail: `${kept.receipts.length} receipts match the file` };
}

/** Parses a receipts file (JSON, from outside: shapes checked). Throws an Error naming what is wrong. */
export function parseReceipts(text: string): ReceiptsFile {
  const o = JSON.parse(text) as Partial<ReceiptsFile> | null;
  if (!o || o.format !== 'stackbound-receipts' || o.formatVersion !== 1) throw new Error('not a stackbound-receipts file (format version 1)');
  if (typeof o.matchId !== 'string') throw new Error('matchId must be a string');
  if (!Array.isArray(o.receipts) || !o.receipts.every((r) => Number.isInteger(r?.seq) && typeof r?.receipt === 'string')) {
    throw new Error('receipts must be a list of { seq, receipt }');
  }
  return {
    format: o.format,
    formatVersion: 1,
    matchId: o.matchId.toLowerCase(),
    viewer: o.viewer ?? null,
    receipts: o.receipts,
    signedHead: o.signedHead ?? null,
  };
}

function keyIdOrNull(publicKeyPem: string): string | null {
  try {
    return keyIdOf(createPublicKey(publicKeyPem));
  } catch {
    return null;
  }
}
