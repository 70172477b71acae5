import { assertNever, canonicalJson, reject, type Rejection, type Seat } from '../../../engine';
import { cardDef } from '../cards/catalog';
import type { CardDef } from '../cards/types';
import type { EffectTarget } from '../commands';
import { slabProtected } from '../stats';
import { isLive, type MState, type SlabIndex } from '../state';

/*
 * The targets an instant effect may take (M-CARD-4), computed on the state after its card entered
 * its stack. decide and legalActions both use this list, so every listed target is accepted.
 */

const SLABS: readonly SlabIndex[] = [0, 1];

function opponents(state: MState, seat: Seat): Seat[] {
  return state.players.flatMap((_, s) => (s !== seat && isLive(state, s) ? [s] : []));
}

/** Opponents' stacks an effect may reach: not on a protected inactive slab (Warding Candle). */
function opponentStacks(state: MState, seat: Seat): { seat: Seat; slab: SlabIndex }[] {
  return opponents(state, seat).flatMap((s) =>
    SLABS.filter((slab) => state.players[s].slabs[slab] !== null && !slabProtected(state, s, slab)).map((slab) => ({ seat: s, slab })),
  );
}

export function effectTargets(state: MState, seat: Seat, def: CardDef): EffectTarget[] {
  const effect = def.instant;
  if (!effect) return [];
  switch (effect.type) {
    case 'healStack':
      return SLABS.filter((slab) => state.players[seat].slabs[slab] !== null).map((slab) => ({ kind: 'stack', seat, slab }));
    case 'damageStack':
      return opponentStacks(state, seat).map((r) => ({ kind: 'stack', seat: r.seat, slab: r.slab }));
    case 'removeCard':
      return opponentStacks(state, seat).flatMap((r) =>
        (state.players[r.seat].slabs[r.slab]?.cards ?? [])
          .filter((c) => cardDef(c.card).kind !== 'manster')
          .map((c): EffectTarget => ({ kind: 'stackCard', seat: r.seat, slab: r.slab, cardId: c.id })),
      );
    case 'scavenge':
      return state.graveyard.map((c) => ({ kind: 'graveyard', cardId: c.id }));
    case 'stealCard':
      return opponents(state, seat)
        .filter((s) => state.players[s].hand.length > 0)
        .map((s) => ({ kind: 'seat', seat: s }));
    case 'forceSwap':
      return opponents(state, seat).map((s) => ({ kind: 'seat', seat: s }));
    case 'everyoneDraws':
    case 'clearOwnDamage':
      return [];
    default:
      return assertNever(effect, 'instant effect');
  }
}

/**
 * RULING (M-CARD-4): when an effect has at least one legal target the play must name one;
 * when it has none the card may still be played and the effect does nothing (target null).
 */
export function targetRejection(state: MState, seat: Seat, def: CardDef, target: EffectTarget | null): Rejection | null {
  const options = effectTargets(state, seat, def);
  if (options.length === 0) {
    return target === null ? null : reject('TARGET_NOT_ALLOWED', 'M-CARD-4', `${def.name} takes no target now`);
  }
  if (target === null) return reject('TARGET_REQUIRED', 'M-CARD-4', `${def.name} needs a target`);
  const key = canonicalJson(target);
  if (!options.some((o) => canonicalJson(o) === key)) return reject('BAD_TARGET', 'M-CARD-4', `${def.name} cannot target that`);
  return null;
}
