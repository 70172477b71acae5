import { assertNever, reject, type Rejection, type Seat } from '../../../engine';
import { cardDef } from '../cards/catalog';
import { prerequisiteText } from '../cards/text';
import type { CardDef, Prerequisite } from '../cards/types';
import type { MCommand } from '../commands';
import { evolve } from '../evolve';
import type { MEvent } from '../events';
import { ONE_OPENING_STACK } from '../rules-version';
import { isFull, stackStats } from '../stats';
import { playerAt, isLive, type MState, type SlabRef, type Stack } from '../state';
import { emit, freshOne, type Builder } from './builder';
import { resolveEffects } from './ops';
import { effectsFor, targetRejection } from './targets';

type PlayCard = Extract<MCommand, { type: 'play-card' }>;

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

export const describePrerequisite = (p: Prerequisite): string => prerequisiteText(p, (id) => cardDef(id).name);

/**
 * M-SETUP-6 (rules 3 on): "each player may play up to 3 cards from their hand to create an opening
 * Stack", and a stack is cards on your slab: every card of an opening goes onto the one own slab its
 * first card chose. Plays by other seats during someone's opening ("at any time") are not opening plays.
 */
function openingRejection(state: MState, seat: Seat, to: SlabRef): Rejection | null {
  if (state.rules < ONE_OPENING_STACK || state.phase !== 'opening' || state.current !== seat) return null;
  if (to.seat !== seat) return reject('OPENING_STACK', 'M-SETUP-6', 'the opening cards form one stack on one of your own slabs');
  if (state.openingSlab !== null && to.slab !== state.openingSlab) {
    return reject('OPENING_STACK', 'M-SETUP-6', `the opening cards form one stack: play onto your slab ${state.openingSlab + 1}`);
  }
  return null;
}

/** Where a card may go: M-SETUP-6 (one opening stack), M-CARD-5 (full stacks take only mansters), M-CARD-6, M-CARD-8, Warding Candle. */
export function placementRejection(state: MState, seat: Seat, def: CardDef, to: SlabRef): Rejection | null {
  if (!isLive(state, to.seat)) return reject('BAD_DESTINATION', 'M-ZONE-1', 'that slab does not belong to a player in the game');
  if (to.seat !== seat) {
    if (!def.anywhere) return reject('NOT_ANYWHERE', 'M-CARD-8', `${def.name} is not an "anywhere" card: play it on your own slabs`);
  }
  const opening = openingRejection(state, seat, to);
  if (opening) return opening;
  const stack = playerAt(state, to.seat).slabs[to.slab];
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
  const inHand = playerAt(b.state, seat).hand.find((c) => c.id === cmd.cardId);
  if (!inHand) return reject('CARD_NOT_IN_HAND', 'M-ZONE-5', 'that card is not in your hand');
  const def = cardDef(inHand.card);
  const placement = placementRejection(b.state, seat, def, cmd.to);
  if (placement) return placement;
  const effects = effectsFor(def, cmd.choice);
  if ('rejected' in effects) return effects;
  const event: MEvent = { type: 'card-played', seat, handId: inHand.id, card: freshOne(b, inHand.card), to: cmd.to, counted };
  const targetProblem = targetRejection(evolve(b.state, event), seat, def, effects, cmd.target);
  if (targetProblem) return targetProblem;
  emit(b, event);
  resolveEffects(b, effects, { seat, placedAt: cmd.to, target: cmd.target, attacker: null });
  return null;
}
