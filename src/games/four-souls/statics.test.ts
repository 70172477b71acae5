/**
 * Static abilities that change rules, not only stats (statics.ts): extra loot plays, attacks and
 * purchases (R-TURN-4), attack-roll modifiers (R-ATTACK-3), hand size (R-TURN-5), the shop price
 * (R-BUY-2) and "can't be targeted" (R-STACK-3); from items, characters, curses and the auras of
 * active monsters.
 */
import { describe, expect, it } from 'vitest';
import { fourSouls } from './index';
import { act, attempt, given, monster, resolveAll, resolveTop, seatT, turnOf } from './testing/kit';

describe('statics that change rules', () => {
  it('R-TURN-4 statics: Extra Pocket, War Drum and Shopping Bag give one more loot play, attack and purchase each turn', () => {
    const t = turnOf(given({ items: [['extra-pocket', 'war-drum', 'shopping-bag'], []] }), 0);
    const p = t.state.players[0]!;
    expect([p.lootPlays, p.attacks, p.purchases]).toEqual([2, 2, 2]);
    expect([t.state.players[1]!.lootPlays, t.state.players[1]!.attacks]).toEqual([0, 0]);
  });

  it('R-ATTACK-3 statics: Weighted Die adds 1 to attack rolls when they resolve: a 3 hits a dice-4 monster', () => {
    let t = turnOf(given({ items: [['weighted-die'], []], monsters: ['leaper'] }), 0);
    t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'leaper') });
    t.rng.dice(3);
    t = resolveTop(resolveTop(t));
    const dmg = t.state.stack.at(-1)!;
    expect(dmg).toMatchObject({ kind: 'damage', targets: [{ id: monster(t, 'leaper') }] });
  });

  it("R-ATTACK-3 statics: an active monster's aura (Hexling: -1 to attack rolls) applies to every player: a 4 misses a dice-4 monster", () => {
    let t = turnOf(given({ monsters: ['leaper', 'hexling'] }), 0);
    t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'leaper') });
    t.rng.dice(4);
    t = resolveTop(resolveTop(t));
    expect(t.state.stack.at(-1)).toMatchObject({ kind: 'damage', targets: [{ seat: 0 }] });
  });

  it("R-ATTACK-3 ruling: a roll that is 6 when it resolves hits whatever the statics (Hexling's -1 against a dice-6 Ghost)", () => {
    let t = turnOf(given({ monsters: ['ghost', 'hexling'] }), 0);
    t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'ghost') });
    t.rng.dice(6);
    t = resolveTop(resolveTop(t));
    expect(t.state.stack.at(-1)).toMatchObject({ kind: 'damage', targets: [{ id: monster(t, 'ghost') }] });
  });

  it('R-TURN-5 statics: Big Satchel lets its owner keep 13 loot cards at the end of the turn', () => {
    const hand = Array.from({ length: 12 }, () => 'a-penny');
    let t = turnOf(given({ items: [['big-satchel'], []], hands: [hand, []] }), 0);
    t = act(t, 0, { type: 'end-turn' });
    t = turnOf(t, 1);
    expect(t.state.players[0]!.hand).toHaveLength(13);
  });

  it('R-BUY-2 statics: Discount Card makes items cost 8¢; a Tax Collector in play makes them cost 2¢ more', () => {
    let t = turnOf(given({ items: [['discount-card'], []], coins: [8, 0], shop: ['breakfast'] }), 0);
    t = resolveAll(act(t, 0, { type: 'declare-purchase', item: 'deck' }));
    expect(t.state.players[0]!.coins).toBe(0);
    const taxed = turnOf(given({ coins: [10, 0], monsters: ['tax-collector'] }), 0);
    expect(attempt(taxed, 0, { type: 'declare-purchase', item: 'deck' })).toMatchObject({ code: 'CANNOT_AFFORD', rule: 'R-BUY-2' });
  });

  it("R-BUY-2 statics: Cain's own ability: items cost him 1¢ less", () => {
    let t = turnOf(given({ characters: ['cain', 'isaac'], coins: [9, 0] }), 0);
    t = resolveAll(act(t, 0, { type: 'declare-purchase', item: 'deck' }));
    expect(t.state.players[0]!.items).toHaveLength(2);
    expect(t.state.players[0]!.coins).toBe(0);
  });

  it('R-BUY-2 statics: Curse of Greed makes items cost the cursed player 3¢ more', () => {
    let t = turnOf(given({ monsters: ['gaper'], decks: { monster: ['curse-of-greed', 'dip'] }, coins: [12, 0] }), 0);
    t = resolveAll(act(t, 0, { type: 'declare-attack', monster: 'deck' }));
    t = resolveAll(act(t, 0, { type: 'choose', option: '0' })); // the active player curses P1
    expect(t.state.players[0]!.curses.map((c) => c.card)).toEqual(['curse-of-greed']);
    t = turnOf(act(t, 0, { type: 'end-turn' }), 0);
    expect(attempt(t, 0, { type: 'declare-purchase', item: 'deck' })).toMatchObject({ code: 'CANNOT_AFFORD' });
  });

  it("R-STACK-3 statics: Cloak of Shadows: other players' loot and abilities cannot target its owner; its owner can", () => {
    const t = turnOf(given({ items: [[], ['cloak-of-shadows']], hands: [['bomb'], ['bomb']] }), 0);
    const bomb = t.state.players[0]!.hand.find((c) => c.card === 'bomb')!.id;
    expect(attempt(t, 0, { type: 'play-loot', card: bomb, targets: [seatT(1)], mode: null, viaCharacter: false })).toMatchObject({
      code: 'BAD_TARGET',
      rule: 'R-STACK-3',
    });
    const aimed = fourSouls
      .legalActions(t.state, 0)
      .filter((c) => c.type === 'play-loot' && c.card === bomb)
      .flatMap((c) => (c.type === 'play-loot' ? c.targets : []));
    expect(aimed).not.toContainEqual(seatT(1));
    expect(aimed).toContainEqual(seatT(0));
  });

  it("R-STACK-3 statics: Lilith's own ability: other players cannot target her", () => {
    const t = turnOf(given({ characters: ['isaac', 'lilith'], hands: [['bomb'], []] }), 0);
    const bomb = t.state.players[0]!.hand.find((c) => c.card === 'bomb')!.id;
    expect(attempt(t, 0, { type: 'play-loot', card: bomb, targets: [seatT(1)], mode: null, viaCharacter: false })).toMatchObject({ code: 'BAD_TARGET' });
  });
});
