import type { Seat } from '../../../engine';
import type { Effect, EffectOp, Who } from '../cards/types';
import { must } from '../must';
import { clockwiseFrom, isLive, otherSlab, playerAt } from '../state';
import { emit, freshOne, type Builder } from './builder';
import { provideEffectResolver, type EffectContext } from './effect-runner';
import { damagePlayer, damageStack, healStack, removeFromStack } from './effects';
import { drawCards, refillGraveyardIfEmpty } from './zones';

/*
 * Card effects as data, run by one handler per effect kind. The table is typed over every `op`, so
 * a new kind cannot be added without its handler. Targets were checked before (decide/targets.ts).
 */

export type { EffectContext };

type Handler<K extends EffectOp> = (b: Builder, effect: Extract<Effect, { op: K }>, ctx: EffectContext) => void;

const whoSeat = (ctx: EffectContext, who: Who): Seat => (who === 'you' ? ctx.seat : ctx.placedAt.seat);

const OPS: { readonly [K in EffectOp]: Handler<K> } = {
  'heal-stack': (b, e, { target }) => {
    if (target?.kind === 'stack') healStack(b, target.seat, target.slab, e.amount);
  },
  'clear-own-damage': (b, _e, { placedAt }) => {
    const stack = playerAt(b.state, placedAt.seat).slabs[placedAt.slab];
    if (stack) healStack(b, placedAt.seat, placedAt.slab, stack.damage);
  },
  'heal-this-stack': (b, e, { placedAt }) => healStack(b, placedAt.seat, placedAt.slab, e.amount),
  'damage-stack': (b, e, { target }) => {
    if (target?.kind === 'stack') damageStack(b, target.seat, target.slab, e.amount, 'effect');
  },
  'damage-attacker': (b, e, { attacker }) => {
    if (attacker === null || !isLive(b.state, attacker)) return;
    damageStack(b, attacker, playerAt(b.state, attacker).activeSlab, e.amount, 'effect');
  },
  'remove-card': (b, _e, { target }) => {
    if (target?.kind === 'stackCard') removeFromStack(b, target.seat, target.slab, target.cardId);
  },
  scavenge: (b, _e, { seat, target }) => {
    // M-ZONE-4: one card out, the rest stay in order; then M-ZONE-3 if that emptied the pile.
    if (target?.kind !== 'graveyard') return;
    const taken = b.state.graveyard.find((c) => c.id === target.cardId);
    if (!taken) return;
    emit(b, { type: 'card-scavenged', seat, takenId: taken.id, card: freshOne(b, taken.card) });
    refillGraveyardIfEmpty(b);
  },
  'steal-card': (b, _e, { seat, target }) => {
    if (target?.kind !== 'seat') return;
    const hand = playerAt(b.state, target.seat).hand;
    if (hand.length === 0) return;
    const index = b.rng.int(0, hand.length - 1);
    const stolen = must(hand[index], `card ${index} of the victim's hand`);
    emit(b, { type: 'card-stolen', from: target.seat, to: seat, index, oldId: stolen.id, card: freshOne(b, stolen.card) });
  },
  'force-swap': (b, _e, { seat, target }) => {
    if (target?.kind !== 'seat') return;
    emit(b, { type: 'slab-swapped', seat: target.seat, activeSlab: otherSlab(playerAt(b.state, target.seat).activeSlab), by: seat });
  },
  // M-MISC-1: the player who played it first, then clockwise.
  'everyone-draws': (b, _e, { seat }) => {
    for (const s of clockwiseFrom(b.state, seat)) drawCards(b, s, 'morgue');
  },
  draw: (b, e, ctx) => {
    const s = whoSeat(ctx, e.who);
    if (isLive(b.state, s)) drawCards(b, s, e.source, e.count);
  },
  'discard-random': (b, e, ctx) => {
    const s = whoSeat(ctx, e.who);
    const hand = isLive(b.state, s) ? playerAt(b.state, s).hand : [];
    if (hand.length === 0) return;
    const index = b.rng.int(0, hand.length - 1);
    const card = must(hand[index], `card ${index} of the hand`);
    emit(b, { type: 'card-discarded', seat: s, index, oldId: card.id, card: freshOne(b, card.card) });
  },
  'shield-active': (b, _e, { seat }) => {
    const p = playerAt(b.state, seat);
    if (p.slabs[p.activeSlab]) emit(b, { type: 'stack-shielded', seat, slab: p.activeSlab, by: seat });
  },
  'heal-player': (b, e, { seat }) => {
    const p = playerAt(b.state, seat);
    const amount = Math.min(e.amount, p.directDamage);
    if (amount > 0) emit(b, { type: 'player-healed', seat, amount, total: p.directDamage - amount });
  },
  'damage-player': (b, e, { target }) => {
    if (target?.kind === 'seat' && isLive(b.state, target.seat)) damagePlayer(b, target.seat, e.amount);
  },
  'damage-each-opponent': (b, e, { seat }) => {
    for (const s of clockwiseFrom(b.state, seat)) if (s !== seat && b.state.phase !== 'over' && isLive(b.state, s)) damagePlayer(b, s, e.amount);
  },
  choose: () => {
    // Replaced by the chosen option before resolving (decide/targets.ts effectsFor).
  },
};

function run<K extends EffectOp>(b: Builder, effect: Extract<Effect, { op: K }>, ctx: EffectContext): void {
  (OPS[effect.op] as Handler<K>)(b, effect, ctx);
}

/** Resolves effects in order; stops when the game is over. */
export function resolveEffects(b: Builder, effects: readonly Effect[], ctx: EffectContext): void {
  for (const e of effects) {
    if (b.state.phase === 'over') return;
    run(b, e, ctx);
  }
}
provideEffectResolver(resolveEffects);
