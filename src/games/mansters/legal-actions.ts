import type { Seat } from '../../engine';
import { cardDef } from './cards/catalog';
import { LISTED_TRADE_CARDS, MAX_TRADE_ATTEMPTS, type DrawSource, type MCommand } from './commands';
import { placementRejection } from './decide/play';
import { choicesOf, effectsFor, effectTargets } from './decide/targets';
import { evolve } from './evolve';
import { inPlayWindow, waitedSeat } from './queries';
import { playerAt, isLive, type CardInstance, type MState, type SlabIndex } from './state';

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
        // Targets are computed after the card entered its stack, as decide does.
        const after = evolve(state, { type: 'card-played', seat, handId: card.id, card: { id: '_', card: card.card }, to: ref, counted: false });
        for (const choice of choicesOf(def)) {
          const effects = effectsFor(def, choice);
          if ('rejected' in effects) continue;
          const targets = effectTargets(after, seat, effects);
          if (targets.length === 0) out.push({ type: 'play-card', cardId: card.id, to: ref, target: null, choice });
          for (const target of targets) out.push({ type: 'play-card', cardId: card.id, to: ref, target, choice });
        }
      }
    }
  }
  return out;
}

/** Every subset of at most `maxSize` items, the empty one included. */
function subsets<T>(items: readonly T[], maxSize: number): T[][] {
  const out: T[][] = [];
  const rec = (start: number, acc: T[]): void => {
    out.push(acc);
    if (acc.length === maxSize) return;
    items.slice(start).forEach((item, k) => rec(start + k + 1, [...acc, item]));
  };
  rec(0, []);
  return out;
}

/**
 * Terms `seat` may propose to `other`: own cards to give and a count to ask, at least one card
 * moving. Listed up to LISTED_TRADE_CARDS each way (M-TURN-2 allows any number; larger offers are
 * accepted by decide but would make this list grow with the power set of the hand).
 */
function tradeTerms(state: MState, seat: Seat, other: Seat): { give: string[]; ask: number }[] {
  const gives = subsets(
    playerAt(state, seat).hand.map((c) => c.id),
    LISTED_TRADE_CARDS,
  );
  const maxAsk = Math.min(LISTED_TRADE_CARDS, playerAt(state, other).hand.length);
  const out: { give: string[]; ask: number }[] = [];
  for (const give of gives) for (let ask = 0; ask <= maxAsk; ask += 1) if (give.length + ask > 0) out.push({ give, ask });
  return out;
}

function tradeOffers(state: MState, seat: Seat): MCommand[] {
  if (state.tradeAttempts >= MAX_TRADE_ATTEMPTS) return [];
  const out: MCommand[] = [];
  for (let to = 0; to < state.seatCount; to += 1) {
    if (to === seat || !isLive(state, to)) continue;
    for (const t of tradeTerms(state, seat, to)) out.push({ type: 'offer-trade', to, ...t });
  }
  return out;
}

function tradeAnswers(state: MState, seat: Seat): MCommand[] {
  const offer = state.tradeOffer;
  if (!offer) return [];
  const hand = playerAt(state, seat).hand.map((c) => c.id);
  const accepts = subsets(hand, offer.ask)
    .filter((g) => g.length === offer.ask)
    .map((give): MCommand => ({ type: 'accept-trade', give }));
  const counters = offer.counter ? [] : tradeTerms(state, seat, offer.from).map((t): MCommand => ({ type: 'counter-trade', ...t }));
  return [{ type: 'decline-trade' }, ...accepts, ...counters];
}

function promptedActions(state: MState, seat: Seat): MCommand[] {
  const hand = playerAt(state, seat).hand;
  if (state.phase === 'opening') return [...playActions(state, seat, hand), { type: 'end-play' }];
  switch (state.step) {
    case 'draw':
      return drawSources(state).map((source): MCommand => ({ type: 'draw', source }));
    case 'trade':
      return [{ type: 'skip-trade' }, ...tradeOffers(state, seat)];
    case 'trade-answer':
      return tradeAnswers(state, seat);
    case 'play': {
      const draws = state.playsMade === 0 ? drawSources(state).map((source): MCommand => ({ type: 'draw-instead', source })) : [];
      return [...playActions(state, seat, hand), { type: 'end-play' }, ...draws];
    }
    case 'swap':
      return [{ type: 'swap' }, { type: 'skip-swap' }];
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
        playerAt(state, seat).hand.filter((c) => cardDef(c.card).atAnyTime),
      );
  return [...prompted, ...anyTime, { type: 'concede' }];
}
