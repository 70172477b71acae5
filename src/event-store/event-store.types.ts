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
  /** bigint as a decimal string (pg returns int8 as text). */
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

export type ChainVerification =
  | { readonly ok: true; readonly events: number }
  | { readonly ok: false; readonly firstBadSeq: number; readonly reason: string };

export const MATCH_EVENTS_CHANNEL = 'match_events';

/** The NOTIFY payload: a wake-up hint, never the data itself. */
export interface MatchEventsNotification {
  readonly matchId: string;
  readonly lastSeq: number;
}
