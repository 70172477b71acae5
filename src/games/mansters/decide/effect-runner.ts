import type { Seat } from '../../../engine';
import type { Effect } from '../cards/types';
import type { EffectTarget } from '../commands';
import type { SlabRef } from '../state';
import type { Builder } from './builder';

/** Where an effect resolves: who controls it, the stack its card is in, the chosen target, the attacker for attack triggers. */
export interface EffectContext {
  readonly seat: Seat;
  readonly placedAt: SlabRef;
  readonly target: EffectTarget | null;
  readonly attacker: Seat | null;
}

type EffectResolver = (b: Builder, effects: readonly Effect[], ctx: EffectContext) => void;

/**
 * Damage can defeat a stack, a defeat fires "when defeated" triggers, and triggers resolve effects
 * that deal damage: one recursion across two files (effects.ts, ops.ts). The effect table (ops.ts)
 * hands its resolver over here when it loads, so the files import in one direction. Set once, at
 * load, to the same function: nothing here varies between runs.
 */
let resolver: EffectResolver | null = null;

export function provideEffectResolver(resolve: EffectResolver): void {
  resolver = resolve;
}

export function resolveTriggeredEffects(b: Builder, effects: readonly Effect[], ctx: EffectContext): void {
  if (!resolver) throw new Error('the effect table is not loaded: import decide/ops before firing triggers');
  resolver(b, effects, ctx);
}
