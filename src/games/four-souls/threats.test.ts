import { describe, expect, it } from 'vitest';
import type { AutoPassStop } from '../../engine';
import { fourSouls } from './index';
import { answersThreat, mustStopForThreat } from './priority-stops';
import { act, given, holder, monster, play, seatT, top, turnOf, type Table } from './testing/kit';
import { threatens } from './threats';

const smart: AutoPassStop = { mode: 'smart' };
const pass = { type: 'pass' };

/**
 * P1 attacks a Leaper (evasion 4, attack 1) and rolls `die`; the roll resolves, and the combat
 * damage is on top of the stack with P1 holding priority. `hand` is P1's loot, `damage` P1's damage so far.
 */
function combatDamage(hand: readonly string[], die: number, damage = 1): Table {
  let t = given({ characters: ['isaac', 'maggy'], hands: [hand, []], monsters: ['leaper', 'gaper'], dice: [die] });
  t = turnOf(t, 0);
  t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'leaper') });
  while (top(t).kind !== 'damage') t = act(t, holder(t), { type: 'pass' });
  while (holder(t) !== 0) t = act(t, holder(t), { type: 'pass' });
  const players = t.state.players.map((p) => (p.seat === 0 ? { ...p, damage } : p));
  return { ...t, state: { ...t.state, players } };
}

