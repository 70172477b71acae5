import type { ImportProvenance } from '../event-store/match-imports';
import { Injectable } from '@nestjs/common';
import { EventStore } from '../event-store/event-store.service';
import type { StepLookup, StepTarget, StoredStep, StreamOutline } from '../event-store/event-store.types';
import type { StepUnit } from './core/steps';
import type { StreamJson } from '../event-store/stream-json';
import type { SeatNames } from '../engine/seat-names';
import { claimedNames, type MatchCreated, type ServerState } from '../match-domain';
import { fromLedgerEntry, fromStoredEvent, type MatchRecord, type RecordedCommand, type RecordedEvent } from './core/record';

/**
 * Everything replay, audit and export read of a match, in one place, all through the event store
 * (single-match reads, as everything here).
 */
@Injectable()
export class MatchRecordReader {
  constructor(private readonly store: EventStore) {}

  /** match.created, or null when there is no such match. */
  async created(matchId: string): Promise<MatchCreated | null> {
    const first = await this.store.readStream(matchId, 0, 1);
    return createdOf(first[0]?.payload);
  }

  async record(matchId: string): Promise<MatchRecord> {
    const [events, commands] = await Promise.all([this.store.readStream(matchId), this.store.commands(matchId)]);
    return { matchId, events: events.map(fromStoredEvent), commands: commands.map(fromLedgerEntry) };
  }

  /** The record as JSON text, to be parsed off the event loop (null: no such match). */
  recordJson(matchId: string): Promise<StreamJson | null> {
    return this.store.recordJson(matchId);
  }

  /** A digest of the match's stored rows: what an audit reads (null: no such match). */
  fingerprint(matchId: string): Promise<string | null> {
    return this.store.fingerprint(matchId);
  }

  async events(matchId: string, afterSeq: number, toSeq: number): Promise<RecordedEvent[]> {
    return (await this.store.readStream(matchId, afterSeq, toSeq)).map(fromStoredEvent);
  }

  /** The accepted commands whose batches hold any event with seq in (afterSeq, toSeq], by first seq. */
  async commandsBetween(matchId: string, afterSeq: number, toSeq: number): Promise<RecordedCommand[]> {
    return (await this.store.commandsBetween(matchId, afterSeq, toSeq)).map(fromLedgerEntry);
  }

  /** What step numbering needs of the events after `afterSeq` (types, and which continue a command), in one round trip. */
  stepMeta(matchId: string, afterSeq: number): Promise<StreamOutline> {
    return this.store.outline(matchId, afterSeq);
  }

  /** Stores the step metadata of a match that ended at `finalSeq`, so that a cold seek reads one row. */
  keepStepMeta(matchId: string, finalSeq: number): Promise<void> {
    return this.store.keepOutline(matchId, finalSeq);
  }

  /** Stores the step index of a match that ended at `finalSeq` (every step of both units). */
  keepStepIndex(matchId: string, finalSeq: number, units: Readonly<Record<StepUnit, readonly StoredStep[]>>): Promise<void> {
    return this.store.keepStepIndex(matchId, finalSeq, units);
  }

  /** One step of the stored step index (null: the match has none: not ended, or not indexed yet). */
  storedStep(matchId: string, unit: StepUnit, target: StepTarget, withHeader = false): Promise<StepLookup | null> {
    return this.store.lookUpStep(matchId, unit, target, withHeader);
  }

  /**
   * The nearest cached state at or below `atOrBelow` newer than `floor` and the events after it (after
   * `floor` without one) up to `to`: one round trip for a seek's fold.
   */
  async cachedStateAndEvents(
    matchId: string,
    rulesVersion: string,
    range: { atOrBelow: number; floor: number; to: number },
  ): Promise<{ cached: ServerState | null; events: RecordedEvent[] }> {
    const { cached, events } = await this.store.cachedStateTail(matchId, rulesVersion, range);
    // Cached states of a rules version are the server's folded states (MatchLoader, imports).
    return { cached: cached ? (cached.state as ServerState) : null, events: events.map(fromStoredEvent) };
  }

  /**
   * The players' names by seat from the match's claims (its summary row: one short read), and
   * whether every seat has one: a seat is claimed once, so complete names never change.
   */
  async seatNames(matchId: string): Promise<{ names: SeatNames; complete: boolean }> {
    const lifecycle = await this.store.lifecycle(matchId);
    const names = claimedNames(lifecycle);
    const seats = createdOf(lifecycle[0]?.payload)?.seatCount ?? 0;
    return { names, complete: seats > 0 && names.length === seats && names.every((n) => n !== null) };
  }

  /** How this server imported the match from an export file (when, and the signature it came with), or null for a match played here. */
  imported(matchId: string): Promise<ImportProvenance | null> {
    return this.store.imports.provenance(matchId);
  }

  /** The seat a token was issued for in this match, or null. */
  seatOfTokenHash(matchId: string, tokenHash: string): Promise<number | null> {
    return this.store.secrets.seatOfToken(matchId, tokenHash);
  }
}

/** A stream's first payload as match.created, or null when it is not one. */
export function createdOf(payload: unknown): MatchCreated | null {
  return (payload as MatchCreated | undefined)?.type === 'match.created' ? (payload as MatchCreated) : null;
}
