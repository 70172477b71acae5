/**
 * The trigger events of the card model (R-STACK-9, R-STACK-10): when you kill a monster, buy an
 * item, miss an attack, are targeted, when a slot is refilled; monsters' own triggers; and
 * characters' own triggered abilities (R-CARD-1).
 */
import { describe, expect, it } from 'vitest';
import { act, coins, eventsOf, given, monster, objT, play, resolveAll, resolveTop, seatT, turnOf, type Table } from './testing/kit';
import type { CardId } from './types';

const hand = (t: Table, seat = 0) => t.state.players[seat]!.hand.length;

/** P1 kills a 3¢ Leaper with Reaper's Note and everything resolves. */
function killLeaper(extra: Parameters<typeof given>[0]) {
  let t = turnOf(given({ hands: [['reapers-note'], []], monsters: ['leaper', 'gaper'], coins: [0, 0], decks: { monster: ['dip', 'fly'] }, ...extra }), 0);
  t = resolveAll(play(t, 0, 'reapers-note', [objT(monster(t, 'leaper'))]));
  return t;
}

/** P1 attacks a Leaper (dice 4) and rolls a 1: a miss. */
function missLeaper(extra: Parameters<typeof given>[0], monsterCard: CardId = 'leaper') {
  let t = turnOf(given({ monsters: [monsterCard], coins: [3, 0], ...extra }), 0);
  t = act(t, 0, { type: 'declare-attack', monster: monster(t, monsterCard) });
  t.rng.dice(1);
  return resolveTop(resolveTop(t)); // the declaration, then the missing roll
}

describe('trigger events of the card model', () => {
  it('R-MDEATH-4 trigger "when you kill a monster": Trophy Rack gains 1¢ on top of the rewards', () => {
    expect(coins(killLeaper({ items: [['trophy-rack'], []] }), 0)).toBe(4);
  });

  it("R-CARD-1 Judas's own ability: each time he kills a monster he gains 1¢", () => {
    expect(coins(killLeaper({ characters: ['judas', 'isaac'] }), 0)).toBe(4);
  });

  it('R-BUY-2 trigger "when you buy an item": Receipt loots 1', () => {
    let t = turnOf(given({ items: [['receipt'], []], coins: [10, 0] }), 0);
    const before = hand(t);
    t = resolveAll(act(t, 0, { type: 'declare-purchase', item: 'deck' }));
    expect(hand(t)).toBe(before + 1);
  });

  it("R-CARD-1 Maggy's own ability: each time she buys an item she loots 1", () => {
    let t = turnOf(given({ characters: ['maggy', 'isaac'], coins: [10, 0] }), 0);
    const before = hand(t);
    t = resolveAll(act(t, 0, { type: 'declare-purchase', item: 'deck' }));
    expect(hand(t)).toBe(before + 1);
  });

  it('R-ATTACK-3 trigger "when you miss an attack": Consolation Prize gains 1¢, and goes on the stack above the combat damage', () => {
    const t = missLeaper({ items: [['consolation-prize'], []] });
    expect(t.state.stack.map((i) => i.kind)).toEqual(['damage', 'trigger']);
    expect(coins(resolveTop(t), 0)).toBe(4);
  });

  it("R-CARD-1 Blue Baby's own ability: each time he misses an attack he loots 1", () => {
    let t = missLeaper({ characters: ['blue-baby', 'isaac'] });
    const before = hand(t);
    t = resolveTop(t);
    expect(hand(t)).toBe(before + 1);
  });

  it("R-STACK-9 a monster's own trigger on a miss against it (Thief Fly): the active player loses 1¢", () => {
    const t = missLeaper({}, 'thief-fly');
    expect(t.state.pending).toEqual([]);
    expect(coins(resolveTop(t), 0)).toBe(2);
  });

  it('R-STACK-9 Widow: a miss against it deals 1 more damage to the active player', () => {
    // The trigger, then the combat damage (the next attack roll is not resolved).
    const t = resolveTop(resolveTop(missLeaper({ characters: ['maggy', 'isaac'] }, 'widow')));
    expect(t.state.players[0]!.damage).toBe(2);
  });

  it('R-STACK-3 trigger "when another player targets you": Thorn Collar gains 1¢; targeting yourself does not count', () => {
    let t = turnOf(given({ characters: ['maggy', 'isaac'], items: [[], ['thorn-collar']], hands: [['bomb', 'a-heart'], []], coins: [0, 0] }), 0);
    t = resolveAll(play(t, 0, 'bomb', [seatT(1)]));
    expect(coins(t, 1)).toBe(1);
    t = turnOf(given({ characters: ['maggy', 'isaac'], items: [['thorn-collar'], []], hands: [['a-heart'], []], coins: [0, 0] }), 0);
    t = resolveAll(play(t, 0, 'a-heart', [seatT(0)]));
    expect(coins(t, 0)).toBe(0);
  });

  it("R-CARD-1 Eve's own ability: each time another player targets her she loots 1", () => {
    let t = turnOf(given({ characters: ['isaac', 'eve'], hands: [['bomb'], []] }), 0);
    const before = hand(t, 1);
    t = resolveAll(play(t, 0, 'bomb', [seatT(1)]));
    expect(hand(t, 1)).toBe(before + 1);
  });

  it('R-REFILL-3 trigger "when a shop slot is refilled": Restock Bell gains 1¢ after a bought shop slot refills', () => {
    let t = turnOf(given({ items: [['restock-bell'], []], coins: [10, 0], shop: ['breakfast', 'sharp-knife'] }), 0);
    t = resolveAll(act(t, 0, { type: 'declare-purchase', item: t.state.slots.shop[0]!.at(-1)!.id }));
    expect(eventsOf(t.log, 'stack-pushed').some((e) => e.item.kind === 'refill')).toBe(true);
    expect(coins(t, 0)).toBe(1);
  });

  it('R-REFILL-2 trigger "when a monster slot is refilled": Hunter\'s Log gets a counter', () => {
    const t = killLeaper({ items: [['hunters-log'], []] });
    expect(t.state.players[0]!.items.find((o) => o.card === 'hunters-log')!.counters).toBe(1);
  });

  it("R-MDEATH-5 Lust: one trigger damages the attacker and the monster at the same time; the monster's death resolves first", () => {
    let t = turnOf(given({ characters: ['isaac', 'maggy'], monsters: ['lust'], hands: [['big-bomb', 'bomb'], []] }), 0);
    t = resolveAll(play(t, 0, 'big-bomb', [objT(monster(t, 'lust'))])); // Lust 3 HP: 1 left
    t = resolveAll(play(t, 0, 'bomb', [seatT(0)], { viaCharacter: true })); // Isaac 2 HP: 1 left
    t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'lust') });
    t.rng.dice(2);
    t = resolveTop(resolveTop(t)); // a roll of 2: a miss against dice 4, and Lust's trigger
    t = resolveTop(t); // the trigger: 1 damage to Isaac and to Lust, at the same time
    const kinds = t.state.stack.map((i) => i.kind);
    expect(kinds.slice(-2)).toEqual(['player-death', 'monster-death']);
  });
});
