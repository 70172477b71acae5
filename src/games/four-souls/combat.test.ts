/** Attacking (R-ATTACK-1..6) and purchasing (R-BUY-1..3). */
import { describe, expect, it } from 'vitest';
import { isRejection } from '../../engine';
import { act, attempt, coins, given, holder, monster, objT, play, resolveAll, resolveTop, seatT, stackKinds, top, turnOf } from './testing/kit';

describe('R-ATTACK attacking', () => {
  it('R-ATTACK-1 the active player declares an attack on an active monster; the declaration goes on the stack', () => {
    let t = given({ monsters: ['gaper', 'fly'] });
    t = turnOf(t, 0);
    const covered = attempt(t, 0, { type: 'declare-attack', monster: 'o999' });
    expect(isRejection(covered) && [covered.code, covered.rule]).toEqual(['BAD_ATTACK_TARGET', 'R-ATTACK-1']);
    t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'gaper') });
    expect(top(t)).toMatchObject({ kind: 'attack', monster: monster(t, 'gaper') });
    expect(holder(t)).toBe(0);
  });

  it('R-ATTACK-2 attacking the deck: the revealed monster goes into the slot the attacker chooses, covering it, and is attacked', () => {
    let t = given({ monsters: ['gaper', 'fly'], decks: { monster: ['spider', 'dip'] } });
    t = turnOf(t, 0);
    t = act(t, 0, { type: 'declare-attack', monster: 'deck' });
    t = resolveTop(t);
    expect(t.state.decision).toMatchObject({ kind: 'choose', what: 'monster-slot', options: ['0', '1'] });
    t = act(t, 0, { type: 'choose', option: '1' });
    expect(t.state.slots.monster[1]!.map((c) => c.card)).toEqual(['fly', 'spider']);
    expect(t.state.turn.attack?.monster).toBe(monster(t, 'spider'));
    expect(top(t).kind).toBe('roll');
  });

  it('R-ATTACK-2 attacking the deck and revealing a non-monster: it is played and the attack is used', () => {
    let t = given({ monsters: ['gaper'], decks: { monster: ['secret-room', 'dip'] } });
    t = turnOf(t, 0);
    t = act(t, 0, { type: 'declare-attack', monster: 'deck' });
    t = resolveTop(t);
    expect(stackKinds(t)).toEqual(['event']);
    expect(t.state.players[0]!.attacks).toBe(0);
    expect(holder(t)).toBe(0);
  });

  it("R-ATTACK-3 below the evasion is a miss (the monster's damage to the attacker); at or above, a hit", () => {
    let t = given({ monsters: ['leaper'] });
    t = turnOf(t, 0);
    t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'leaper') });
    t.rng.dice(3, 4);
    t = resolveTop(t);
    t = resolveTop(t);
    expect(top(t)).toMatchObject({ kind: 'damage', amount: 1, targets: [{ seat: 0 }] });
    t = resolveTop(t);
    expect(t.state.players[0]!.damage).toBe(1);
    expect(top(t)).toMatchObject({ kind: 'roll', value: 4 });
    t = resolveTop(t);
    expect(top(t)).toMatchObject({ kind: 'damage', amount: 1, targets: [{ id: monster(t, 'leaper') }] });
  });

  it('R-ATTACK-4 the roll repeats after combat damage while both live; it ends when one side dies', () => {
    let t = given({ monsters: ['gaper'], coins: [0, 0] });
    t = turnOf(t, 0);
    t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'gaper') });
    t.rng.dice(5, 6);
    t = resolveTop(t);
    t = resolveTop(t); // hit
    t = resolveTop(t); // 1 damage: Gaper at 1 health, roll again
    expect(top(t)).toMatchObject({ kind: 'roll', value: 6 });
    t = resolveTop(t);
    t = resolveTop(t); // Gaper dies
    expect(t.state.turn.attack).toBeNull();
    expect(top(t).kind).toBe('monster-death');
    t = resolveAll(t);
    expect(coins(t, 0)).toBe(1);
  });

  it('R-ATTACK-5 / R-STACK-12 a declared monster that leaves play before the declaration resolves: it fizzles and the attack is not used', () => {
    let t = given({ hands: [['reapers-note'], []], monsters: ['gaper', 'fly'] });
    t = turnOf(t, 0);
    const gaper = monster(t, 'gaper');
    t = act(t, 0, { type: 'declare-attack', monster: gaper });
    t = play(t, 0, 'reapers-note', [objT(gaper)]);
    t = resolveAll(t);
    expect(t.state.players[0]!.attacks).toBe(1);
  });

  it('R-ATTACK-6 damage that is not combat damage is no attack roll (no attack-roll triggers)', () => {
    let t = given({ items: [['lucky-foot'], []], hands: [['red-pill'], []], monsters: ['horf'], coins: [0, 0] });
    t = turnOf(t, 0);
    t = play(t, 0, 'red-pill');
    t.rng.dice(6);
    t = resolveAll(t);
    expect(t.state.players[0]!.damage).toBe(1); // the pill's 5-6 branch, not Horf
    expect(coins(t, 0)).toBe(1); // Lucky Foot reacts to any roll of mine
    t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'horf') });
    t.rng.dice(1);
    t = resolveTop(t);
    t = resolveTop(t);
    expect(t.state.stack.map((i) => (i.kind === 'trigger' ? i.sourceCard : i.kind))).toEqual(['damage', 'horf']);
  });
});

