import { describe, expect, it } from 'vitest';
import type { AutoPassStop } from '../../engine';
import { fourSouls } from './index';
import { mustStopForThreat } from './priority-stops';
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
});
