import { assertNever, canonicalJson, reject, type Rejection, type Seat } from '../../../engine';
import { cardDef } from '../cards/catalog';
import { EFFECT_TARGETS, type TargetRule } from '../cards/targets';
import type { CardDef, Effect } from '../cards/types';
import type { EffectTarget } from '../commands';
import { isLive, playerAt, type MState, type SlabIndex } from '../state';

/*
 * The targets an effect may take (M-CARD-4), computed on the state after its card entered its
 * stack. decide and legalActions both use these lists, so every listed target is accepted.
 */

const SLABS: readonly SlabIndex[] = [0, 1];

function opponents(state: MState, seat: Seat): Seat[] {
  return state.players.flatMap((_, s) => (s !== seat && isLive(state, s) ? [s] : []));
}

/**
 * Opponents' stacks a harmful effect may reach: active ones only. M-ZONE-1: no attack targets the
 * inactive slab, and a stack is assembled there "without risking it taking damage".
 */
function opponentActiveStacks(state: MState, seat: Seat): { seat: Seat; slab: SlabIndex }[] {
  return opponents(state, seat).flatMap((s) => {
    const p = playerAt(state, s);
    return p.slabs[p.activeSlab] ? [{ seat: s, slab: p.activeSlab }] : [];
  });
}

type Candidates = (state: MState, seat: Seat) => EffectTarget[];

const CANDIDATES: { readonly [R in Exclude<TargetRule, 'by-option'>]: Candidates } = {
  none: () => [],
  'own-stack': (state, seat) => SLABS.filter((slab) => playerAt(state, seat).slabs[slab] !== null).map((slab) => ({ kind: 'stack', seat, slab })),
  'opponent-active-stack': (state, seat) => opponentActiveStacks(state, seat).map((r) => ({ kind: 'stack', seat: r.seat, slab: r.slab })),
  'opponent-active-card': (state, seat) =>
    opponentActiveStacks(state, seat).flatMap((r) =>
      (playerAt(state, r.seat).slabs[r.slab]?.cards ?? [])
        .filter((c) => cardDef(c.card).kind !== 'manster')
        .map((c): EffectTarget => ({ kind: 'stackCard', seat: r.seat, slab: r.slab, cardId: c.id })),
    ),
  'graveyard-card': (state) => state.graveyard.map((c) => ({ kind: 'graveyard', cardId: c.id })),
  opponent: (state, seat) => opponents(state, seat).map((s) => ({ kind: 'seat', seat: s })),
  'opponent-with-cards': (state, seat) =>
    opponents(state, seat)
      .filter((s) => playerAt(state, s).hand.length > 0)
      .map((s) => ({ kind: 'seat', seat: s })),
};

/** The choices a play of this card must name: [null] without a `choose` effect, else each option's index. */
export function choicesOf(def: CardDef): (number | null)[] {
  const choose = def.effects.find((e): e is Extract<Effect, { op: 'choose' }> => e.op === 'choose');
  return choose ? choose.options.map((_, i) => i) : [null];
}

/** The effects a play resolves: the card's effects with the chosen option in place of its `choose`. */
export function effectsFor(def: CardDef, choice: number | null): Effect[] | Rejection {
  const out: Effect[] = [];
  let chose = false;
  for (const e of def.effects) {
    if (e.op !== 'choose') {
      out.push(e);
      continue;
    }
    if (choice === null) return reject('CHOICE_REQUIRED', 'M-CARD-4', `${def.name}: choose one of its ${e.options.length} options`);
    const option = e.options[choice];
    if (!option) return reject('BAD_CHOICE', 'M-CARD-4', `${def.name} has options 0..${e.options.length - 1}`);
    out.push(...option);
    chose = true;
  }
  if (!chose && choice !== null) return reject('BAD_CHOICE', 'M-CARD-4', `${def.name} offers no choice`);
  return out;
}

/** The target rule of a list of effects: that of its one targeted effect, or `none` (the catalog test checks there is at most one). */
export function targetRuleOf(effects: readonly Effect[]): Exclude<TargetRule, 'by-option'> {
  for (const e of effects) {
    const rule = EFFECT_TARGETS[e.op];
    if (rule !== 'none' && rule !== 'by-option') return rule;
  }
  return 'none';
}

/** The targets a play with these effects may name. */
export function effectTargets(state: MState, seat: Seat, effects: readonly Effect[]): EffectTarget[] {
  const rule = targetRuleOf(effects);
  switch (rule) {
    case 'none':
    case 'own-stack':
    case 'opponent-active-stack':
    case 'opponent-active-card':
    case 'graveyard-card':
    case 'opponent':
    case 'opponent-with-cards':
      return CANDIDATES[rule](state, seat);
    default:
      return assertNever(rule, 'target rule');
  }
}

/**
 * RULING (M-CARD-4): when an effect has at least one legal target the play must name one;
 * when it has none the card may still be played and the effect does nothing (target null).
 */
export function targetRejection(state: MState, seat: Seat, def: CardDef, effects: readonly Effect[], target: EffectTarget | null): Rejection | null {
  const options = effectTargets(state, seat, effects);
  if (options.length === 0) {
    return target === null ? null : reject('TARGET_NOT_ALLOWED', 'M-CARD-4', `${def.name} takes no target now`);
  }
  if (target === null) return reject('TARGET_REQUIRED', 'M-CARD-4', `${def.name} needs a target`);
  const key = canonicalJson(target);
  if (!options.some((o) => canonicalJson(o) === key)) return reject('BAD_TARGET', 'M-CARD-4', `${def.name} cannot target that`);
  return null;
}
