import { CommonRejections } from '../engine/rejection';
import type { ErrorKind } from './error-kind';

/**
 * Every error code the server itself produces, each declared once with its kind. Clients switch on
 * the code; it never changes once shipped. The games' own rules codes are not listed here: they are
 * open (each game declares its own) and take the kind of where they arise (`rules` from `decide`,
 * `malformed` from parsing a command, options or a setup), see `DomainError.fromRejection`. The
 * codes every game shares are named by the pure engine (`CommonRejections`) and given their kind here.
 */
export const ErrorCatalogue = {
  // malformed
  /** REST: bad JSON, a body or query that fails validation, an unknown field. */
  MALFORMED_REQUEST: 'malformed',
  /** Sockets: a payload that is not an object, a wrong field type, an unknown field, a bad id format. */
  MALFORMED_MESSAGE: 'malformed',
  /** The game cannot parse the command (unknown type, wrong field types). */
  [CommonRejections.MALFORMED_COMMAND]: 'malformed',
  /** Sockets: no such client message. */
  UNKNOWN_MESSAGE: 'malformed',
  /** A seat number or seat count the game or match does not have. */
  BAD_SEAT: 'malformed',
  /** A bot policy the game does not have, or a bots list of the wrong length. */
  UNKNOWN_BOT: 'malformed',
  /** A rules version the game does not play (a create decided again under recorded rules). */
  UNKNOWN_RULES_VERSION: 'malformed',
  /** A scenario setup on a server with scenario mode off. */
  SCENARIO_DISABLED: 'malformed',
  /** `rated: true` for a match that can never be rated: a scenario, or every seat a bot's. */
  NOT_RATABLE: 'malformed',
  /** Replay: a viewer seat the match does not have. */
  BAD_VIEWER: 'malformed',
  /** Replay: a step or seq outside the match, or more than one seek target. */
  BAD_STEP: 'malformed',
  /** Import: not an export file (or not sent as application/x-ndjson). */
  BAD_EXPORT_FILE: 'malformed',
  /** Chat: a message with no text. */
  CHAT_EMPTY: 'malformed',

  // unauthenticated
  MISSING_SEAT_TOKEN: 'unauthenticated',
  INVALID_SEAT_TOKEN: 'unauthenticated',
  /** Import: no operator token (Authorization: Bearer <ADMIN_TOKEN>). */
  MISSING_ADMIN_TOKEN: 'unauthenticated',
  /** Accounts: no session cookie, or one that expired or was signed out. */
  NOT_SIGNED_IN: 'unauthenticated',
  /** Accounts: the username and password do not match an account (the same answer whichever is wrong). */
  BAD_CREDENTIALS: 'unauthenticated',
  /** Chat: writing without a seat token or a session (players send their seat token, spectators sign in). */
  CHAT_NEEDS_AUTHOR: 'unauthenticated',
  /** Passkeys: the WebAuthn response does not verify, names no account's passkey, or answers no live challenge of this ceremony. */
  PASSKEY_REFUSED: 'unauthenticated',
  /** OpenID Connect: the provider refused the sign-in, or its answer does not verify (code, PKCE, ID token, nonce). */
  OIDC_REFUSED: 'unauthenticated',

  // forbidden
  /** A token of another seat, or a socket command naming a seat other than its own. */
  WRONG_SEAT: 'forbidden',
  /** Sockets: a seat-only message from a spectator. */
  NOT_A_SEAT: 'forbidden',
  /** Replay: the omniscient view before the match has ended. */
  OMNISCIENT_WHILE_LIVE: 'forbidden',
  /** Replay: a seat's view of a live match without that seat's token. */
  SEAT_VIEW_NEEDS_TOKEN: 'forbidden',
  /** Import: the operator token is wrong. */
  INVALID_ADMIN_TOKEN: 'forbidden',
  /** Import: off on this server (no ADMIN_TOKEN configured). */
  IMPORT_DISABLED: 'forbidden',
  /** Accounts: a write authenticated by the session cookie without the session's CSRF token (X-CSRF-Token). */
  CSRF_REFUSED: 'forbidden',
  /** OpenID Connect: off on this server (no OIDC_ISSUER configured). */
  OIDC_DISABLED: 'forbidden',
  /** OpenID Connect: the provider's answer has no state, or not the state of a sign-in this browser began (and still live). */
  OIDC_STATE_REFUSED: 'forbidden',
  /** Disputes: only a seat of the match (its token, or the account that owns it) may open one. */
  NOT_A_PARTY: 'forbidden',
  /** Disputes: recording a verdict or listing open disputes needs the operator token or a reviewer account. */
  NOT_A_REVIEWER: 'forbidden',
  /** Invitations: the invitation of that seat is not addressed to the signed-in account. */
  NOT_INVITED: 'forbidden',

  // not-found
  UNKNOWN_MATCH: 'not-found',
  UNKNOWN_GAME: 'not-found',
  /** Profiles: no account with that username. */
  UNKNOWN_PLAYER: 'not-found',
  /** OpenID Connect: no identity of the provider is linked to the account. */
  NO_LINKED_IDENTITY: 'not-found',
  /** REST: no such route. */
  NOT_FOUND: 'not-found',
  /** Replay: the turn has not started. */
  NO_SUCH_TURN: 'not-found',
  /** Replay: no stack resolution after the given step. */
  NO_RESOLUTION: 'not-found',
  /** Disputes: no dispute with that id in this match. */
  UNKNOWN_DISPUTE: 'not-found',
  /** Chat: no such message in this match, or not one the reporter can read. */
  UNKNOWN_CHAT_MESSAGE: 'not-found',
  /** Invitations: no invitation with that token. */
  UNKNOWN_INVITATION: 'not-found',
  /** Rematch: no rematch yet (every human seat must accept first). */
  NO_REMATCH: 'not-found',

  // conflict
  /** The command was decided on an older seq than the match's: decide again. */
  STALE_SEQ: 'conflict',
  /** The match kept changing under the command (retries exhausted): retry with the same id. */
  VERSION_CONFLICT: 'conflict',
  /** The command id was already used for a different command. */
  COMMAND_ID_REUSED: 'conflict',
  SEAT_TAKEN: 'conflict',
  /** Accounts: the username belongs to another account (whatever its case). */
  USERNAME_TAKEN: 'conflict',
  /** Accounts: the seat belongs to another account already. */
  SEAT_OWNED: 'conflict',
  /** OpenID Connect: the identity is linked to another account already. */
  IDENTITY_LINKED: 'conflict',
  /** OpenID Connect: unlinking would leave the account no way to sign in (no password, no passkey). */
  LAST_SIGN_IN_METHOD: 'conflict',
  /** Invitations: the link was used already (each claims its seat once). */
  INVITATION_USED: 'conflict',
  /** Invitations: the invitation is addressed to another account already (once, never changed). */
  INVITATION_ADDRESSED: 'conflict',
  /** A seat is still unclaimed. */
  MATCH_NOT_STARTED: 'conflict',
  /** Audit, export, import: the match has not ended (its seed is still secret). */
  MATCH_NOT_FINISHED: 'conflict',
  /** Import: a match with that id already exists here. */
  MATCH_EXISTS: 'conflict',
  /** Sockets: a message for a match this socket has not joined. */
  NOT_JOINED: 'conflict',
  /** Sandbox: a real match can be branched only once it has ended (a live one would help its players). */
  BRANCH_OF_LIVE_MATCH: 'conflict',
  /** Disputes: the dispute has a verdict already (one verdict per dispute, never changed). */
  DISPUTE_DECIDED: 'conflict',

  // too-large
  PAYLOAD_TOO_LARGE: 'too-large',
  /** Chat: a message (or a report's reason) longer than the limit. */
  CHAT_TOO_LONG: 'too-large',

  // unprocessable
  /** Replay, import: a match of a game this server does not host. */
  GAME_NOT_INSTALLED: 'unprocessable',
  /** Import: the file does not audit clean. */
  IMPORT_AUDIT_FAILED: 'unprocessable',
  /** Import: the file's signature names a trusted key but does not verify over this match and its last event. */
  IMPORT_SIGNATURE_INVALID: 'unprocessable',
  /** Import: the file is a sandbox (branched from another match), never importable as a real match. */
  SANDBOX_NOT_IMPORTABLE: 'unprocessable',
  /** Sandbox: the step's state cannot start a sandbox (the match is over there, or has no table yet). */
  BAD_BRANCH_STEP: 'unprocessable',
  /** Disputes: a sandbox is not a real match, so nothing in it can be disputed. */
  SANDBOX_NOT_DISPUTABLE: 'unprocessable',

  // rules (the codes every game shares; games add their own)
  [CommonRejections.MATCH_OVER]: 'rules',
  [CommonRejections.NOT_YOUR_TURN]: 'rules',
  [CommonRejections.NOT_YOUR_PRIORITY]: 'rules',
  [CommonRejections.SEAT_OUT]: 'rules',
  [CommonRejections.WRONG_PROMPT]: 'rules',
  [CommonRejections.ILLEGAL_ACTION]: 'rules',

  // rate-limited
  /** A quota per client: too many requests or messages (REST: with Retry-After), too many sockets, joins, follows or bot-only matches. */
  RATE_LIMITED: 'rate-limited',
  /** Disputes: a seat has as many open disputes on the match as allowed, or has opened as many as allowed in all. */
  DISPUTE_LIMIT: 'rate-limited',
  /** Chat: too many messages from one author in one match within a few seconds. */
  CHAT_RATE_LIMITED: 'rate-limited',

  // unavailable
  /** The database does not answer or takes no writes (an outage, a failover in progress): send the same command again. */
  UNAVAILABLE: 'unavailable',
  /** OpenID Connect: the identity provider cannot be reached (its discovery document did not load): try again later. */
  OIDC_UNAVAILABLE: 'unavailable',

  // internal
  /** A server failure; details go to the log, never to the client. */
  INTERNAL: 'internal',
} as const satisfies Readonly<Record<string, ErrorKind>>;

export type ErrorCatalogue = typeof ErrorCatalogue;
export type ErrorCode = keyof ErrorCatalogue;
/** The codes of one kind: `CodeOf<'malformed'>` is `'MALFORMED_REQUEST' | 'MALFORMED_MESSAGE' | …`. */
export type CodeOf<K extends ErrorKind> = { [C in ErrorCode]: ErrorCatalogue[C] extends K ? C : never }[ErrorCode];

export function isCatalogued(code: string): code is ErrorCode {
  return Object.hasOwn(ErrorCatalogue, code);
}
