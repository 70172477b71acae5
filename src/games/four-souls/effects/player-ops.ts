/**
 * Op handlers about players: coins, loot, discards and steals (R-STACK-14), items gained or
 * destroyed, allowances, buffs, curses, the death penalty's deactivation (R-PDEATH-3).
 */
import type { Seat } from '../../../engine';
import { cardDef, itemDef } from '../cards';
import { deckOf, loot, takeTop } from '../decks';
import { emit, freshId, happen, type Work } from '../work';
import { inGame, isSeatTarget, itemOwner } from '../zones';
import { amount, legalTarget, perSeat, whoSeats, type Handler } from './context';
import { addShield } from '../prevention';
import { destroyItem } from './finish';

export const coinsOp: Handler<'coins'> = (w, r, op) => {
  const s = w.state;
  for (const seat of whoSeats(s, r, op.who)) {
    const n = amount(op.n, r);
    const delta = n < 0 ? -Math.min(-n, w.state.players[seat]!.coins) : n;
    if (delta !== 0) emit(w, { type: 'coins-changed', seat, delta });
  }
  return null;
};

export const stealCoinsOp: Handler<'steal-coins'> = (w, r, op) => {
  const s = w.state;
  const from = legalTarget(s, r, 0);
  if (!from || !isSeatTarget(from)) return null;
  const n = Math.min(op.n, s.players[from.seat]!.coins);
  if (n > 0) {
    emit(w, { type: 'coins-changed', seat: from.seat, delta: -n });
    emit(w, { type: 'coins-changed', seat: r.item.controller, delta: n });
  }
  return null;
};

export const lootOp: Handler<'loot'> = (w, r, op) => {
  const s = w.state;
  for (const seat of whoSeats(s, r, op.who)) loot(w, seat, amount(op.n, r));
  return null;
};

export const discardOp: Handler<'discard'> = (w, r, op, rest) => {
  const s = w.state;
  const seats = whoSeats(s, r, op.who);
  const split = perSeat(seats, (seat) => ({ ...op, who: seat }), rest);
  if (split) return split;
  const seat = seats[0];
  if (seat === undefined || op.n <= 0) return null;
  const hand = s.players[seat]!.hand;
  if (hand.length === 0) return null;
  if (hand.length <= op.n) {
    for (const c of hand) discardFromHand(w, seat, c.id);
    return null;
  }
  emit(w, { type: 'decision-opened', decision: { kind: 'choose', seat, what: 'discard', options: hand.map((c) => c.id), ctx: null } });
  return { resume: op.n > 1 ? [{ ...op, n: op.n - 1 }, ...rest] : rest };
};

export const stealLootOp: Handler<'steal-loot'> = (w, r, op) => {
  const s = w.state;
  const from = legalTarget(s, r, 0);
  if (!from || !isSeatTarget(from)) return null;
  for (let i = 0; i < op.n; i += 1) {
    const hand = w.state.players[from.seat]!.hand;
    if (hand.length === 0 || w.state.players[r.item.controller]!.conceded) break;
    // The other hand is hidden, so the card is taken at random (recorded in the event).
    const card = hand[w.rng.int(0, hand.length - 1)]!;
    emit(w, {
      type: 'moved',
      from: { z: 'hand', seat: from.seat },
      to: { z: 'hand', seat: r.item.controller },
      fromId: card.id,
      obj: { id: freshId(w), card: card.card },
    });
  }
  return null;
};

export const destroyItemOp: Handler<'destroy-item'> = (w, r, op, rest) => {
  const s = w.state;
  const seats = whoSeats(s, r, op.who);
  const split = perSeat(seats, (seat) => ({ ...op, who: seat }), rest);
  if (split) return split;
  const seat = seats[0];
  if (seat === undefined) return null;
  const options = s.players[seat]!.items.filter((o) => !itemDef(o.card)?.eternal).map((o) => o.id);
  if (options.length === 0) return null;
  if (options.length === 1) {
    destroyItem(w, options[0]!);
    return null;
  }
  emit(w, { type: 'decision-opened', decision: { kind: 'choose', seat, what: 'destroy-item', options, ctx: null } });
  return { resume: rest };
};

