import { reject, type Rejection, type Seat } from '../../../engine';
import { MAX_TRADE_ATTEMPTS, type MCommand } from '../commands';
import { isLive, playerAt, type CardInstance } from '../state';
import { emit, freshOne, type Builder } from './builder';

/*
 * M-TURN-2, the Mansters page: "You may attempt to trade cards from your hand with any of your
 * opponents." RULING: in the trade step the player whose turn it is makes up to
 * MAX_TRADE_ATTEMPTS offers, each to any opponent still in the game: any number of their own cards
 * for a number of the partner's cards (the partner's hand is hidden, so the partner chooses which),
 * at least one card moving. The partner accepts, declines, or makes one counter-offer (their own
 * cards for a number of the offerer's), which the offerer accepts or declines. After each attempt
 * the offerer may offer again while attempts remain, or end the trade step.
 */

type Offer = Extract<MCommand, { type: 'offer-trade' }>;
type Counter = Extract<MCommand, { type: 'counter-trade' }>;
type Accept = Extract<MCommand, { type: 'accept-trade' }>;

/** The named cards from a hand, or a rejection (duplicates, cards not in hand, wrong count). */
function cardsFromHand(hand: readonly CardInstance[], ids: readonly string[], exactly: number | null): CardInstance[] | Rejection {
  if (new Set(ids).size !== ids.length) return reject('TRADE_BAD_CARDS', 'M-TURN-2', 'a card is named twice');
  if (exactly !== null && ids.length !== exactly) return reject('TRADE_BAD_CARDS', 'M-TURN-2', `give exactly ${exactly} card(s)`);
  const out: CardInstance[] = [];
  for (const id of ids) {
    const card = hand.find((c) => c.id === id);
    if (!card) return reject('CARD_NOT_IN_HAND', 'M-TURN-2', 'a named card is not in your hand');
    out.push(card);
  }
  return out;
}

/** Terms of an offer or counter-offer: own cards to give, a count to ask from the other party. */
function terms(b: Builder, proposer: Seat, other: Seat, give: readonly string[], ask: number): CardInstance[] | Rejection {
  const cards = cardsFromHand(playerAt(b.state, proposer).hand, give, null);
  if ('rejected' in cards) return cards;
  const otherHand = playerAt(b.state, other).hand.length;
  if (!Number.isInteger(ask) || ask < 0 || ask > otherHand) return reject('TRADE_BAD_ASK', 'M-TURN-2', `ask for 0 to ${otherHand} cards`);
  if (cards.length + ask === 0) return reject('TRADE_EMPTY', 'M-TURN-2', 'a trade moves at least one card');
  return cards;
}

export function offerTrade(b: Builder, seat: Seat, cmd: Offer): Rejection | null {
  if (cmd.to === seat || !isLive(b.state, cmd.to)) return reject('TRADE_BAD_PARTNER', 'M-TURN-2', 'trade with an opponent still in the game');
  if (b.state.tradeAttempts >= MAX_TRADE_ATTEMPTS) return reject('TRADE_ATTEMPTS_USED', 'M-TURN-2', `at most ${MAX_TRADE_ATTEMPTS} trade offers per turn`);
  const give = terms(b, seat, cmd.to, cmd.give, cmd.ask);
  if ('rejected' in give) return give;
  emit(b, { type: 'trade-offered', from: seat, to: cmd.to, give, ask: cmd.ask });
  emit(b, { type: 'step-entered', step: 'trade-answer' });
  return null;
}

export function counterTrade(b: Builder, seat: Seat, cmd: Counter): Rejection | null {
  const offer = b.state.tradeOffer;
  if (!offer || offer.to !== seat) return reject('NO_TRADE_OFFER', 'M-TURN-2', 'there is no offer to you');
  if (offer.counter) return reject('TRADE_NO_COUNTER', 'M-TURN-2', 'a counter-offer cannot be countered: accept or decline it');
  const give = terms(b, seat, offer.from, cmd.give, cmd.ask);
  if ('rejected' in give) return give;
  emit(b, { type: 'trade-countered', from: seat, to: offer.from, give, ask: cmd.ask });
  return null;
}

export function acceptTrade(b: Builder, seat: Seat, cmd: Accept): Rejection | null {
  const offer = b.state.tradeOffer;
  if (!offer || offer.to !== seat) return reject('NO_TRADE_OFFER', 'M-TURN-2', 'there is no offer to you');
  const given = cardsFromHand(playerAt(b.state, seat).hand, cmd.give, offer.ask);
  if ('rejected' in given) return given;
  emit(b, {
    type: 'trade-accepted',
    from: offer.from,
    to: offer.to,
    fromCards: offer.give.map((c) => ({ oldId: c.id, card: freshOne(b, c.card) })),
    toCards: given.map((c) => ({ oldId: c.id, card: freshOne(b, c.card) })),
  });
  afterTradeAttempt(b);
  return null;
}

export function declineTrade(b: Builder, seat: Seat): Rejection | null {
  const offer = b.state.tradeOffer;
  if (!offer || offer.to !== seat) return reject('NO_TRADE_OFFER', 'M-TURN-2', 'there is no offer to you');
  emit(b, { type: 'trade-declined', from: offer.from, to: offer.to });
  afterTradeAttempt(b);
  return null;
}

export function skipTrade(b: Builder, seat: Seat): null {
  emit(b, { type: 'trade-skipped', seat });
  emit(b, { type: 'step-entered', step: 'play' });
  return null;
}

/** After an attempt ends: back to the trade step while offers remain, else on to the play step. */
export function afterTradeAttempt(b: Builder): void {
  const current = b.state.current;
  if (b.state.phase !== 'turns' || current === null || !isLive(b.state, current)) return;
  emit(b, { type: 'step-entered', step: b.state.tradeAttempts < MAX_TRADE_ATTEMPTS ? 'trade' : 'play' });
}
