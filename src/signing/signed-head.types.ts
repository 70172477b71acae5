/** The shape of a signed head alone, without node:crypto, so the browser's protocol types can name it. */

/** A finished match's chain head as the server signed it: which match, up to where, by which key. */
export interface SignedHead {
  readonly matchId: string;
  readonly seq: number;
  /** The chain hash of event `seq` (the last event). */
  readonly hash: string;
  readonly algorithm: 'Ed25519';
  /** Names the public key (see `keyIdOf`): a server that rotates its key keeps its old ids apart. */
  readonly keyId: string;
  /** Base64 of the 64-byte signature of `headMessage(matchId, seq, hash)`. */
  readonly signature: string;
}
