import type { SignedHead } from '../signing/signed-head';
import type { Rejection } from '../engine/rejection';
import type { Visibility } from '../engine/types';

/** Who caused an event: a seat's command, or the server itself for a stated reason. */
export type Actor = { readonly kind: 'seat'; readonly seat: number } | { readonly kind: 'system'; readonly reason: string };

/** An event about to be appended. `payload` is the whole event object (it includes `type`). */
export interface NewEvent {
  readonly type: string;
  readonly schemaVersion: number;
  readonly payload: object;
  readonly visibility: Visibility;
  readonly actor: Actor;
}

/** An event as stored: every column the hash covers, plus its positions. */
export interface StoredEvent {
  readonly matchId: string;
  readonly seq: number;
  /**
   * The position of the row that holds it in the global log (every event of an append shares its
   * row's), bigint as a decimal string (pg returns int8 as text).
   */
  readonly globalPosition: string;
  readonly type: string;
  readonly schemaVersion: number;
  readonly payload: unknown;
  readonly visibility: Visibility;
  readonly commandId: string | null;
  readonly actor: Actor;
  readonly recordedAt: Date;
  readonly prevHash: string;
  readonly hash: string;
}

/** An event with its seq, time and hashes, before the database gives it a global position. */
export type ChainedEvent = Omit<StoredEvent, 'globalPosition'>;

/** The newest event of a stream: what appends and deadlines need to know of its head. */
export interface StreamHead {
  readonly seq: number;
  readonly type: string;
  readonly recordedAt: Date;
  readonly hash: string;
}

/**
 * What step numbering needs of the events after a seq, in seq order: their types, and per event
 * whether it continues the previous event's command (same non-null command id).
 */
export interface StreamOutline {
  readonly firstSeq: number;
  readonly types: string[];
  readonly continues: boolean[];
  /** Present when read from the stored outline of a finished match (outlines.ts), not from the events. */
  readonly stored?: true;
}

/**
 * One step of a finished match's stored step index (step-index.ts): the seqs it shows, the turn
 * in progress and its navigation targets as step numbers (first, prev, next and last follow from
 * the step and the last step).
 */
export interface StoredStep {
  readonly step: number;
  readonly firstSeq: number;
  readonly lastSeq: number;
  readonly turn: number | null;
  readonly prevTurn: number | null;
  readonly nextTurn: number | null;
  readonly prevResolution: number | null;
  readonly nextResolution: number | null;
}

/** Which stored step a seek wants: by number (null: the last), the first at or past a seq or turn, or the step of the first resolution after a step. */
export type StepTarget =
  | { readonly kind: 'step'; readonly step: number | null }
  | { readonly kind: 'seq'; readonly seq: number }
  | { readonly kind: 'turn'; readonly turn: number }
  | { readonly kind: 'resolutionAfter'; readonly step: number };

/** A stored step looked up, with what the match's last step says (null row: the target does not exist). */
export interface StepLookup {
  readonly row: StoredStep | null;
  readonly lastStep: number;
  /** Turns started by the end of the match. */
  readonly turns: number;
  readonly finalSeq: number;
  /** Asked for with the lookup: what a reader needs of a match it knows nothing of yet. */
  readonly header?: StreamHeader;
}

/** The first event's payload (match.created) and, for a match imported from a file, when and whose signature it carries. */
export interface StreamHeader {
  readonly created: unknown;
  readonly importedAt: Date | null;
  /** The key id of the signed head an imported match came with (null: unsigned import, or not imported). */
  readonly importSigner: string | null;
}

export type CommandKind = 'create' | 'join' | 'command';
/** 'lobby' for create/join; otherwise why the command reached the rules (engine CommandOrigin). */
export type LedgerOrigin = 'player' | 'timeout' | 'auto-pass' | 'lobby';

/** A command as received: the ledger's identity and audit columns. */
export interface CommandRecord {
  readonly matchId: string;
  /** 'seat:<n>' for seat commands, 'lobby' for create/join. Command ids are unique per actor. */
  readonly actor: string;
  readonly commandId: string;
  readonly kind: CommandKind;
  readonly seat: number | null;
  readonly origin: LedgerOrigin;
  readonly payload: unknown;
  readonly receivedAt: Date;
}

/** A ledger row: the command and what became of it. */
export interface LedgerEntry extends CommandRecord {
  readonly decidedVersion: number;
  readonly status: 'accepted' | 'rejected';
  readonly rejection: Omit<Rejection, 'rejected'> | null;
  readonly firstSeq: number | null;
  readonly lastSeq: number | null;
}

export type AppendOutcome =
  | { readonly kind: 'appended'; readonly entry: LedgerEntry; readonly events: readonly StoredEvent[] }
  /** The command id was already claimed; nothing was appended; here is what happened then. */
  | { readonly kind: 'duplicate'; readonly entry: LedgerEntry };

/** The match's secret seed (commit-reveal): written with `match.created`, outside the stream. */
export interface MatchSecret {
  readonly seed: string;
}

/** A seat token, as its hash only: written with the `seat.claimed` of a person. */
export interface SeatTokenGrant {
  readonly seat: number;
  readonly tokenHash: string;
}

/** A cached state (a cache keyed by rules version, never the truth). `state` is plain JSON. */
export interface CachedState {
  readonly matchId: string;
  readonly rulesVersion: string;
  readonly version: number;
  readonly state: unknown;
}

/** A whole recorded stream to store as it was recorded elsewhere (same seqs, times and hashes). */
export interface StreamImport {
  readonly matchId: string;
  /** Seqs 1..n with their original times and hashes; the chain must link. */
  readonly events: readonly ChainedEvent[];
  /** The command ledger in arrival order. */
  readonly commands: readonly LedgerEntry[];
  readonly secret: MatchSecret;
  readonly cachedStates: readonly Omit<CachedState, 'matchId'>[];
  /** The signed head the file came with, verified against a trusted key; null for an unsigned import. */
  readonly signedHead: SignedHead | null;
}

export type ImportOutcome =
  | { readonly kind: 'imported'; readonly events: number; readonly commands: number }
  /** A stream with this match id is already stored; nothing was written. */
  | { readonly kind: 'exists' }
  /** The ledger lists one command id of one actor twice; nothing was written. */
  | { readonly kind: 'duplicate-command'; readonly actor: string; readonly commandId: string }
  /** The events do not form an intact chain; nothing was written. */
  | { readonly kind: 'broken-chain'; readonly firstBadSeq: number; readonly reason: string };

/**
 * A position in the global log: (writing transaction, global position) of a row of the log (an
 * append: a command's events), the order projections read in. A reader's batch never ends inside
 * a row, so a checkpoint is always a whole row's.
 */
export interface LogPosition {
  readonly txId: string;
  readonly position: string;
}

/** An event as a projection reads it from the global log. */
export interface LogEntry {
  readonly matchId: string;
  readonly seq: number;
  readonly type: string;
  /** Only for the types the reader asked payloads of; null otherwise (game events can be large). */
  readonly payload: unknown;
  readonly recordedAt: Date;
  /** The position of its row (every event of an append shares it). */
  readonly at: LogPosition;
}

export type ChainVerification = { readonly ok: true; readonly events: number } | { readonly ok: false; readonly firstBadSeq: number; readonly reason: string };

export const MATCH_EVENTS_CHANNEL = 'match_events';

/** The NOTIFY payload: a wake-up hint, never the data itself. */
export interface MatchEventsNotification {
  readonly matchId: string;
  readonly lastSeq: number;
  /** When the notifying process sent it (ms since the epoch), for the NOTIFY lag metric; absent from older senders. */
  readonly sentAt?: number;
}
