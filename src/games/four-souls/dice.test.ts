/** Dice rolls (R-DICE-1..4). */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../engine';
import { fourSouls } from './index';
import { coins, eventsOf, given, objT, play, resolveAll, resolveTop, top, turnOf, use } from './testing/kit';

function rollFromRedPill(value: number) {
  let t = given({ characters: ['judas', 'isaac'], hands: [['red-pill', 'nudge', 'flip-card', 'loaded-die', 'dice-shard'], []], coins: [0, 0] });
  t = turnOf(t, 0);
  t = play(t, 0, 'red-pill');
  t.rng.dice(value);
  t = resolveTop(t);
  return t;
}

describe('R-DICE dice rolls', () => {
  it('R-DICE-1 a roll is a stack object whose value is known when it goes on the stack', () => {
    const t = rollFromRedPill(3);
    expect(top(t)).toMatchObject({ kind: 'roll', value: 3 });
    const pushed = eventsOf(t.last, 'stack-pushed').at(-1)!;
    expect(pushed.item).toMatchObject({ kind: 'roll', value: 3 });
  });

  it('R-DICE-2 add: +1 to the roll, clamped to 6', () => {
    let t = rollFromRedPill(6);
    const roll = top(t).id;
    t = play(t, 0, 'nudge', [objT(roll)], { viaCharacter: true });
    t = resolveTop(t);
    expect(top(t)).toMatchObject({ id: roll, value: 6 });
  });

  it('R-DICE-2 subtract (Book of Belial) clamps at 1; flip gives 7 minus the value', () => {
    let t = rollFromRedPill(1);
    const roll = top(t).id;
    t = use(t, 0, 'book-of-belial', [objT(roll)], { mode: 1 });
    t = resolveTop(t);
    expect(top(t)).toMatchObject({ id: roll, value: 1 });
    t = play(t, 0, 'flip-card', [objT(roll)], { viaCharacter: true });
    t = resolveTop(t);
    expect(top(t)).toMatchObject({ id: roll, value: 6 });
  });

  it('R-DICE-2 reroll rolls the SAME roll again; the value when it resolves is the result', () => {
    let t = rollFromRedPill(5); // 5-6: take 1 damage
    const roll = top(t).id;
    t = play(t, 0, 'dice-shard', [objT(roll)], { viaCharacter: true });
    t.rng.dice(1);
    t = resolveTop(t);
    expect(top(t)).toMatchObject({ id: roll, value: 1 });
    expect(eventsOf(t.last, 'roll-changed')).toEqual([{ type: 'roll-changed', id: roll, value: 1, how: 'reroll' }]);
    t = resolveAll(t);
    expect(coins(t, 0)).toBe(2); // 1-2: gain 2¢
    expect(t.state.players[0]!.damage).toBe(0);
  });

  it('R-DICE-2 set (Loaded Die) sets the value', () => {
    let t = rollFromRedPill(2);
    const roll = top(t).id;
    t = play(t, 0, 'loaded-die', [objT(roll)], { viaCharacter: true });
    t = resolveTop(t);
    expect(top(t)).toMatchObject({ value: 6 });
  });

  it('R-DICE-4 every outcome is in the events: replaying them with evolve needs no generator', () => {
    let t = rollFromRedPill(4);
    t = resolveAll(t);
    const replayed = t.log.reduce((s, e) => fourSouls.evolve(s, e), fourSouls.initialState());
    expect(canonicalJson(replayed)).toBe(canonicalJson(t.state));
  });

  it('R-DICE-3 FAQ: "Roll: gain X¢": the reward rolls, and the gain happens when that roll resolves', () => {
    let t = given({ hands: [['bomb', 'big-bomb'], []], monsters: ['clotty'], coins: [0, 0] });
    t = turnOf(t, 0);
    const clotty = t.state.slots.monster[0]!.at(-1)!.id;
    t = play(t, 0, 'big-bomb', [objT(clotty)]);
    t = resolveTop(t); // 2 damage: Clotty (2 HP) dies
    expect(top(t).kind).toBe('monster-death');
    t = resolveTop(t);
    expect(t.state.stack.map((i) => i.kind)).toEqual(['dead-monster', 'rewards']);
    t.rng.dice(5);
    t = resolveTop(t); // the rewards resolve: a roll goes on the stack
    expect(top(t)).toMatchObject({ kind: 'roll', value: 5 });
    expect(coins(t, 0)).toBe(0);
    t = resolveTop(t);
    expect(coins(t, 0)).toBe(5);
  });
});
