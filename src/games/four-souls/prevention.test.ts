/**
 * Prevention and replacement (prevention.ts): "prevent the next n damage", static prevention and a
 * monster's armor make damage smaller, down to zero; zero damage is not dealt, so "when you take
 * damage" does not trigger. "If you would die, instead …" replaces a death (R-PDEATH-1) without
 * the stack; afterwards the player has at least 1 health (edition notes: prevented death).
 */
import { describe, expect, it } from 'vitest';
import { act, eventsOf, given, monster, objT, play, resolveAll, resolveTop, seatT, turnOf, type Table } from './testing/kit';

const hand = (t: Table, seat = 0) => t.state.players[seat]!.hand.length;

describe('prevention', () => {
  it('prevention: Shield Charm prevents the next 2 damage this turn; the rest is dealt', () => {
    let t = turnOf(given({ characters: ['maggy', 'isaac'], hands: [['shield-charm', 'big-bomb', 'bomb'], []] }), 0);
    t = resolveAll(play(t, 0, 'shield-charm'));
    t = resolveAll(play(t, 0, 'big-bomb', [seatT(0)], { viaCharacter: true }));
    expect(t.state.players[0]!.damage).toBe(0);
    expect(eventsOf(t.log, 'damage-prevented').at(-1)).toMatchObject({ amount: 2, used: 2 });
    expect(t.state.shields).toEqual([]);
  });

  it('prevention: zero damage is no damage; "each time you take damage" (Cursed Eye) does not trigger', () => {
    let t = turnOf(given({ items: [['cursed-eye'], []], hands: [['prayer-card', 'bomb'], []] }), 0);
    t = resolveAll(play(t, 0, 'prayer-card', [seatT(0)]));
    const before = hand(t);
    t = resolveAll(play(t, 0, 'bomb', [seatT(0)], { viaCharacter: true }));
    expect(eventsOf(t.last, 'damaged')).toEqual([]);
    expect(t.state.pending).toEqual([]);
    expect(hand(t)).toBe(before - 1); // the Bomb left the hand; Cursed Eye looted nothing
  });

  it('prevention: unused shields expire at the end of the turn (R-TURN-5)', () => {
    let t = turnOf(given({ hands: [['shield-charm'], []] }), 0);
    t = resolveAll(play(t, 0, 'shield-charm'));
    expect(t.state.shields).toEqual([{ seat: 0, n: 2 }]);
    t = turnOf(act(t, 0, { type: 'end-turn' }), 1);
    expect(t.state.shields).toEqual([]);
  });

  it("prevention: Iron Plate prevents 1 of each damage: a 1-attack monster's combat damage becomes zero", () => {
    let t = turnOf(given({ items: [['iron-plate', 'cursed-eye'], []], monsters: ['leaper'] }), 0);
    const before = hand(t);
    t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'leaper') });
    t.rng.dice(1);
    t = resolveTop(resolveTop(t)); // the declaration, then the roll: a miss
    t = resolveTop(t); // 1 combat damage, all prevented
    expect(t.state.players[0]!.damage).toBe(0);
    expect(hand(t)).toBe(before);
  });

  it('prevention: a monster with armor (Shell Beetle) takes 1 less from each damage that is not combat damage', () => {
    let t = turnOf(given({ hands: [['big-bomb', 'bomb'], []], monsters: ['shell-beetle'] }), 0);
    t = resolveAll(play(t, 0, 'bomb', [objT(monster(t, 'shell-beetle'))]));
    expect(t.state.slots.monster[0]!.at(-1)!.damage ?? 0).toBe(0);
    t = resolveAll(play(t, 0, 'big-bomb', [objT(monster(t, 'shell-beetle'))], { viaCharacter: true }));
    expect(t.state.slots.monster[0]!.at(-1)!.damage).toBe(1);
    // R-ATTACK-4: combat damage is not prevented by armor, so an attack can always end.
    t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'shell-beetle') });
    t.rng.dice(3);
    t = resolveTop(resolveTop(resolveTop(t)));
    expect(t.state.stack.map((i) => i.kind)).toContain('monster-death');
  });

  it('prevention: a 0-attack monster (Shy Gaper) deals zero combat damage on a miss, and nothing triggers', () => {
    let t = turnOf(given({ items: [['cursed-eye'], []], monsters: ['shy-gaper'] }), 0);
    const before = hand(t);
    t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'shy-gaper') });
    t.rng.dice(1);
    t = resolveTop(resolveTop(resolveTop(t)));
    expect(eventsOf(t.log, 'damaged')).toEqual([]);
    expect(hand(t)).toBe(before);
  });
});

describe('replacement: "if you would die, instead …"', () => {
  it('R-PDEATH-1 replacement: Guardian Feather is destroyed instead of its owner dying, who heals 2', () => {
    let t = turnOf(given({ items: [['guardian-feather'], []], hands: [['big-bomb'], []] }), 0);
    t = resolveAll(play(t, 0, 'big-bomb', [seatT(0)]));
    expect(eventsOf(t.log, 'death-replaced')).toHaveLength(1);
    expect(eventsOf(t.log, 'player-died')).toEqual([]);
    expect(t.state.players[0]!.diedThisTurn).toBe(false);
    expect(t.state.players[0]!.damage).toBe(0);
    expect(t.state.players[0]!.items.map((c) => c.card)).toEqual(['the-d6']);
    expect(t.state.discards.treasure.map((c) => c.card)).toContain('guardian-feather');
  });

  it("R-PDEATH-1 replacement: Lazarus's counter replaces his first death (he is left at 1 health); the next death is real", () => {
    let t = turnOf(given({ characters: ['lazarus', 'isaac'], hands: [['big-bomb', 'bomb'], []] }), 0);
    expect(t.state.players[0]!.character.counters).toBe(1);
    t = resolveAll(play(t, 0, 'big-bomb', [seatT(0)]));
    expect(t.state.players[0]!.diedThisTurn).toBe(false);
    expect(t.state.players[0]!.damage).toBe(1);
    expect(t.state.players[0]!.character.counters).toBeUndefined();
    t = resolveAll(play(t, 0, 'bomb', [seatT(0)], { viaCharacter: true }));
    expect(t.state.players[0]!.diedThisTurn).toBe(true);
  });
});
