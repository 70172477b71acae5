import type { EffectOp } from './types';

/**
 * What an effect kind may be aimed at (M-CARD-4): data, read by decide (to judge a play's target)
 * and legalActions (to list them), so both always agree.
 * - `none`: nothing is chosen (the effect knows where it applies).
 * - `own-stack`: one of your stacks.
 * - `opponent-active-stack`: an opponent's active stack (M-ZONE-1: never an inactive one).
 * - `opponent-active-card`: a meat, bone or spirit card in an opponent's active stack.
 * - `graveyard-card`: any graveyard card (M-ZONE-4).
 * - `opponent`: an opponent still in the game; `opponent-with-cards`: one holding cards.
 * - `by-option`: a choice; the chosen option's own effects say.
 */
export type TargetRule =
  'none' | 'own-stack' | 'opponent-active-stack' | 'opponent-active-card' | 'graveyard-card' | 'opponent' | 'opponent-with-cards' | 'by-option';

export const EFFECT_TARGETS: { readonly [K in EffectOp]: TargetRule } = {
  'heal-stack': 'own-stack',
  'clear-own-damage': 'none',
  'heal-this-stack': 'none',
  'damage-stack': 'opponent-active-stack',
  'damage-attacker': 'none',
  'remove-card': 'opponent-active-card',
  scavenge: 'graveyard-card',
  'steal-card': 'opponent-with-cards',
  'force-swap': 'opponent',
  'everyone-draws': 'none',
  draw: 'none',
  'discard-random': 'none',
  'shield-active': 'none',
  'heal-player': 'none',
  'damage-player': 'opponent',
  'damage-each-opponent': 'none',
  choose: 'by-option',
};
