import { assertNever, type Seat } from '../../../engine';
import { cardDef } from '../cards/catalog';
import type { CardDef } from '../cards/types';
import type { EffectTarget } from '../commands';
import { isDefeated, isFull } from '../stats';
import { clockwiseFrom, otherSlab, type SlabIndex, type SlabRef } from '../state';
import { emit, fresh, freshOne, type Builder } from './builder';
import { removePlayer } from './flow';
import { drawCards, refillGraveyardIfEmpty } from './zones';

/*
 * Card effects and damage. Each consequence is its own event; defeat (M-TURN-6) and elimination
 * (M-END-1) are checked right after the damage that causes them.
 */

/** M-TURN-6, M-ZONE-2: a defeated stack goes to the graveyard bottom as it is. */
export function defeatIfDone(b: Builder, seat: Seat, slab: SlabIndex): void {
  const stack = b.state.players[seat].slabs[slab];
  if (!stack || !isDefeated(stack)) return;
  emit(b, { type: 'stackDefeated', seat, slab, cards: fresh(b, stack.cards.map((c) => c.card)) });
}

export function damageStack(b: Builder, seat: Seat, slab: SlabIndex, amount: number, cause: 'attack' | 'effect' | 'meat-removed'): void {
  if (amount <= 0 || !b.state.players[seat].slabs[slab]) return;
  emit(b, { type: 'stackDamaged', seat, slab, amount, cause });
  defeatIfDone(b, seat, slab);
}

/** M-END-1: 10 direct damage in total eliminates a player. */
export const ELIMINATION_DAMAGE = 10;

export function damagePlayer(b: Builder, seat: Seat, amount: number): void {
  if (amount <= 0) return;
  const total = b.state.players[seat].directDamage + amount;
  emit(b, { type: 'directDamageTaken', seat, amount, total });
  if (total >= ELIMINATION_DAMAGE) removePlayer(b, seat, 'eliminated');
}

/** Removes a card from a stack to the graveyard bottom; M-MISC-2 for meat leaving a full stack. */
export function removeFromStack(b: Builder, seat: Seat, slab: SlabIndex, cardId: string): void {
  const stack = b.state.players[seat].slabs[slab];
  const card = stack?.cards.find((c) => c.id === cardId);
  if (!stack || !card) return;
  const wasFull = isFull(stack);
  emit(b, { type: 'cardRemoved', seat, slab, removedId: cardId, card: freshOne(b, card.card) });
  const def = cardDef(card.card);
  if (def.kind === 'meat' && wasFull) damageStack(b, seat, slab, def.health, 'meat-removed');
  // Losing a health bonus (Bulwark Spirit) may also leave the damage at or above the health.
  defeatIfDone(b, seat, slab);
}

/** Resolves a card's instant effect (M-CARD-4 RULING) for `seat`, who played it to `placedAt`. */
export function resolveInstant(b: Builder, seat: Seat, def: CardDef, placedAt: SlabRef, target: EffectTarget | null): void {
  const effect = def.instant;
  if (!effect) return;
  switch (effect.type) {
    case 'healStack': {
      if (target?.kind !== 'stack') return;
      const stack = b.state.players[target.seat].slabs[target.slab];
      const amount = Math.min(effect.amount, stack?.damage ?? 0);
      if (amount > 0) emit(b, { type: 'stackHealed', seat: target.seat, slab: target.slab, amount });
      return;
    }
    case 'damageStack':
      if (target?.kind === 'stack') damageStack(b, target.seat, target.slab, effect.amount, 'effect');
      return;
    case 'removeCard':
      if (target?.kind === 'stackCard') removeFromStack(b, target.seat, target.slab, target.cardId);
      return;
    case 'scavenge': {
      // M-ZONE-4: one card out, the rest stay in order; then M-ZONE-3 if that emptied the pile.
      if (target?.kind !== 'graveyard') return;
      const taken = b.state.graveyard.find((c) => c.id === target.cardId);
      if (!taken) return;
      emit(b, { type: 'cardScavenged', seat, takenId: taken.id, card: freshOne(b, taken.card) });
      refillGraveyardIfEmpty(b);
      return;
    }
    case 'stealCard': {
      if (target?.kind !== 'seat') return;
      const hand = b.state.players[target.seat].hand;
      if (hand.length === 0) return;
      const index = b.rng.int(0, hand.length - 1);
      const stolen = hand[index];
      emit(b, { type: 'cardStolen', from: target.seat, to: seat, index, oldId: stolen.id, card: freshOne(b, stolen.card) });
      return;
    }
    case 'forceSwap': {
      if (target?.kind !== 'seat') return;
      const p = b.state.players[target.seat];
      emit(b, { type: 'slabSwapped', seat: target.seat, activeSlab: otherSlab(p.activeSlab), by: seat });
      return;
    }
    case 'everyoneDraws':
      // M-MISC-1: the player who played it first, then clockwise.
      for (const s of clockwiseFrom(b.state, seat)) drawCards(b, s, 'morgue');
      return;
    case 'clearOwnDamage': {
      const stack = b.state.players[placedAt.seat].slabs[placedAt.slab];
      if (stack && stack.damage > 0) emit(b, { type: 'stackHealed', seat: placedAt.seat, slab: placedAt.slab, amount: stack.damage });
      return;
    }
    default:
      assertNever(effect, 'instant effect');
  }
}
