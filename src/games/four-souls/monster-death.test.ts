/** Monster death (the monster death page, R-MDEATH-1..6). */
import { describe, expect, it } from 'vitest';
import { act, coins, eventsOf, given, holder, monster, objT, pass, play, resolveAll, resolveTop, seatT, stackKinds, top, turnOf } from './testing/kit';

describe('the monster death page: monster death', () => {
  it('R-MDEATH-1 a monster at 0 health: its death goes on the stack and the active player gets priority', () => {
    let t = given({ hands: [['bomb'], []], monsters: ['fly'] });
    t = turnOf(t, 0);
    t = play(t, 0, 'bomb', [objT(monster(t, 'fly'))]);
    t = resolveTop(t);
    expect(stackKinds(t)).toEqual(['monster-death']);
    expect(holder(t)).toBe(0);
  });

  it('R-MDEATH-2 when the death resolves the card moves to the stack, then the rewards, then the on-death effect go on', () => {
    let t = given({ hands: [['bomb'], []], monsters: ['boom-fly'], coins: [0, 0] });
    t = turnOf(t, 0);
    const fly = monster(t, 'boom-fly');
    t = play(t, 0, 'bomb', [objT(fly)]);
    t = resolveTop(t);
    t = resolveTop(t);
    expect(stackKinds(t)).toEqual(['dead-monster', 'rewards', 'trigger']);
    expect(holder(t)).toBe(0);
    t = resolveTop(t); // on-death: 1 damage to each player
    expect(t.state.players.map((p) => p.damage)).toEqual([1, 1]);
    t = resolveTop(t);
    expect(coins(t, 0)).toBe(1);
  });

  it('R-MDEATH-2 the monster death page, step 2: "any on-death triggered effects from the monster are put on the stack": a triggered effect like any other, responded to and cancelled by Butter Bean', () => {
    let t = given({ firstPlayer: 1, hands: [['bomb'], ['butter-bean']], monsters: ['boom-fly'], coins: [0, 0] });
    t = turnOf(t, 0);
    t = play(t, 0, 'bomb', [objT(monster(t, 'boom-fly'))]);
    t = resolveTop(t);
    t = resolveTop(t); // the death resolves: card, rewards, on-death effect
    const onDeath = top(t);
    expect(onDeath).toMatchObject({ kind: 'trigger', sourceCard: 'boom-fly', trigger: 'on-death', controller: 0 });
    t = pass(t);
    t = play(t, 1, 'butter-bean', [objT(onDeath.id)], { viaCharacter: true });
    t = resolveTop(t);
    expect(eventsOf(t.last, 'stack-popped').find((e) => e.id === onDeath.id)).toMatchObject({ reason: 'cancel' });
    t = resolveAll(t);
    expect(t.state.players.map((p) => p.damage)).toEqual([0, 0]); // no damage: the effect was cancelled
    expect(coins(t, 0)).toBe(1); // the rewards still resolved
  });

  it("R-MDEATH-3 a basic monster is discarded, a boss becomes the active player's soul; the empty slot is refilled", () => {
    let t = given({ hands: [['reapers-note', 'bomb'], []], monsters: ['monstro', 'fly'], decks: { monster: ['gaper', 'dip', 'leaper'] } });
    t = turnOf(t, 0);
    t = play(t, 0, 'reapers-note', [objT(monster(t, 'monstro'))]);
    t = resolveTop(t);
    t = resolveTop(t); // the death: card to the stack, rewards above it
    t = resolveTop(t); // rewards
    expect(stackKinds(t)).toEqual(['dead-monster']);
    t = resolveTop(t);
    expect(t.state.players[0]!.souls.map((c) => c.card)).toEqual(['monstro']);
    expect(stackKinds(t)).toEqual(['refill']);
    t = resolveTop(t);
    expect(t.state.slots.monster[0]!.at(-1)!.card).toBe('gaper');
    t = play(t, 0, 'bomb', [objT(monster(t, 'fly'))], { viaCharacter: true });
    t = resolveAll(t);
    expect(t.state.discards.monster.map((c) => c.card)).toEqual(['fly']);
    expect(t.state.slots.monster[1]!.at(-1)!.card).toBe('dip');
  });

  it('R-MDEATH-4 FAQ: a monster killed by another player during my turn gives ME (the active player) the rewards and the soul', () => {
    let t = given({ firstPlayer: 1, hands: [['a-penny'], ['reapers-note']], monsters: ['peep'], coins: [0, 0] });
    t = turnOf(t, 0);
    t = play(t, 0, 'a-penny');
    t = pass(t);
    t = play(t, 1, 'reapers-note', [objT(monster(t, 'peep'))], { viaCharacter: true });
    t = resolveAll(t);
    expect(coins(t, 0)).toBe(4); // Peep's 3¢ and the Penny's 1¢
    expect(coins(t, 1)).toBe(0);
    expect(t.state.players[0]!.souls.map((c) => c.card)).toEqual(['peep']);
  });

  it("R-MDEATH-5 FAQ: a player and a monster die at the same time (one effect damages both): the monster's death resolves first", () => {
    let t = given({ hands: [['sulfur-burst', 'bomb'], []], monsters: ['fly'] });
    t = turnOf(t, 0);
    t = play(t, 0, 'bomb', [seatT(0)]);
    t = resolveTop(t); // Isaac is at 1 health
    t = play(t, 0, 'sulfur-burst', [seatT(0), objT(monster(t, 'fly'))], { viaCharacter: true });
    t = resolveTop(t);
    expect(stackKinds(t)).toEqual(['player-death', 'monster-death']);
    t = resolveTop(t);
    expect(top(t).kind).toBe('rewards'); // the monster's death resolved first
  });

  it('R-MDEATH-6 killing the attacked monster with an outside effect ends the attack', () => {
    let t = given({ hands: [['big-bomb'], []], monsters: ['gaper'] });
    t = turnOf(t, 0);
    const gaper = monster(t, 'gaper');
    t = act(t, 0, { type: 'declare-attack', monster: gaper });
    t.rng.dice(1);
    t = resolveTop(t);
    t = play(t, 0, 'big-bomb', [objT(gaper)], { viaCharacter: true });
    t = resolveTop(t);
    expect(t.state.turn.attack).toBeNull();
    t = resolveAll(t);
    expect(t.state.players[0]!.damage).toBe(0);
  });
});
