/**
 * Paying for abilities (R-CARD-2): a cost is data (cards/model.ts `Cost`) whose parts combine:
 * deactivating the source, coins, health, loot cards discarded, other items destroyed, souls
 * given up and counters removed from the source. A cost is paid in full when the ability goes
 * on the stack, or the activation is rejected (nothing changes). The player names the cards they
 * pay with (`pay`: loot cards in hand, non-eternal items other than the source, soul cards).
 * Paying health is not damage: nothing prevents it and no damage trigger sees it; a player can
 * pay only health they have left (paying the last of it kills them, R-PDEATH-1).
 */
import { reject, type ObjectId, type Rejection, type Seat } from '../../engine';
import { cardDef, itemDef, type Cost } from './cards';
import { addCounters } from './counters';
import { deckOf } from './decks';
import { discardFromHand } from './effects/player-ops';
import { destroyItem } from './effects/finish';
import { healthLeft } from './stats';
import type { CardObj, FsState } from './types';
import { emit, freshId, type Work } from './work';

const bad = (code: string, message: string) => reject(code, 'R-CARD-2', message);

/** The cards of each kind the payment names, split by where they are. */
function split(s: FsState, seat: Seat, source: CardObj, pay: readonly ObjectId[]) {
  const p = s.players[seat]!;
  const loot = pay.filter((id) => p.hand.some((c) => c.id === id));
  const items = pay.filter((id) => id !== source.id && p.items.some((o) => o.id === id && !isEternal(o)));
  const souls = pay.filter((id) => p.souls.some((c) => c.id === id));
  return { loot, items, souls };
}

function isEternal(o: CardObj): boolean {
  return !!itemDef(o.card)?.eternal;
}

export function checkCost(s: FsState, seat: Seat, source: CardObj, cost: Cost, pay: readonly ObjectId[]): Rejection | null {
  const p = s.players[seat]!;
  if (cost.tap && source.tapped) return reject('ITEM_DEACTIVATED', 'R-CARD-2', 'a tap ability needs a charged item');
  if ((cost.coins ?? 0) > p.coins) return reject('NOT_ENOUGH_COINS', 'R-CARD-2', `costs ${cost.coins}¢`);
  if ((cost.health ?? 0) > 0 && healthLeft(s, seat) < cost.health!) return bad('NOT_ENOUGH_HEALTH', `costs ${cost.health} health`);
  if ((cost.counters ?? 0) > (source.counters ?? 0)) return bad('NOT_ENOUGH_COUNTERS', `needs ${cost.counters} counters on it`);
  if (new Set(pay).size !== pay.length) return bad('BAD_PAYMENT', 'name each card once');
  const parts = split(s, seat, source, pay);
  if (parts.loot.length + parts.items.length + parts.souls.length !== pay.length)
    return bad('BAD_PAYMENT', 'pay with your own loot cards, non-eternal items and souls');
  if (parts.loot.length !== (cost.loot ?? 0)) return bad('BAD_PAYMENT', `discard exactly ${cost.loot ?? 0} loot card(s)`);
  if (parts.items.length !== (cost.items ?? 0)) return bad('BAD_PAYMENT', `destroy exactly ${cost.items ?? 0} other item(s)`);
  if (parts.souls.length !== (cost.souls ?? 0)) return bad('BAD_PAYMENT', `give up exactly ${cost.souls ?? 0} soul(s)`);
  return null;
}

/** Pays a cost `checkCost` accepted. */
export function payCost(w: Work, seat: Seat, source: CardObj, cost: Cost, pay: readonly ObjectId[]): void {
  const parts = split(w.state, seat, source, pay);
  if (cost.tap) emit(w, { type: 'tapped', id: source.id, tapped: true });
  if (cost.coins) emit(w, { type: 'coins-changed', seat, delta: -cost.coins });
  if (cost.health) emit(w, { type: 'health-paid', seat, amount: cost.health });
  if (cost.counters) addCounters(w, source.id, -cost.counters);
  for (const id of parts.loot) discardFromHand(w, seat, id);
  for (const id of parts.items) destroyItem(w, id);
  for (const id of parts.souls) {
    const c = w.state.players[seat]!.souls.find((x) => x.id === id)!;
    emit(w, {
      type: 'moved',
      from: { z: 'souls', seat },
      to: { z: 'discard', deck: deckOf(cardDef(c.card).kind) },
      fromId: id,
      obj: { id: freshId(w), card: c.card },
    });
  }
}

function choose<T>(xs: readonly T[], k: number, cap: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  const rec = (start: number, acc: T[]) => {
    if (out.length >= cap) return;
    if (acc.length === k) {
      out.push(acc);
      return;
    }
    for (let i = start; i < xs.length; i += 1) rec(i + 1, [...acc, xs[i]!]);
  };
  rec(0, []);
  return out;
}

/** Candidate payments for legal actions: combinations of the cards a cost asks for (capped). */
export function paymentOptions(s: FsState, seat: Seat, source: CardObj, cost: Cost, cap = 6): ObjectId[][] {
  const p = s.players[seat]!;
  const loot = choose(
    p.hand.map((c) => c.id),
    cost.loot ?? 0,
    cap,
  );
  const items = choose(
    p.items.filter((o) => o.id !== source.id && !isEternal(o)).map((o) => o.id),
    cost.items ?? 0,
    cap,
  );
  const souls = choose(
    p.souls.map((c) => c.id),
    cost.souls ?? 0,
    cap,
  );
  const out: ObjectId[][] = [];
  for (const l of loot) for (const i of items) for (const so of souls) if (out.length < cap) out.push([...l, ...i, ...so]);
  return out;
}
