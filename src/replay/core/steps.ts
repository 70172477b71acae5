import { countBelow, firstAfter, lastBefore } from '../../common/ascending-seqs';
import type { AnyGameDefinition } from '../../engine/game-definition';

/**
 * Step numbering for replays, computed from event metadata only (seq, type, command id), so the
 * index of a long match is cheap to build and never needs the payloads.
 *
 * - `event` steps: step k is the state after seq k (step 0: before the first event).
 * - `action` steps: one step per command, i.e. per run of consecutive events written by the same
 *   command id (a player's action with everything its settle loop resolved, a timeout default,
 *   the match creation with its setup, a seat claim). Step 0 is again the empty table.
 *
 * Turn and stack-resolution boundaries are recognised by the event types each game lists in its
 * definition (`GameDefinition.markers`).
 */

export type StepUnit = 'event' | 'action';

export interface EventMeta {
  readonly seq: number;
  readonly type: string;
  readonly commandId: string | null;
}

/** How replay recognises the start of a turn and a stack resolution, by event type. */
export interface ReplayMarkers {
  isTurnStart(type: string): boolean;
  isResolution(type: string): boolean;
}

/** The markers a game declares in its definition (`GameDefinition.markers`). */
export function markersOf(def: Pick<AnyGameDefinition, 'markers'>): ReplayMarkers {
  const turnStarts = new Set<string>(def.markers.turnStart);
  const resolutions = new Set<string>(def.markers.resolution);
  return { isTurnStart: (type) => turnStarts.has(type), isResolution: (type) => resolutions.has(type) };
}

export interface StepIndex {
  readonly unit: StepUnit;
  /** `ends[k]` is the last seq folded at step k; ends[0] = 0. */
  readonly ends: readonly number[];
  /** Seqs of the events that start a turn, ascending. */
  readonly turnStarts: readonly number[];
  /** Seqs of stack-resolution events, ascending. */
  readonly resolutions: readonly number[];
}

export function buildStepIndex(meta: readonly EventMeta[], unit: StepUnit, markers: ReplayMarkers): StepIndex {
  const ends: number[] = [0];
  const turnStarts: number[] = [];
  const resolutions: number[] = [];
  for (let i = 0; i < meta.length; i += 1) {
    const e = meta[i] as EventMeta;
    if (markers.isTurnStart(e.type)) turnStarts.push(e.seq);
    if (markers.isResolution(e.type)) resolutions.push(e.seq);
    const next = meta[i + 1];
    const groupEnds = unit === 'event' || !next || e.commandId === null || next.commandId !== e.commandId;
    if (groupEnds) ends.push(e.seq);
  }
  return { unit, ends, turnStarts, resolutions };
}

export function lastStep(index: StepIndex): number {
  return index.ends.length - 1;
}

/** The step whose events include `seq` (0 for seq 0). */
export function stepOfSeq(index: StepIndex, seq: number): number {
  // The first k with ends[k] >= seq: as many as end below it.
  const last = index.ends.length - 1;
  return seq > (index.ends[last] ?? 0) ? last : countBelow(index.ends, seq);
}

/** The seqs of the events shown at step k: (ends[k-1], ends[k]]. */
export function seqRange(index: StepIndex, step: number): { readonly from: number; readonly to: number } {
  if (step <= 0) return { from: 1, to: 0 };
  return { from: (index.ends[step - 1] ?? 0) + 1, to: index.ends[step] ?? 0 };
}

/** Turn number (1-based) in progress after seq, or null before the first turn. */
export function turnAt(index: StepIndex, seq: number): number | null {
  const n = countBelow(index.turnStarts, seq + 1);
  return n === 0 ? null : n;
}

/** The step that starts turn `turn` (1-based), or null when there is no such turn (yet). */
export function stepOfTurn(index: StepIndex, turn: number): number | null {
  const seq = index.turnStarts[turn - 1];
  return seq === undefined ? null : stepOfSeq(index, seq);
}

export interface Navigation {
  readonly first: number;
  readonly prev: number | null;
  readonly next: number | null;
  readonly last: number;
  /** The step starting the current turn if we are past its start, else the previous turn's. */
  readonly prevTurn: number | null;
  readonly nextTurn: number | null;
  readonly nextResolution: number | null;
  readonly prevResolution: number | null;
}

export function navigation(index: StepIndex, step: number): Navigation {
  const last = lastStep(index);
  const { from, to } = seqRange(index, step);
  const start = step === 0 ? 0 : from;
  // Binary searches: the index of a finished match is stored with every step's navigation, once per
  // step. Linear scans (and a reversed copy of the list per look back) made that quadratic: 380-410 ms
  // of the main thread for both units of a 10,000-event match, 30 % of its events resolutions;
  // 26-30 ms this way.
  const nextTurnSeq = firstAfter(index.turnStarts, to);
  const prevTurnSeq = lastBefore(index.turnStarts, start);
  const nextResSeq = firstAfter(index.resolutions, to);
  const prevResSeq = lastBefore(index.resolutions, start);
  return {
    first: 0,
    prev: step > 0 ? step - 1 : null,
    next: step < last ? step + 1 : null,
    last,
    prevTurn: prevTurnSeq === null ? null : stepOfSeq(index, prevTurnSeq),
    nextTurn: nextTurnSeq === null ? null : stepOfSeq(index, nextTurnSeq),
    nextResolution: nextResSeq === null ? null : stepOfSeq(index, nextResSeq),
    prevResolution: prevResSeq === null ? null : stepOfSeq(index, prevResSeq),
  };
}
