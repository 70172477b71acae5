import { reject, type Rejection, type Seat } from '../../../engine';
import { TRADE_MAX_CARDS, type MCommand } from '../commands';
import { isLive } from '../state';
import { emit, freshOne, type Builder } from './builder';

/*
 * M-TURN-2: one offer per turn (RULING), from the player whose turn it is to one opponent. The
 * offer names 1–2 of the offerer's cards and asks for 1–2 cards; the partner accepts by choosing
 * which of their cards to give, or declines. Either way the turn goes on to the play step.
 */

type Offer = Extract<MCommand, { type: 'offerTrade' }>;
type Accept = Extract<MCommand, { type: 'acceptTrade' }>;

function handRejection(hand: readonly { id: string }[], ids: readonly string[], count: number | null): Rejection | null {
  if (new Set(ids).size !== ids.length) return reject('TRADE_BAD_CARDS', 'M-TURN-2', 'a card is named twice');
  if (ids.length < 1 || ids.length > TRADE_MAX_CARDS) return reject('TRADE_BAD_CARDS', 'M-TURN-2', `offer 1 to ${TRADE_MAX_CARDS} cards`);
  if (count !== null && ids.length !== count) return reject('TRADE_BAD_CARDS', 'M-TURN-2', `give exactly ${count} card(s)`);
  if (!ids.every((id) => hand.some((c) => c.id === id))) return reject('CARD_NOT_IN_HAND', 'M-TURN-2', 'a named card is not in your hand');
  return null;
}

export function offerTrade(b: Builder, seat: Seat, cmd: Offer): Rejection | null {
  if (cmd.to === seat || !isLive(b.state, cmd.to)) return reject('TRADE_BAD_PARTNER', 'M-TURN-2', 'trade with an opponent still in the game');
  const hand = b.state.players[seat].hand;
  const problem = handRejection(hand, cmd.give, null);
  if (problem) return problem;
  const partnerHand = b.state.players[cmd.to].hand.length;
  if (!Number.isInteger(cmd.ask) || cmd.ask < 1 || cmd.ask > TRADE_MAX_CARDS || cmd.ask > partnerHand) {
    return reject('TRADE_BAD_ASK', 'M-TURN-2', `ask for 1 to ${Math.min(TRADE_MAX_CARDS, partnerHand)} cards`);
  }
  const give = cmd.give.map((id) => hand.find((c) => c.id === id)!);
  emit(b, { type: 'tradeOffered', from: seat, to: cmd.to, give, ask: cmd.ask });
  emit(b, { type: 'stepEntered', step: 'trade-answer' });
  return null;
}

export function acceptTrade(b: Builder, seat: Seat, cmd: Accept): Rejection | null {
  const offer = b.state.tradeOffer;
  if (!offer || offer.to !== seat) return reject('NO_TRADE_OFFER', 'M-TURN-2', 'there is no offer to you');
  const hand = b.state.players[seat].hand;
  const problem = handRejection(hand, cmd.give, offer.ask);
  if (problem) return problem;
  emit(b, {
    type: 'tradeAccepted',
    from: offer.from,
    to: offer.to,
    fromCards: offer.give.map((c) => ({ oldId: c.id, card: freshOne(b, c.card) })),
    toCards: cmd.give.map((id) => {
      const c = hand.find((h) => h.id === id)!;
      return { oldId: c.id, card: freshOne(b, c.card) };
    }),
  });
  emit(b, { type: 'stepEntered', step: 'play' });
  return null;
}

export function declineTrade(b: Builder, seat: Seat): Rejection | null {
  const offer = b.state.tradeOffer;
  if (!offer || offer.to !== seat) return reject('NO_TRADE_OFFER', 'M-TURN-2', 'there is no offer to you');
  emit(b, { type: 'tradeDeclined', from: offer.from, to: offer.to });
  emit(b, { type: 'stepEntered', step: 'play' });
  return null;
}

export function skipTrade(b: Builder, seat: Seat): null {
  emit(b, { type: 'tradeSkipped', seat });
  emit(b, { type: 'stepEntered', step: 'play' });
  return null;
}
