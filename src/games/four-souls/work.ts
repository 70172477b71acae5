/**
 * The working state inside one `decide`: every event is folded with `evolve` as it is emitted, so
 * later steps see earlier consequences (docs/design.md §2). `happenings` are the game events of this
 * command that triggered abilities may react to; triggers.ts turns them into pending triggers.
 */
import { allocateIds, emitEvent, startDecision, type Decision, type ObjectId, type Rng, type Seat } from '../../engine';
import type { FsEvent } from './events';
import { evolve } from './evolve';
import { movesCards, runOutReshuffle } from './reshuffle';
import type { FsState, SlotKind, Target } from './types';

export type Happening =
  | { readonly on: 'turn-start' | 'turn-end'; readonly seat: Seat }
  | { readonly on: 'roll'; readonly value: number; readonly roller: Seat; readonly attack: boolean; readonly monster: ObjectId | null }
  | { readonly on: 'damaged'; readonly target: Target }
  | { readonly on: 'player-death'; readonly seat: Seat }
  | { readonly on: 'item-gained'; readonly seat: Seat; readonly id: ObjectId }
  | { readonly on: 'monster-killed' | 'item-bought' | 'targeted'; readonly seat: Seat }
  | { readonly on: 'attack-missed'; readonly seat: Seat; readonly monster: ObjectId }
  | { readonly on: 'slot-refilled'; readonly kind: SlotKind }
  /** A monster (or an item in a shop slot) entered play: revealed into a slot or uncovered (R-ZONE-6). */
  | { readonly on: 'entered-play'; readonly id: ObjectId };

/** The engine's decision, plus the happenings of this command that triggered abilities may react to. */
export interface Work extends Decision<FsState, FsEvent> {
  happenings: Happening[];
}

export function startWork(state: FsState, rng: Rng): Work {
  return { ...startDecision<FsState, FsEvent>(state, rng), happenings: [] };
}

export function emit(w: Work, e: FsEvent): void {
  emitEvent(w, e, evolve);
  // R-DECK-1: a deck that ran out is replaced by its shuffled discard at once, without the stack.
  if (!movesCards(e)) return;
  const reshuffle = runOutReshuffle(w.state, w.rng);
  if (reshuffle) emit(w, reshuffle);
}

export function happen(w: Work, h: Happening): void {
  w.happenings.push(h);
}

/** Fresh object ids (R-ZONE-1); the event that uses them moves the state's counter past them. */
export function freshIds(w: Work, n: number): ObjectId[] {
  return allocateIds(w.state, n);
}

export function freshId(w: Work): ObjectId {
  return freshIds(w, 1)[0]!;
}
