import type { SignedHead } from './signed-head';
import { signedHeadProblem } from './signed-head';

/** What an import file's signature line is worth to this server. */
export type ImportSignature =
  /** Signed by a trusted key, over exactly this match's last event. */
  | { readonly kind: 'verified'; readonly signedHead: SignedHead }
  /** No signature line, or one by a key this server does not trust: stored as an "unsigned import". */
  | { readonly kind: 'unsigned'; readonly reason: string }
  /** A signature by a trusted key that does not verify, or that is over another match or head: refused. */
  | { readonly kind: 'invalid'; readonly reason: string };

/**
 * Judges the file's signed head against the keys this server trusts (its own and
 * TRUSTED_SIGNING_KEYS) and the file's own last event. A signature naming a trusted key must
 * verify and name this match and its final head exactly: anything else is a forgery or an edit.
 */
export function judgeImportSignature(
  head: SignedHead | null,
  file: { readonly matchId: string; readonly lastSeq: number; readonly lastHash: string },
  trusted: ReadonlyMap<string, string>,
): ImportSignature {
  if (head === null) return { kind: 'unsigned', reason: 'the file has no signature line' };
  const publicKeyPem = trusted.get(head.keyId);
  if (publicKeyPem === undefined) return { kind: 'unsigned', reason: `the file is signed by key ${head.keyId}, which this server does not trust` };
  const problem = signedHeadProblem(publicKeyPem, head);
  if (problem) return { kind: 'invalid', reason: `the signature by key ${head.keyId} does not verify: ${problem}` };
  if (head.matchId !== file.matchId) return { kind: 'invalid', reason: `the signature by key ${head.keyId} is for match ${head.matchId}, not ${file.matchId}` };
  if (head.seq !== file.lastSeq || head.hash !== file.lastHash) {
    return { kind: 'invalid', reason: `the signature by key ${head.keyId} is over seq ${head.seq}, not this file's last event (seq ${file.lastSeq})` };
  }
  return { kind: 'verified', signedHead: head };
}