describe('priority stops that never cost a life (R-MATCH-3, smart)', () => {
  it("R-MATCH-3 lethal combat damage on the stack in the seat's own turn, A Heart and Bandage in hand: the default stop halts", () => {
    const t = combatDamage(['a-heart', 'bandage'], 1);
    expect(top(t)).toMatchObject({ kind: 'damage', targets: [seatT(0)] });
    expect(threatens(t.state, top(t), 0)).toBe(true);
    expect(mustStopForThreat(t.state, 0, fourSouls.legalActions(t.state, 0))).toBe(true);
    expect(fourSouls.autoPassAction(t.state, 0, smart)).toBeNull();
    // Another stop the player chose keeps its meaning: "pass until the end of this turn" still passes.
    expect(fourSouls.autoPassAction(t.state, 0, { mode: 'end-of-turn', turn: t.state.turn.number })).toEqual(pass);
  });

  it('R-MATCH-3 the same damage with no answer in hand (a penny only) is passed for; a hit aimed at the monster is no threat', () => {
    const none = combatDamage(['a-penny'], 1);
    expect(threatens(none.state, top(none), 0)).toBe(true);
    expect(mustStopForThreat(none.state, 0, fourSouls.legalActions(none.state, 0))).toBe(false);
    expect(fourSouls.autoPassAction(none.state, 0, smart)).toEqual(pass);
    const hit = combatDamage(['a-heart', 'bandage'], 6);
    expect(top(hit)).toMatchObject({ kind: 'damage', targets: [{ id: monster(hit, 'leaper') }] });
    expect(threatens(hit.state, top(hit), 0)).toBe(false);
    expect(fourSouls.autoPassAction(hit.state, 0, smart)).toEqual(pass);
  });

  it('R-MATCH-3 an attack roll that would miss threatens the attacker; one that hits does not', () => {
    for (const [die, misses] of [
      [2, true],
      [5, false],
    ] as const) {
      let t = given({ characters: ['isaac', 'maggy'], hands: [['bandage'], []], monsters: ['leaper', 'gaper'], dice: [die] });
      t = turnOf(t, 0);
      t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'leaper') });
      while (top(t).kind !== 'roll') t = act(t, holder(t), { type: 'pass' });
      expect(threatens(t.state, top(t), 0)).toBe(misses);
      expect(threatens(t.state, top(t), 1)).toBe(false);
    }
  });

  it("R-MATCH-3 another player's Bomb aimed at the seat threatens it, not its owner; a penny threatens nobody", () => {
    let t = given({ hands: [['a-penny', 'bomb'], ['bandage']] });
    t = turnOf(t, 0);
    t = play(t, 0, 'a-penny');
    expect(threatens(t.state, top(t), 0)).toBe(false);
    expect(threatens(t.state, top(t), 1)).toBe(false);
    t = act(t, 0, { type: 'pass' });
    t = act(t, 1, { type: 'pass' });
    t = play(t, 0, 'bomb', [seatT(1)], { viaCharacter: true });
    expect(threatens(t.state, top(t), 1)).toBe(true);
    expect(threatens(t.state, top(t), 0)).toBe(false);
  });
  it('R-MATCH-3 a roll change that keeps the attack roll a miss is no answer; one that could make it hit is', () => {
    /** Cain (no roll item) attacks the Leaper (evasion 4) and rolls a 2, holding `hand`. */
    const rollWith = (hand: readonly string[]) => {
      let t = given({ characters: ['cain', 'maggy'], hands: [hand, []], monsters: ['leaper', 'gaper'], dice: [2] });
      t = turnOf(t, 0);
      t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'leaper') });
      while (top(t).kind !== 'roll') t = act(t, holder(t), { type: 'pass' });
      expect(holder(t)).toBe(0);
      expect(threatens(t.state, top(t), 0)).toBe(true);
      return t;
    };
    // Snake Eyes sets the roll to 1 and Minus One takes 1 off: a miss either way, passed for.
    for (const card of ['snake-eyes', 'minus-one']) {
      const t = rollWith([card]);
      expect(fourSouls.legalActions(t.state, 0).some((c) => c.type === 'play-loot')).toBe(true);
      expect(answersThreat(t.state, 0, top(t), fourSouls.legalActions(t.state, 0))).toBe(false);
      expect(fourSouls.autoPassAction(t.state, 0, smart)).toEqual(pass);
    }
    // A Dice Shard (reroll), a Loaded Die (set to 6) or a Flip Card (2 becomes 5) could hit: asked.
    for (const card of ['dice-shard', 'loaded-die', 'flip-card']) {
      const t = rollWith([card]);
      expect(mustStopForThreat(t.state, 0, fourSouls.legalActions(t.state, 0))).toBe(true);
      expect(fourSouls.autoPassAction(t.state, 0, smart)).toBeNull();
    }
    // A Nudge (+1) makes a 2 a 3, still under 4: passed for. A heal still stops (the damage that would follow).
    expect(fourSouls.autoPassAction(rollWith(['nudge']).state, 0, smart)).toEqual(pass);
    expect(fourSouls.autoPassAction(rollWith(['snake-eyes', 'bandage']).state, 0, smart)).toBeNull();
  });

  it("R-MATCH-3 the seat's own death and death penalty on the stack: a heal in hand answers neither, so the default stop passes; the damage before them stopped", () => {
    // Isaac (3 health) with 2 damage takes the Leaper's 1 combat damage: the stop at the damage holds.
    let t = combatDamage(['a-heart', 'bandage'], 1, 2);
    expect(fourSouls.autoPassAction(t.state, 0, smart)).toBeNull();
    t = act(t, 0, { type: 'pass' });
    while (top(t).kind !== 'player-death') t = act(t, holder(t), { type: 'pass' });
    while (holder(t) !== 0) t = act(t, holder(t), { type: 'pass' });
    expect(top(t)).toMatchObject({ kind: 'player-death', seat: 0 });
    expect(threatens(t.state, top(t), 0)).toBe(true);
    expect(fourSouls.legalActions(t.state, 0).filter((c) => c.type === 'play-loot').length).toBeGreaterThan(0); // the heals are still playable
    expect(mustStopForThreat(t.state, 0, fourSouls.legalActions(t.state, 0))).toBe(false);
    expect(fourSouls.autoPassAction(t.state, 0, smart)).toEqual(pass);
    // Under the plain stop the seat is still asked (it holds plays).
    expect(fourSouls.autoPassAction(t.state, 0)).toBeNull();
    t = act(t, 0, { type: 'pass' });
    while (top(t).kind !== 'death-penalty') t = act(t, holder(t), { type: 'pass' });
    while (holder(t) !== 0) t = act(t, holder(t), { type: 'pass' });
    expect(top(t)).toMatchObject({ kind: 'death-penalty', seat: 0 });
    expect(threatens(t.state, top(t), 0)).toBe(true);
    expect(fourSouls.autoPassAction(t.state, 0, smart)).toEqual(pass);
  });
});
