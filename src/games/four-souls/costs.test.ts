/**
 * Costs beyond "tap" and coins (R-CARD-2, costs.ts): health, loot cards, other items, souls and
 * counters, alone or combined; paid in full when the ability goes on the stack, or rejected.
 */
import { describe, expect, it } from 'vitest';
import { fourSouls } from './index';
import { act, attempt, coins, eventsOf, given, item, resolveAll, stackKinds, turnOf, type Table } from './testing/kit';

const activate = (t: Table, seat: number, card: string, pay: string[] = [], ability = 0) =>
  attempt(t, seat, { type: 'activate', source: item(t, seat, card), ability, targets: [], mode: null, ...(pay.length > 0 ? { pay } : {}) });
const ok = (r: ReturnType<typeof activate>): Table => {
  if ('code' in r) throw new Error(`rejected: ${r.code} ${r.message}`);
  return r;
};

describe('R-CARD-2 costs', () => {
  it('R-CARD-2 paying health: Blood Bag costs 1 health; it is not damage, so "when you take damage" does not trigger', () => {
    let t = turnOf(given({ items: [['blood-bag', 'cursed-eye'], []], coins: [0, 0] }), 0);
    const hand = t.state.players[0]!.hand.length;
    t = ok(activate(t, 0, 'blood-bag'));
    expect(eventsOf(t.last, 'health-paid')).toEqual([{ type: 'health-paid', seat: 0, amount: 1 }]);
    expect(eventsOf(t.last, 'damaged')).toEqual([]);
    t = resolveAll(t);
    expect(coins(t, 0)).toBe(2);
    expect(t.state.players[0]!.damage).toBe(1);
    expect(t.state.players[0]!.hand.length).toBe(hand); // Cursed Eye never triggered
  });

  it('R-CARD-2 paying health: a player pays only health they have left; paying the last of it kills (NOT_ENOUGH_HEALTH after)', () => {
    let t = turnOf(given({ characters: ['the-forgotten', 'isaac'], coins: [20, 0] }), 0);
    const forgotten = t.state.players[0]!.character.id;
    const use = (x: Table) => attempt(x, 0, { type: 'activate', source: forgotten, ability: 0, targets: [], mode: null });
    for (let i = 0; i < 3; i += 1) t = resolveAll(ok(use(t))); // 3 health: the third payment kills
    for (let d = t.state.decision; d?.kind === 'choose'; d = t.state.decision) t = resolveAll(act(t, 0, { type: 'choose', option: d.options[0]! })); // the death penalty's discard
    expect(t.state.players[0]!.diedThisTurn).toBe(true);
    expect(use(t)).toMatchObject({ code: 'NOT_ENOUGH_HEALTH', rule: 'R-CARD-2' });
  });

  it('R-CARD-2 paying loot: Trade-In discards the 2 named loot cards and gains a treasure', () => {
    let t = turnOf(given({ items: [['trade-in'], []], hands: [['a-penny', 'bomb', 'two-cents'], []] }), 0);
    const [a, b] = t.state.players[0]!.hand.filter((c) => c.card !== 'bomb').map((c) => c.id);
    t = ok(activate(t, 0, 'trade-in', [a!, b!]));
    expect(t.state.discards.loot.map((c) => c.card).sort()).toEqual(['a-penny', 'two-cents']);
    t = resolveAll(t);
    expect(t.state.players[0]!.items).toHaveLength(3);
  });

  it('R-CARD-2 a payment that names the wrong number or kind of cards is rejected (BAD_PAYMENT) and changes nothing', () => {
    const t = turnOf(given({ items: [['trade-in'], []], hands: [['a-penny', 'bomb'], []] }), 0);
    const one = t.state.players[0]!.hand[0]!.id;
    expect(activate(t, 0, 'trade-in', [one])).toMatchObject({ code: 'BAD_PAYMENT' });
    expect(activate(t, 0, 'trade-in', [one, one])).toMatchObject({ code: 'BAD_PAYMENT' });
    expect(activate(t, 0, 'trade-in', [one, item(t, 1, 'yum-heart')])).toMatchObject({ code: 'BAD_PAYMENT' });
  });

  it('R-CARD-2 / R-CARD-3 paying items: Scrap Heap destroys another non-eternal item; an eternal one cannot pay', () => {
    let t = turnOf(given({ items: [['scrap-heap', 'sharp-knife'], []], coins: [0, 0] }), 0);
    expect(activate(t, 0, 'scrap-heap', [item(t, 0, 'the-d6')])).toMatchObject({ code: 'BAD_PAYMENT' });
    expect(activate(t, 0, 'scrap-heap', [item(t, 0, 'scrap-heap')])).toMatchObject({ code: 'BAD_PAYMENT' });
    t = resolveAll(ok(activate(t, 0, 'scrap-heap', [item(t, 0, 'sharp-knife')])));
    expect(t.state.players[0]!.items.map((c) => c.card)).toEqual(['the-d6', 'scrap-heap']);
    expect(coins(t, 0)).toBe(6);
  });

  it("R-CARD-2 paying souls: Devil's Deal gives up a soul for 3 treasures", () => {
    let t = turnOf(given({ items: [['devils-deal'], []], souls: [['monstro'], []] }), 0);
    expect(fourSouls.legalActions(t.state, 0).filter((c) => c.type === 'activate' && c.source === item(t, 0, 'devils-deal'))).toHaveLength(1);
    t = resolveAll(ok(activate(t, 0, 'devils-deal', [t.state.players[0]!.souls[0]!.id])));
    expect(t.state.players[0]!.souls).toEqual([]);
    expect(t.state.discards.monster.map((c) => c.card)).toContain('monstro');
    expect(t.state.players[0]!.items).toHaveLength(5);
  });

  it('R-CARD-2 combined costs: Coin Press needs to be charged AND 2¢; both are paid', () => {
    let t = turnOf(given({ items: [['coin-press'], []], coins: [1, 0] }), 0);
    expect(activate(t, 0, 'coin-press')).toMatchObject({ code: 'NOT_ENOUGH_COINS' });
    t = turnOf(given({ items: [['coin-press'], []], coins: [2, 0] }), 0);
    t = ok(activate(t, 0, 'coin-press'));
    expect(coins(t, 0)).toBe(0);
    expect(t.state.players[0]!.items.find((o) => o.card === 'coin-press')!.tapped).toBe(true);
    expect(stackKinds(t)).toEqual(['ability']);
    expect(activate(resolveAll(t), 0, 'coin-press')).toMatchObject({ code: 'ITEM_DEACTIVATED' });
  });

  it("R-CARD-1 / R-CARD-2 a character's own paid ability with a combined cost: The Forgotten pays 2¢ and 1 health to loot 1", () => {
    let t = turnOf(given({ characters: ['the-forgotten', 'isaac'], coins: [2, 0] }), 0);
    const p = t.state.players[0]!;
    const r = ok(attempt(t, 0, { type: 'activate', source: p.character.id, ability: 0, targets: [], mode: null }));
    t = resolveAll(r);
    expect(coins(t, 0)).toBe(0);
    expect(t.state.players[0]!.damage).toBe(1);
    expect(t.state.players[0]!.hand.length).toBe(p.hand.length + 1);
  });

  it('R-MATCH-1 legal actions offer each payment a cost can take, and decide accepts every one of them', () => {
    const t = turnOf(given({ items: [['trade-in'], []], hands: [['a-penny', 'bomb', 'two-cents'], []] }), 0);
    const pays = fourSouls.legalActions(t.state, 0).filter((c) => c.type === 'activate' && c.source === item(t, 0, 'trade-in'));
    expect(pays.length).toBe(6); // 4 cards in hand (3 + the turn's loot), 2 at a time: capped at 6 candidates
    for (const c of pays) expect('code' in attempt(t, 0, c)).toBe(false);
  });
});
