import type { Seat } from '../../../engine';
import { cardDef } from '../cards/catalog';
import type { TriggerEvent } from '../cards/types';
import type { DamageCause } from '../events';
import { isDefeated, isFull } from '../stats';
import { playerAt, type CardInstance, type SlabIndex } from '../state';
import { emit, fresh, freshOne, type Builder } from './builder';
import { removePlayer } from './flow';
import { resolveTriggeredEffects } from './effect-runner';

/*
 * Damage, healing, defeat and triggers. Each consequence is its own event; defeat (M-TURN-6) and
 * elimination (M-END-1) are checked right after the damage that causes them.
 */

/**
 * Triggered effects of the cards of one stack (M-CARD-4: a card's effect while it is in a stack).
 * They resolve at once, in the stack's order, for the stack's owner; nobody is asked (M-MISC-3).
 */
export function fireTriggers(b: Builder, seat: Seat, slab: SlabIndex, cards: readonly CardInstance[], on: TriggerEvent, attacker: Seat | null): void {
  for (const c of cards) {
    for (const t of cardDef(c.card).triggers) {
      if (t.on !== on || b.state.phase === 'over') continue;
      emit(b, { type: 'effect-triggered', seat, slab, card: c.card, on });
      resolveTriggeredEffects(b, t.effects, { seat, placedAt: { seat, slab }, target: null, attacker });
    }
  }
}

/** M-TURN-6, M-ZONE-2: a defeated stack goes to the graveyard bottom as it is; then its "when defeated" triggers. */
export function defeatIfDone(b: Builder, seat: Seat, slab: SlabIndex): void {
  const stack = playerAt(b.state, seat).slabs[slab];
  if (!stack || !isDefeated(stack)) return;
  emit(b, {
    type: 'stack-defeated',
    seat,
    slab,
    cards: fresh(
      b,
      stack.cards.map((c) => c.card),
    ),
  });
  fireTriggers(b, seat, slab, stack.cards, 'defeated', null);
}

/**
 * Damage to the stack on a slab. M-ZONE-1: the inactive slab takes no damage from any source (the
 * Mansters page: a stack is assembled there "without risking it taking damage"), so nothing happens
 * there at all; a shielded stack (Warding Candle) takes none either, and the prevention is recorded.
 */
export function damageStack(b: Builder, seat: Seat, slab: SlabIndex, amount: number, cause: DamageCause): void {
  const p = playerAt(b.state, seat);
  if (amount <= 0 || !p.slabs[slab] || slab !== p.activeSlab) return;
  if (p.shieldedSlab === slab) {
    emit(b, { type: 'damage-prevented', seat, slab, amount, cause });
    return;
  }
  emit(b, { type: 'stack-damaged', seat, slab, amount, cause });
  defeatIfDone(b, seat, slab);
}

/** Removes up to `amount` damage from a stack. */
export function healStack(b: Builder, seat: Seat, slab: SlabIndex, amount: number): void {
  const stack = playerAt(b.state, seat).slabs[slab];
  const healed = Math.min(amount, stack?.damage ?? 0);
  if (healed > 0) emit(b, { type: 'stack-healed', seat, slab, amount: healed });
}

/** M-END-1: 10 direct damage in total eliminates a player. */
export const ELIMINATION_DAMAGE = 10;

export function damagePlayer(b: Builder, seat: Seat, amount: number): void {
  if (amount <= 0) return;
  const total = playerAt(b.state, seat).directDamage + amount;
  emit(b, { type: 'direct-damage-taken', seat, amount, total });
  if (total >= ELIMINATION_DAMAGE) removePlayer(b, seat, 'eliminated');
}

/** Removes a card from a stack to the graveyard bottom; M-MISC-2 for meat leaving a full stack. */
export function removeFromStack(b: Builder, seat: Seat, slab: SlabIndex, cardId: string): void {
  const stack = playerAt(b.state, seat).slabs[slab];
  const card = stack?.cards.find((c) => c.id === cardId);
  if (!stack || !card) return;
  const wasFull = isFull(stack);
  emit(b, { type: 'card-removed', seat, slab, removedId: cardId, card: freshOne(b, card.card) });
  const def = cardDef(card.card);
  if (def.kind === 'meat' && wasFull) damageStack(b, seat, slab, def.health, 'meat-removed');
  // Losing a health bonus (Bulwark Spirit) may also leave the damage at or above the health.
  defeatIfDone(b, seat, slab);
}