describe('R-BUY purchasing', () => {
  it('R-BUY-1 / R-BUY-2 buy a shop item: pay 10¢ and gain it at once; once per turn', () => {
    let t = given({ shop: ['sharp-knife', 'breakfast'], coins: [25, 0] });
    t = turnOf(t, 0);
    const knife = t.state.slots.shop[0]!.at(-1)!.id;
    t = act(t, 0, { type: 'declare-purchase', item: knife });
    expect(top(t)).toMatchObject({ kind: 'purchase', item: knife });
    t = resolveTop(t);
    expect(coins(t, 0)).toBe(15);
    expect(t.state.players[0]!.items.map((c) => c.card)).toContain('sharp-knife');
    expect(t.state.players[0]!.items.find((c) => c.card === 'sharp-knife')!.id).not.toBe(knife);
    t = resolveAll(t);
    const r = attempt(t, 0, { type: 'declare-purchase', item: 'deck' });
    expect(isRejection(r) && [r.code, r.rule]).toEqual(['NO_PURCHASE_LEFT', 'R-BUY-1']);
  });

  it('R-BUY-1 buying the top of the treasure deck takes whatever is on top when it resolves', () => {
    let t = given({ coins: [10, 0], shop: ['breakfast', 'charger'], decks: { treasure: ['lucky-foot', 'jammer'] } });
    t = turnOf(t, 0);
    t = act(t, 0, { type: 'declare-purchase', item: 'deck' });
    t = resolveAll(t);
    expect(t.state.players[0]!.items.map((c) => c.card)).toContain('lucky-foot');
  });

  it('R-BUY-2 a purchase declared without 10¢ is refused; one whose buyer has less than 10¢ when it resolves fizzles and is not used', () => {
    let t = given({ hands: [['big-bomb'], []], coins: [10, 0] });
    t = turnOf(t, 0);
    t = act(t, 0, { type: 'declare-purchase', item: 'deck' });
    t = play(t, 0, 'big-bomb', [seatT(0)]); // Isaac dies: the death penalty costs 1¢
    t = resolveAll(t);
    while (t.state.decision) t = act(t, 0, { type: 'choose', option: (t.state.decision as { readonly options: readonly string[] }).options[0]! });
    t = resolveAll(t);
    expect(coins(t, 0)).toBe(9);
    expect(t.state.players[0]!.items.map((c) => c.card)).toEqual(['the-d6']);
    let u = given({ coins: [9, 0] });
    u = turnOf(u, 0);
    const r = attempt(u, 0, { type: 'declare-purchase', item: 'deck' });
    expect(isRejection(r) && [r.code, r.rule]).toEqual(['CANNOT_AFFORD', 'R-BUY-2']);
  });
});
