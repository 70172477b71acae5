import type { Seat } from '../../engine';
import { cardDef } from './cards/catalog';
import { TRADE_MAX_CARDS, type DrawSource, type MCommand } from './commands';
import { placementRejection } from './decide/play';
import { effectTargets } from './decide/targets';
import { evolve } from './evolve';
import { inPlayWindow, waitedSeat } from './queries';
import { isLive, type CardInstance, type MState, type SlabIndex } from './state';

/*
 * Every command `seat` may send now. Built from the same checks decide uses (placement, targets),
 * so each element is accepted; the property tests check that on every step.
 * Outside its own decisions a live seat can still concede and play "at any time" cards (M-MISC-3).
 */

const SLABS: readonly SlabIndex[] = [0, 1];

function drawSources(state: MState): DrawSource[] {
  // M-ZONE-6: an empty deck is still a legal choice (the draw may do nothing); the graveyard only when it has a top card.
  return state.graveyard.length > 0 ? ['morgue', 'manster', 'graveyard'] : ['morgue', 'manster'];
}

/** All plays of the given hand cards: every destination that takes the card, every legal target. */
export function playActions(state: MState, seat: Seat, cards: readonly CardInstance[]): MCommand[] {
  const out: MCommand[] = [];
  for (const card of cards) {
    const def = cardDef(card.card);
    for (let to = 0; to < state.seatCount; to += 1) {
      if (!isLive(state, to) || (to !== seat && !def.anywhere)) continue;
      for (const slab of SLABS) {
        const ref = { seat: to, slab };
        if (placementRejection(state, seat, def, ref)) continue;
        // Targets are computed after the card entered its stack, as decide does (only effects with targets need it).
        const targets = def.instant
          ? effectTargets(evolve(state, { type: 'cardPlayed', seat, handId: card.id, card: { id: '_', card: card.card }, to: ref, counted: false }), seat, def)
          : [];
        if (targets.length === 0) out.push({ type: 'playCard', cardId: card.id, to: ref, target: null });
        for (const target of targets) out.push({ type: 'playCard', cardId: card.id, to: ref, target });
      }
    }
  }
  return out;
}

function subsets<T>(items: readonly T[], maxSize: number): T[][] {
  const out: T[][] = [];
  const rec = (start: number, acc: T[]): void => {
    if (acc.length > 0) out.push(acc);
    if (acc.length === maxSize) return;
    for (let i = start; i < items.length; i += 1) rec(i + 1, [...acc, items[i]]);
  };
  rec(0, []);
  return out;
}

function tradeOffers(state: MState, seat: Seat): MCommand[] {
  const out: MCommand[] = [];
  const gives = subsets(state.players[seat].hand.map((c) => c.id), TRADE_MAX_CARDS);
  for (let to = 0; to < state.seatCount; to += 1) {
    if (to === seat || !isLive(state, to)) continue;
    const maxAsk = Math.min(TRADE_MAX_CARDS, state.players[to].hand.length);
    for (const give of gives) for (let ask = 1; ask <= maxAsk; ask += 1) out.push({ type: 'offerTrade', to, give, ask });
  }
  return out;
}

function promptedActions(state: MState, seat: Seat): MCommand[] {
  const hand = state.players[seat].hand;
  if (state.phase === 'opening') return [...playActions(state, seat, hand), { type: 'endPlay' }];
  switch (state.step) {
    case 'draw':
      return drawSources(state).map((source): MCommand => ({ type: 'draw', source }));
    case 'trade':
      return [{ type: 'skipTrade' }, ...tradeOffers(state, seat)];
    case 'trade-answer': {
      const ask = state.tradeOffer?.ask ?? 1;
      const gives = subsets(hand.map((c) => c.id), ask).filter((g) => g.length === ask);
      return [{ type: 'declineTrade' }, ...gives.map((give): MCommand => ({ type: 'acceptTrade', give }))];
    }
    case 'play': {
      const draws = state.playsMade === 0 ? drawSources(state).map((source): MCommand => ({ type: 'drawInstead', source })) : [];
      return [...playActions(state, seat, hand), { type: 'endPlay' }, ...draws];
    }
    case 'swap':
      return [{ type: 'swap' }, { type: 'skipSwap' }];
    case 'attack':
      return state.players.flatMap((_, s): MCommand[] => (s !== seat && isLive(state, s) ? [{ type: 'attack', defender: s }] : []));
    default:
      return [];
  }
}

export function legalActions(state: MState, seat: Seat): MCommand[] {
  if ((state.phase !== 'opening' && state.phase !== 'turns') || !isLive(state, seat)) return [];
  const prompted = waitedSeat(state) === seat ? promptedActions(state, seat) : [];
  const anyTime = inPlayWindow(state, seat)
    ? []
    : playActions(
        state,
        seat,
        state.players[seat].hand.filter((c) => cardDef(c.card).atAnyTime),
      );
  return [...prompted, ...anyTime, { type: 'concede' }];
}
