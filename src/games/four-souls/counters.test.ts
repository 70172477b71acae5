/**
 * Counters on objects (counters.ts): put on and removed by effects and paid as costs; a card that
 * changes zone is a new object without them (R-ZONE-1), a card covered in a slot loses them
 * (R-ZONE-6, the zones page: "Covered in a Slot").
 */
import { describe, expect, it } from 'vitest';
import { fourSouls } from './index';
import { act, attempt, coins, given, item, monster, objT, play, resolveAll, resolveTop, turnOf, use, type Table } from './testing/kit';

const countersOf = (t: Table, seat: number, card: string) => t.state.players[seat]!.items.find((o) => o.card === card)?.counters ?? 0;

describe('counters on objects', () => {
  it('counters: an effect puts counters on an item, and a cost removes them (Tally Stone)', () => {
    // Given Tally Stone in play, when it is used twice (recharged by Battery in between)
    let t = turnOf(given({ items: [['tally-stone'], []], hands: [['battery'], []], coins: [0, 0] }), 0);
    t = resolveAll(use(t, 0, 'tally-stone'));
    t = resolveAll(play(t, 0, 'battery', [objT(item(t, 0, 'tally-stone'))]));
    t = resolveAll(use(t, 0, 'tally-stone'));
    // then it holds 2 counters, and removing them pays for its second ability
    expect(countersOf(t, 0, 'tally-stone')).toBe(2);
    t = resolveAll(use(t, 0, 'tally-stone', [], { ability: 1 }));
    expect(countersOf(t, 0, 'tally-stone')).toBe(0);
    expect(coins(t, 0)).toBe(3);
  });

  it('counters: a cost of counters the object does not hold is rejected (NOT_ENOUGH_COUNTERS, R-CARD-2)', () => {
    const t = turnOf(given({ items: [['piggy-bank'], []] }), 0);
    const r = attempt(t, 0, { type: 'activate', source: item(t, 0, 'piggy-bank'), ability: 0, targets: [], mode: null });
    expect(r).toMatchObject({ code: 'NOT_ENOUGH_COUNTERS', rule: 'R-CARD-2' });
  });

  it("counters: Piggy Bank gains a counter at the end of each of its owner's turns", () => {
    let t = turnOf(given({ items: [['piggy-bank'], []] }), 0);
    t = resolveAll(act(t, 0, { type: 'end-turn' }));
    expect(countersOf(t, 0, 'piggy-bank')).toBe(1);
  });

  it('R-ZONE-1 counters: a card that changes zone is a new object without counters (Chalk Marks, then Sabotage)', () => {
    // Given P2's Piggy Bank with 2 counters
    let t = turnOf(given({ items: [[], ['piggy-bank']], hands: [['chalk-marks', 'sabotage'], []] }), 0);
    t = resolveAll(play(t, 0, 'chalk-marks', [objT(item(t, 1, 'piggy-bank'))]));
    expect(countersOf(t, 1, 'piggy-bank')).toBe(2);
    // when it is destroyed, then the card in the discard holds none
    t = resolveAll(play(t, 0, 'sabotage', [objT(item(t, 1, 'piggy-bank'))], { viaCharacter: true }));
    const discarded = t.state.discards.treasure.find((c) => c.card === 'piggy-bank')!;
    expect(discarded.counters).toBeUndefined();
  });

  it('R-ZONE-6 counters: a card covered in a slot loses its counters (attacking the deck covers the monster)', () => {
    // Given the only monster slot's Leaper with 2 counters on it
    let t = turnOf(given({ monsters: ['leaper'], decks: { monster: ['gaper', 'dip'] } }), 0);
    const leaper = monster(t, 'leaper');
    t = { ...t, state: fourSouls.evolve(t.state, { type: 'counters-changed', id: leaper, delta: 2 }) };
    expect(t.state.slots.monster[0]!.at(-1)!.counters).toBe(2);
    // when the active player attacks the monster deck and the Gaper revealed covers it
    t = resolveTop(act(t, 0, { type: 'declare-attack', monster: 'deck' }));
    // then the covered Leaper is not in play and has no counters
    const slot = t.state.slots.monster[0]!;
    expect(slot.map((c) => c.card)).toEqual(['leaper', 'gaper']);
    expect(slot[0]!.counters).toBeUndefined();
  });

  it('counters: Eraser removes counters, never below zero', () => {
    let t = turnOf(given({ items: [['tally-stone'], []], hands: [['eraser'], []] }), 0);
    t = resolveAll(use(t, 0, 'tally-stone'));
    t = resolveAll(play(t, 0, 'eraser', [objT(item(t, 0, 'tally-stone'))]));
    expect(countersOf(t, 0, 'tally-stone')).toBe(0);
  });
});
