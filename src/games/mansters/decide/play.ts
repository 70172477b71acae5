import { assertNever, reject, type Rejection, type Seat } from '../../../engine';
import { cardDef } from '../cards/catalog';
import type { CardDef, Prerequisite } from '../cards/types';
import type { MCommand } from '../commands';
import { evolve } from '../evolve';
import type { MEvent } from '../events';
import { isFull, slabProtected, stackStats } from '../stats';
import { isLive, type MState, type SlabRef, type Stack } from '../state';
import { emit, freshOne, type Builder } from './builder';
import { resolveInstant } from './effects';
import { targetRejection } from './targets';

type PlayCard = Extract<MCommand, { type: 'playCard' }>;

/** M-CARD-6: does a prerequisite hold for the stack the manster would join (counted before it joins)? */
export function prerequisiteHolds(p: Prerequisite, stack: Stack | null): boolean {
  const stats = stackStats(stack);
  switch (p.type) {
    case 'minCount':
      return stats.counts[p.kind] >= p.count;
    case 'minHealth':
      return stats.health >= p.health;
    case 'containsCard':
      return (stack?.cards ?? []).some((c) => c.card === p.card);
    default:
      return assertNever(p, 'prerequisite');
  }
}

export function describePrerequisite(p: Prerequisite): string {
  switch (p.type) {
    case 'minCount':
      return `at least ${p.count} ${p.kind} card${p.count === 1 ? '' : 's'}`;
    case 'minHealth':
      return `at least ${p.health} health`;
    case 'containsCard':
      return `a ${cardDef(p.card).name}`;
    default:
      return assertNever(p, 'prerequisite');
  }
}

/** Where a card may go: M-CARD-5 (full stacks take only mansters), M-CARD-6, M-CARD-8, Warding Candle. */
export function placementRejection(state: MState, seat: Seat, def: CardDef, to: SlabRef): Rejection | null {
  if (!isLive(state, to.seat)) return reject('BAD_DESTINATION', 'M-ZONE-1', 'that slab does not belong to a player in the game');
  if (to.seat !== seat) {
    if (!def.anywhere) return reject('NOT_ANYWHERE', 'M-CARD-8', `${def.name} is not an "anywhere" card: play it on your own slabs`);
    if (slabProtected(state, to.seat, to.slab)) return reject('SLAB_PROTECTED', 'M-CARD-4', "that inactive slab is protected by a Warding Candle");
  }
  const stack = state.players[to.seat].slabs[to.slab];
  if (def.kind === 'manster') {
    if (!def.joinsAnyStack && !isFull(stack)) return reject('STACK_NOT_FULL', 'M-CARD-6', `${def.name} can only join a full stack`);
    const unmet = def.prerequisites.find((p) => !prerequisiteHolds(p, stack));
    if (unmet) return reject('PREREQUISITE_NOT_MET', 'M-CARD-6', `${def.name} needs a stack with ${describePrerequisite(unmet)}`);
    return null;
  }
  if (isFull(stack)) return reject('STACK_FULL', 'M-CARD-5', 'a full stack only accepts manster cards');
  return null;
}

/**
 * Plays one card from `seat`'s hand into a stack and resolves its instant effect. `counted` says
 * whether it uses one of the window's plays (false for an at-any-time play, M-MISC-3).
 */
export function playCard(b: Builder, seat: Seat, cmd: PlayCard, counted: boolean): Rejection | null {
  const inHand = b.state.players[seat].hand.find((c) => c.id === cmd.cardId);
  if (!inHand) return reject('CARD_NOT_IN_HAND', 'M-ZONE-5', 'that card is not in your hand');
  const def = cardDef(inHand.card);
  const placement = placementRejection(b.state, seat, def, cmd.to);
  if (placement) return placement;
  const event: MEvent = { type: 'cardPlayed', seat, handId: inHand.id, card: freshOne(b, inHand.card), to: cmd.to, counted };
  const targetProblem = targetRejection(evolve(b.state, event), seat, def, cmd.target);
  if (targetProblem) return targetProblem;
  emit(b, event);
  resolveInstant(b, seat, def, cmd.to, cmd.target);
  return null;
}
