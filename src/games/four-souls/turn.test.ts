/** Turn structure (R-TURN-1..7). */
import { describe, expect, it } from 'vitest';
import { isRejection } from '../../engine';
import { checkCommand } from './decide';
import {
  act,
  attempt,
  coins,
  given,
  holder,
  inHand,
  item,
  monster,
  objT,
  pass,
  play,
  resolveAll,
  resolveTop,
  seatT,
  stackKinds,
  top,
  turnOf,
  use,
} from './testing/kit';
import type { FsState } from './types';

describe('R-TURN turn structure', () => {
  it("R-TURN-1 the active player's character and items recharge at the start of the turn, without priority", () => {
    let t = given({ characters: ['cain', 'isaac'], coins: [0, 0] });
    t = turnOf(t, 0);
    t = use(t, 0, 'lucky-coin');
    t = resolveAll(t);
    t = act(t, 0, { type: 'end-turn' });
    t = turnOf(t, 0);
    expect(t.state.players[0]!.items[0]!.tapped).toBe(false);
    const start = t.log.findLastIndex((e) => e.type === 'turn-started');
    const recharge = t.log.findIndex((e, i) => i > start && e.type === 'tapped');
    const prio = t.log.findIndex((e, i) => i > start && e.type === 'priority-given');
    expect(recharge).toBeGreaterThan(start);
    expect(recharge).toBeLessThan(prio);
  });

  it('R-TURN-2 start-of-turn triggers go on the stack, then a priority round in the start phase', () => {
    const t = given({ items: [['sack-of-pennies'], []], coins: [0, 0] });
    expect(t.state.turn.step).toBe('start-triggers');
    expect(top(t)).toMatchObject({ kind: 'trigger', sourceCard: 'sack-of-pennies' });
    expect(holder(t)).toBe(0);
  });

  it('R-TURN-3 the turn\'s "loot 1" is a stack object that can be responded to; it draws when it resolves', () => {
    let t = given({ hands: [[], []] });
    t = pass(t);
    t = pass(t);
    expect(stackKinds(t)).toEqual(['turn-loot']);
    expect(t.state.players[0]!.hand).toHaveLength(0);
    t = resolveTop(t);
    expect(t.state.players[0]!.hand).toHaveLength(1);
  });

  it('R-TURN-4 one loot play, one purchase and one attack per turn; other players play loot with a loot play of their own', () => {
    let t = given({ hands: [['a-penny', 'two-cents'], ['a-penny']], coins: [20, 0], monsters: ['fly', 'gaper'] });
    t = turnOf(t, 0);
    t = play(t, 0, 'a-penny');
    const r = attempt(t, 0, { type: 'play-loot', card: inHand(t, 0, 'two-cents'), targets: [], mode: null, viaCharacter: false });
    expect(isRejection(r) && [r.code, r.rule]).toEqual(['NO_LOOT_PLAY', 'R-TURN-4']);
    t = pass(t);
    const r2 = attempt(t, 1, { type: 'play-loot', card: inHand(t, 1, 'a-penny'), targets: [], mode: null, viaCharacter: false });
    expect(isRejection(r2) && r2.code).toBe('NO_LOOT_PLAY');
    t = resolveAll(t);
    t = act(t, 0, { type: 'declare-purchase', item: 'deck' });
    t = resolveAll(t);
    expect(isRejection(attempt(t, 0, { type: 'declare-purchase', item: 'deck' }))).toBe(true);
    t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'fly') });
    t.rng.dice(6);
    t = resolveAll(t);
    const again = attempt(t, 0, { type: 'declare-attack', monster: monster(t, 'gaper') });
    expect(isRejection(again) && [again.code, again.rule]).toEqual(['NO_ATTACK_LEFT', 'R-ATTACK-1']);
  });

  it('R-TURN-4 the action phase ends only when the active player ends the turn', () => {
    let t = given({});
    t = turnOf(t, 0);
    const r = attempt(t, 1, { type: 'end-turn' });
    expect(isRejection(r)).toBe(true);
    t = act(t, 0, { type: 'end-turn' });
    expect(t.state.turn.step).toBe('end-triggers');
  });

  it('R-TURN-5 end phase: end triggers, then heal, expiry of "until end of turn", discard to 10, and the turn passes', () => {
    const hand = ['blue-pill', 'a-penny', 'a-penny', 'two-cents', 'two-cents', 'three-cents', 'three-cents', 'bomb', 'bomb', 'nudge', 'jam', 'battery'];
    let t = given({ items: [['guppys-tail'], []], hands: [hand, []], coins: [0, 0] });
    t = turnOf(t, 0);
    t = play(t, 0, 'blue-pill', [], { mode: 0 });
    t = resolveAll(t);
    expect(t.state.buffs).toHaveLength(1);
    t = play(t, 0, 'bomb', [seatT(0)], { viaCharacter: true });
    t = resolveAll(t);
    expect(t.state.players[0]!.damage).toBe(1);
    t = act(t, 0, { type: 'end-turn' });
    expect(top(t)).toMatchObject({ kind: 'trigger', sourceCard: 'guppys-tail' });
    t = resolveAll(t);
    expect(coins(t, 0)).toBe(1);
    t = pass(t); // with an empty stack the active player's pass ends the round (ruling 20)
    expect(t.state.decision).toMatchObject({ kind: 'choose', what: 'discard-to-10', seat: 0 });
    expect(t.state.players[0]!.damage).toBe(0);
    expect(t.state.buffs).toHaveLength(0);
    while (t.state.decision) t = act(t, 0, { type: 'choose', option: t.state.players[0]!.hand[0]!.id });
    expect(t.state.players[0]!.hand).toHaveLength(10);
    expect(t.state.turn.active).toBe(1);
  });

  it('R-TURN-6 an effect that ends the turn cancels the attack, lets the stack resolve, then goes to the end phase', () => {
    let t = given({ hands: [['time-out', 'a-penny'], []], monsters: ['monstro', 'gaper'], coins: [0, 0] });
    t = turnOf(t, 0);
    t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'monstro') });
    t.rng.dice(6);
    t = resolveTop(t);
    t = play(t, 0, 'time-out');
    t = play(t, 0, 'a-penny', [], { viaCharacter: true });
    t = resolveTop(t);
    t = resolveTop(t);
    expect(t.state.turn.attack).toBeNull();
    expect(t.state.turn.endRequested).toBe(true);
    t = resolveAll(t);
    expect(coins(t, 0)).toBe(1);
    expect(t.state.turn.step).toBe('end-triggers');
  });

  it('R-TURN-7 a turn cannot end while a slot is empty', () => {
    let t = given({});
    t = turnOf(t, 0);
    const s: FsState = { ...t.state, slots: { ...t.state.slots, shop: [[], t.state.slots.shop[1]!] } };
    const r = checkCommand(s, 0, { type: 'end-turn' });
    expect(r && [r.code, r.rule]).toEqual(['SLOT_EMPTY', 'R-TURN-7']);
  });

  it("R-CARD-1 the character's tap ability plays an additional loot card; it needs the character charged", () => {
    let t = given({ hands: [['a-penny', 'two-cents', 'three-cents'], []], coins: [0, 0] });
    t = turnOf(t, 0);
    t = play(t, 0, 'a-penny');
    t = play(t, 0, 'two-cents', [], { viaCharacter: true });
    const r = attempt(t, 0, { type: 'play-loot', card: inHand(t, 0, 'three-cents'), targets: [], mode: null, viaCharacter: true });
    expect(isRejection(r) && [r.code, r.rule]).toEqual(['CHARACTER_DEACTIVATED', 'R-CARD-1']);
    t = resolveAll(t);
    expect(coins(t, 0)).toBe(3);
  });

  it('R-CARD-2 a tap ability needs a charged item; a paid ability works while deactivated; shop items have no usable abilities', () => {
    let t = given({ items: [['crystal-die'], []], hands: [['jam', 'red-pill'], []], coins: [10, 0] });
    t = turnOf(t, 0);
    t = play(t, 0, 'jam', [objT(item(t, 0, 'crystal-die'))]);
    t = resolveAll(t);
    expect(t.state.players[0]!.items.find((o) => o.card === 'crystal-die')!.tapped).toBe(true);
    t = play(t, 0, 'red-pill', [], { viaCharacter: true });
    t = resolveTop(t);
    t = use(t, 0, 'crystal-die', [objT(top(t).id)]);
    expect(coins(t, 0)).toBe(7);
    t = use(t, 0, 'crystal-die', [objT(t.state.stack[0]!.id)]);
    expect(coins(t, 0)).toBe(4);
    const shopItem = t.state.slots.shop[0]!.at(-1)!.id;
    const r = attempt(t, 0, { type: 'activate', source: shopItem, ability: 0, targets: [], mode: null });
    expect(isRejection(r) && r.code).toBe('NOT_YOUR_ITEM');
    t = turnOf(resolveAll(t), 1);
    const d6 = item(t, 0, 'the-d6');
    expect(isRejection(attempt(t, 1, { type: 'activate', source: d6, ability: 0, targets: [], mode: null }))).toBe(true);
  });
});
