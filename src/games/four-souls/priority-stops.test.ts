import { describe, expect, it } from 'vitest';
import type { AutoPassStop } from '../../engine';
import { fourSouls } from './index';
import { act, given, holder, inHand, monster, objT, play, seatT, top, turnOf } from './testing/kit';

const smart: AutoPassStop = { mode: 'smart' };
const pass = { type: 'pass' };

describe('priority stops (R-MATCH-3)', () => {
  it("R-MATCH-3 smart, another player's turn: passed for while nothing aims at the seat, asked when something does and it could answer", () => {
    let t = given({
      hands: [
        ['a-penny', 'bomb'],
        ['bomb', 'a-heart'],
      ],
    });
    t = turnOf(t, 0);
    t = play(t, 0, 'a-penny');
    t = act(t, 0, { type: 'pass' });
    expect(holder(t)).toBe(1);
    // P2 could bomb someone (a real choice under only-pass), but nothing aims at P2.
    expect(fourSouls.autoPassAction(t.state, 1)).toBeNull();
    expect(fourSouls.autoPassAction(t.state, 1, smart)).toEqual(pass);
    t = act(t, 1, { type: 'pass' });
    t = play(t, 0, 'bomb', [seatT(1)], { viaCharacter: true });
    t = act(t, 0, { type: 'pass' });
    expect(top(t).targets).toEqual([seatT(1)]);
    expect(fourSouls.autoPassAction(t.state, 1, smart)).toBeNull(); // A Heart could heal it
    expect(fourSouls.autoPassAction(t.state, 1, { mode: 'targeted' })).toBeNull();
    expect(fourSouls.autoPassAction(t.state, 1, { mode: 'my-turn' })).toEqual(pass);
    // With only a Bomb and a Lucky Coin (1¢), nothing P2 could do answers the Bomb aimed at it.
    const coinOnly = {
      ...t.state,
      players: t.state.players.map((p) =>
        p.seat === 1 ? { ...p, hand: p.hand.filter((c) => c.card === 'bomb'), items: p.items.map((o) => ({ ...o, card: 'lucky-coin', tapped: false })) } : p,
      ),
    };
    expect(fourSouls.legalActions(coinOnly, 1).map((c) => c.type)).toContain('activate');
    expect(fourSouls.autoPassAction(coinOnly, 1, smart)).toEqual(pass);
    expect(fourSouls.autoPassAction(coinOnly, 1, { mode: 'targeted' })).toBeNull();
  });

  it('R-MATCH-3 smart, own turn: asked while a turn action is open and when its own attack roll would miss, not about its own objects otherwise', () => {
    /** P1 (holding a Loaded Die) attacks the Gaper (evasion 3) and its attack roll comes up `value`. */
    const rollOf = (value: number) => {
      let t = given({ characters: ['cain', 'judas'], hands: [['a-penny', 'loaded-die'], []] });
      t = turnOf(t, 0);
      expect(fourSouls.autoPassAction(t.state, 0, smart)).toBeNull(); // attack, buy, end the turn
      expect(fourSouls.autoPassAction(t.state, 0, { mode: 'targeted' })).toBeNull();
      t = play(t, 0, 'a-penny');
      // Its own penny on the stack: nothing P1 holds aims at it.
      expect(fourSouls.autoPassAction(t.state, 0)).toBeNull();
      expect(fourSouls.autoPassAction(t.state, 0, smart)).toEqual(pass);
      t = act(t, 0, { type: 'pass' });
      t = act(t, 1, { type: 'pass' });
      t.rng.dice(value);
      t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'gaper') });
      while (top(t).kind !== 'roll') t = act(t, holder(t), { type: 'pass' });
      expect(holder(t)).toBe(0);
      expect(top(t)).toMatchObject({ kind: 'roll', value });
      // The Loaded Die in hand could set the roll either way.
      expect(fourSouls.legalActions(t.state, 0)).toContainEqual(
        expect.objectContaining({ type: 'play-loot', card: inHand(t, 0, 'loaded-die'), targets: [objT(top(t).id)] }),
      );
      return t;
    };
    // A hit: its own roll, nothing to fix, passed for.
    expect(fourSouls.autoPassAction(rollOf(5).state, 0, smart)).toEqual(pass);
    // A miss would cost it the monster's damage: asked.
    const miss = rollOf(1);
    expect(fourSouls.autoPassAction(miss.state, 0, smart)).toBeNull();
    expect(fourSouls.autoPassAction(miss.state, 0, { mode: 'end-of-turn', turn: miss.state.turn.number })).toEqual(pass);
    expect(fourSouls.autoPassAction(miss.state, 0, { mode: 'end-of-turn', turn: miss.state.turn.number - 1 })).toBeNull();
  });

  it('R-MATCH-3 my-turn passes every priority in the other turns and none in its own action phase', () => {
    let t = given({ hands: [['a-penny'], ['bomb']] });
    t = turnOf(t, 0);
    expect(fourSouls.autoPassAction(t.state, 0, { mode: 'my-turn' })).toBeNull();
    t = play(t, 0, 'a-penny');
    t = act(t, 0, { type: 'pass' });
    expect(fourSouls.autoPassAction(t.state, 1, { mode: 'my-turn' })).toEqual(pass);
  });

  it('R-MATCH-3 no stop answers a decision for the seat', () => {
    let t = given({ hands: [['a-penny'], []] });
    t = turnOf(t, 0);
    const decided = { ...t.state, decision: { kind: 'choose' as const, seat: 0, what: 'discard' as const, options: [inHand(t, 0, 'a-penny')], ctx: null } };
    for (const mode of ['smart', 'my-turn', 'targeted', 'end-of-turn'] as const)
      expect(fourSouls.autoPassAction(decided, 0, { mode, turn: t.state.turn.number })).toBeNull();
  });
});