export const deactivateAllOp: Handler<'deactivate-all'> = (w, r, op) => {
  const s = w.state;
  for (const seat of whoSeats(s, r, op.who)) {
    const p = w.state.players[seat]!;
    const objs = [p.character, ...p.items.filter((o) => itemDef(o.card)?.abilities.some((a) => a.cost.tap))];
    for (const o of objs) if (!o.tapped) emit(w, { type: 'tapped', id: o.id, tapped: true });
  }
  return null;
};

export const preventOp: Handler<'prevent'> = (w, r, op) => {
  for (const seat of whoSeats(w.state, r, op.who)) addShield(w, seat, op.n);
  return null;
};

export const grantOp: Handler<'grant'> = (w, r, op) => {
  const s = w.state;
  for (const seat of whoSeats(s, r, op.who)) emit(w, { type: 'allowance-changed', seat, what: op.what, delta: op.n });
  return null;
};

export const buffOp: Handler<'buff'> = (w, r, op) => {
  const s = w.state;
  for (const seat of whoSeats(s, r, op.who)) emit(w, { type: 'buffed', buff: { seat, stat: op.stat, n: op.n } });
  return null;
};

export const gainTreasureOp: Handler<'gain-treasure'> = (w, r, op) => {
  const s = w.state;
  for (const seat of whoSeats(s, r, op.who)) {
    for (let i = 0; i < op.n; i += 1) {
      const obj = takeTop(w, 'treasure', { z: 'items', seat });
      if (obj) happen(w, { on: 'item-gained', seat, id: obj.id });
    }
  }
  return null;
};

export const curseOp: Handler<'curse'> = (w, r, _op, rest) => {
  const s = w.state;
  const seats = inGame(s);
  if (seats.length === 0 || !s.limbo.some((c) => c.id === r.item.id)) return null;
  if (seats.length === 1) {
    curse(w, r.item.id, seats[0]!);
    return null;
  }
  emit(w, { type: 'decision-opened', decision: { kind: 'choose', seat: s.turn.active, what: 'curse-player', options: seats.map(String), ctx: r.item.id } });
  return { resume: rest };
};

/**
 * R-CARD-7: a haunt goes to another player of its controller's choice (a "give", not a "gain",
 * R-CARD-6, so nothing triggers on it again). With one other player there is nothing to choose.
 */
export const passHauntOp: Handler<'pass-haunt'> = (w, r, _op, rest) => {
  const s = w.state;
  const id = 'source' in r.item ? r.item.source : null;
  const owner = id === null ? null : itemOwner(s, id);
  if (id === null || owner === null) return null;
  const others = inGame(s).filter((seat) => seat !== owner);
  if (others.length === 0) return null;
  if (others.length === 1) {
    passHaunt(w, id, others[0]!);
    return null;
  }
  emit(w, { type: 'decision-opened', decision: { kind: 'choose', seat: owner, what: 'haunt-player', options: others.map(String), ctx: id } });
  return { resume: rest };
};

export function passHaunt(w: Work, id: string, to: Seat): void {
  const from = itemOwner(w.state, id);
  const obj = from === null ? undefined : w.state.players[from]!.items.find((o) => o.id === id);
  if (from === null || !obj || from === to) return;
  emit(w, { type: 'moved', from: { z: 'items', seat: from }, to: { z: 'items', seat: to }, fromId: id, obj: { id: freshId(w), card: obj.card } });
}

export function discardFromHand(w: Work, seat: Seat, id: string): void {
  const c = w.state.players[seat]!.hand.find((x) => x.id === id);
  if (!c) return;
  emit(w, {
    type: 'moved',
    from: { z: 'hand', seat },
    to: { z: 'discard', deck: deckOf(cardDef(c.card).kind) },
    fromId: id,
    obj: { id: freshId(w), card: c.card },
  });
}

export function curse(w: Work, limboId: string, seat: Seat): void {
  const c = w.state.limbo.find((x) => x.id === limboId);
  if (!c) return;
  emit(w, { type: 'moved', from: { z: 'limbo' }, to: { z: 'curses', seat }, fromId: limboId, obj: { id: freshId(w), card: c.card } });
}
