/** The stack and priority (the stack and priority page, R-STACK-1..14). */
import { describe, expect, it } from 'vitest';
import { isRejection } from '../../engine';
import { fourSouls } from './index';
import {
  act,
  attempt,
  coins,
  eventsOf,
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

describe('the stack and priority page: the stack', () => {
  it('R-STACK-1 / R-STACK-11 the stack and priority page, "Example Stack", with scenario dice forcing a roll of 4: Butter Bean cancels the Dice Shard aimed at the Book of Sin roll; the roll of 4 stands; the cancelled card is discarded first, Butter Bean on top', () => {
    // The scenario's dice: 4 for Book of Sin's roll, then 1 for a reroll that must never happen.
    let t = given({ firstPlayer: 1, items: [['book-of-sin'], []], hands: [['butter-bean'], ['dice-shard']], coins: [0, 0], dice: [4, 1] });
    t = turnOf(t, 0);
    // "Book of Sin was activated first, putting its effect on the stack."
    t = use(t, 0, 'book-of-sin');
    expect(stackKinds(t)).toEqual(['ability']);
    // "As Book of Sin started to resolve, it needed a dice roll. A roll was made and put on the stack."
    t = resolveTop(t);
    expect(stackKinds(t)).toEqual(['roll']);
    expect(top(t)).toMatchObject({ kind: 'roll', value: 4 });
    expect(eventsOf(t.last, 'scripted-die-rolled')).toEqual([{ type: 'scripted-die-rolled', value: 4 }]);
    expect(holder(t)).toBe(0); // R-STACK-5: after a resolution the active player
    t = pass(t);
    // "Dice shard was played in response to the dice roll targeting the roll."
    const roll = top(t).id;
    t = play(t, 1, 'dice-shard', [objT(roll)], { viaCharacter: true });
    expect(holder(t)).toBe(1); // R-STACK-5: who adds an effect keeps priority
    t = pass(t);
    // "Butter Bean was played in response to the Dice Shard targeting the Dice Shard."
    const shard = top(t).id;
    t = play(t, 0, 'butter-bean', [objT(shard)]);
    expect(stackKinds(t)).toEqual(['roll', 'loot', 'loot']);
    expect(t.state.stack.map((i) => ('card' in i ? i.card : i.kind))).toEqual(['roll', 'dice-shard', 'butter-bean']);
    // "As it stands it will resolve first, canceling the effect of the Dice Shard and preventing the roll of 4 from being rerolled."
    t = resolveTop(t);
    expect(stackKinds(t)).toEqual(['roll']);
    const discard = t.state.discards.loot.map((c) => c.card);
    expect(discard.slice(-2)).toEqual(['dice-shard', 'butter-bean']); // R-STACK-11 discard order (FAQ)
    t = resolveTop(t);
    expect(eventsOf(t.log, 'roll-changed')).toHaveLength(0);
    expect(t.state.scriptedDice).toEqual([1]); // the reroll's die was never rolled
    expect(coins(t, 0)).toBe(1); // Book of Sin, 3-4: gain 1¢
  });

  it('R-STACK-4 only the player with priority may play; R-STACK-6 all passing in succession resolves the top', () => {
    let t = given({ hands: [['a-penny'], ['a-penny']] });
    t = turnOf(t, 0);
    const r = attempt(t, 1, { type: 'play-loot', card: inHand(t, 1, 'a-penny'), targets: [], mode: null, viaCharacter: true });
    expect(isRejection(r) && r.code).toBe('NOT_YOUR_PRIORITY');
    expect(isRejection(r) && r.rule).toBe('R-STACK-4');
    t = play(t, 0, 'a-penny');
    t = pass(t);
    expect(holder(t)).toBe(1); // passes go in turn order
    expect(stackKinds(t)).toEqual(['loot']);
    t = pass(t);
    expect(stackKinds(t)).toEqual([]);
    expect(coins(t, 0)).toBe(4);
  });

  it('R-STACK-5 after a resolution the ACTIVE player gets priority, even if another player played the object', () => {
    let t = given({ firstPlayer: 1, hands: [['a-penny'], ['a-penny']] });
    t = turnOf(t, 0);
    t = play(t, 0, 'a-penny');
    t = pass(t);
    t = play(t, 1, 'a-penny', [], { viaCharacter: true });
    t = resolveTop(t);
    expect(holder(t)).toBe(0);
  });

  it('R-STACK-6 the stack and priority page, "Responding": "The active player can also respond while the stack is empty": the others only in response to something on the stack, so the active player\'s pass on an empty stack ends the round', () => {
    let t = given({ hands: [['a-penny'], ['a-penny']] });
    t = turnOf(t, 0);
    const before = t.state.turn;
    t = pass(t); // nothing for the others to respond to: priority is not passed round
    expect(t.state.turn.step).toBe(before.step);
    expect(holder(t)).toBe(0);
    expect(eventsOf(t.last, 'priority-passed')).toEqual([]);
    // Holding priority on an empty stack (as after the active player concedes), another player may only pass.
    const other = { ...t, state: { ...t.state, priority: { seat: 1, passes: 0 } } };
    const r = attempt(other, 1, { type: 'play-loot', card: inHand(t, 1, 'a-penny'), targets: [], mode: null, viaCharacter: true });
    expect(isRejection(r) && [r.code, r.rule]).toEqual(['NOTHING_TO_RESPOND_TO', 'R-STACK-6']);
    expect(fourSouls.legalActions(other.state, 1)).toEqual([{ type: 'pass' }, { type: 'concede' }]);
    // With something on the stack, the other player may respond.
    t = play(t, 0, 'a-penny');
    t = pass(t);
    expect(holder(t)).toBe(1);
    expect(fourSouls.legalActions(t.state, 1).some((c) => c.type === 'activate')).toBe(true); // Yum Heart
  });

  it('R-STACK-6 in the pass rounds of the start and end phases, nobody but the active player holds priority on an empty stack', () => {
    let t = given({ seats: 3, items: [['sack-of-pennies'], ['sack-of-pennies'], []], hands: [['a-penny'], ['a-penny'], ['a-penny']] });
    t = turnOf(t, 1);
    t = act(t, 1, { type: 'end-turn' });
    t = turnOf(t, 2);
    let s = fourSouls.initialState();
    let checked = 0;
    for (const e of t.log) {
      s = fourSouls.evolve(s, e);
      if (s.priority && s.stack.length === 0 && !s.decision) {
        expect(s.priority.seat).toBe(s.turn.active);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('R-STACK-7 nobody has priority while a decision is pending: effects cannot be played', () => {
    let t = given({ hands: [['temperance', 'a-penny', 'two-cents', 'three-cents'], []] });
    t = turnOf(t, 0);
    t = play(t, 0, 'temperance', [seatT(0)]);
    t = resolveTop(t);
    expect(t.state.decision?.kind).toBe('choose');
    const r = attempt(t, 0, { type: 'play-loot', card: inHand(t, 0, 'a-penny'), targets: [], mode: null, viaCharacter: true });
    expect(isRejection(r) && r.code).toBe('WRONG_PROMPT');
    expect(t.state.priority).toBeNull();
  });

  it('R-STACK-8 a purchase declared with a non-empty stack is refused', () => {
    let t = given({ hands: [['a-penny'], []], coins: [20, 0] });
    t = turnOf(t, 0);
    t = play(t, 0, 'a-penny');
    const shop = t.state.slots.shop[0]!.at(-1)!.id;
    const r = attempt(t, 0, { type: 'declare-purchase', item: shop });
    expect(isRejection(r) && [r.code, r.rule]).toEqual(['STACK_NOT_EMPTY', 'R-STACK-8']);
    const r2 = attempt(t, 0, { type: 'declare-attack', monster: 'deck' });
    expect(isRejection(r2) && r2.rule).toBe('R-STACK-8');
  });

  it('R-STACK-8 only the active player declares attacks', () => {
    let t = given({});
    t = turnOf(t, 0);
    t = { ...t, state: { ...t.state, priority: { seat: 1, passes: 0 } } }; // as after the active player conceded
    const r = attempt(t, 1, { type: 'declare-attack', monster: 'deck' });
    expect(isRejection(r) && [r.code, r.rule]).toEqual(['NOT_YOUR_TURN', 'R-STACK-8']);
  });

  it('R-STACK-8 FAQ: a declaration on the top of the monster deck is binding; rearranging the top in response changes what is attacked', () => {
    let t = given({ hands: [['crystal-ball'], []], monsters: ['gaper'], decks: { monster: ['fly', 'spider', 'dip'] } });
    t = turnOf(t, 0);
    t = act(t, 0, { type: 'declare-attack', monster: 'deck' });
    t = play(t, 0, 'crystal-ball', [], { viaCharacter: true });
    t = resolveTop(t);
    expect(t.state.decision?.kind).toBe('arrange');
    const ids = (t.state.decision as { readonly ids: readonly string[] }).ids;
    t = act(t, 0, { type: 'arrange', ids: [ids[1]!, ids[0]!, ids[2]!] }); // Spider on top now
    t = resolveTop(t); // the attack declaration resolves on whatever is on top
    expect(t.state.slots.monster[0]!.at(-1)!.card).toBe('spider');
    expect(t.state.turn.attack?.monster).toBe(monster(t, 'spider'));
  });

  it('R-STACK-3 FAQ: the mode chosen when Book of Belial goes on the stack cannot change', () => {
    let t = given({ characters: ['judas', 'isaac'], hands: [['red-pill'], []] });
    t = turnOf(t, 0);
    t = play(t, 0, 'red-pill');
    t.rng.dice(2);
    t = resolveTop(t);
    const roll = top(t).id;
    t = use(t, 0, 'book-of-belial', [objT(roll)], { mode: 1 });
    expect(top(t)).toMatchObject({ kind: 'ability', mode: 1 });
    t = resolveTop(t);
    expect(top(t)).toMatchObject({ kind: 'roll', value: 1 });
  });
});

describe('R-STACK-2 stack objects', () => {
  it("R-STACK-2 loot, abilities, triggers, rolls, declarations, damage, deaths, rewards, refills and the turn's loot are stack objects", () => {
    // Fixed treasures: a random one bought could prevent the Bomb's damage (and so Cursed Eye's trigger).
    const treasure = ['sharp-knife', 'breakfast', 'lucky-foot', 'sack-head', 'sack-of-pennies'];
    let t = given({ items: [['book-of-sin', 'cursed-eye'], []], hands: [['bomb'], []], monsters: ['fly', 'gaper'], coins: [10, 0], decks: { treasure } });
    t = turnOf(t, 0);
    t = resolveAll(act(t, 0, { type: 'declare-purchase', item: 'deck' }));
    t = resolveAll(use(t, 0, 'book-of-sin'));
    t = resolveAll(play(t, 0, 'bomb', [seatT(0)]));
    t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'fly') });
    t.rng.dice(6);
    t = resolveAll(t);
    const kinds = new Set(eventsOf(t.log, 'stack-pushed').map((e) => e.item.kind));
    for (const k of ['loot', 'ability', 'trigger', 'roll', 'attack', 'purchase', 'damage', 'monster-death', 'dead-monster', 'rewards', 'refill', 'turn-loot'])
      expect(kinds).toContain(k);
  });
});

describe('the stack and priority page: responding', () => {
  it('R-STACK-13 FAQ: responding to a roll that would kill me by cancelling the attack avoids the damage', () => {
    let t = given({ characters: ['isaac', 'maggy'], hands: [['smoke-bomb'], []], monsters: ['the-bloat'] });
    t = turnOf(t, 0);
    t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'the-bloat') });
    t.rng.dice(1);
    t = resolveTop(t);
    expect(top(t)).toMatchObject({ kind: 'roll', value: 1 }); // a miss: 2 damage would kill Isaac (2 HP)
    t = play(t, 0, 'smoke-bomb');
    t = resolveAll(t);
    expect(t.state.players[0]!.damage).toBe(0);
    expect(t.state.players[0]!.diedThisTurn).toBe(false);
    expect(eventsOf(t.log, 'stack-popped').filter((e) => e.reason === 'fizzle')).toHaveLength(1); // the roll
    expect(t.state.turn.attack).toBeNull();
  });

  it('R-STACK-13 / R-MDEATH-6 FAQ: responding to a roll by killing the monster ends the attack; the roll fizzles', () => {
    let t = given({ hands: [['reapers-note'], []], monsters: ['the-bloat'] });
    t = turnOf(t, 0);
    const bloat = monster(t, 'the-bloat');
    t = act(t, 0, { type: 'declare-attack', monster: bloat });
    t.rng.dice(1);
    t = resolveTop(t);
    t = play(t, 0, 'reapers-note', [objT(bloat)]);
    t = resolveTop(t);
    expect(t.state.turn.attack).toBeNull();
    expect(stackKinds(t)).toEqual(['roll', 'monster-death']);
    t = resolveAll(t);
    expect(t.state.players[0]!.damage).toBe(0);
    expect(t.state.players[0]!.souls.map((c) => c.card)).toEqual(['the-bloat']);
  });

  it('R-STACK-14 FAQ: responding to a deactivation by activating the same item resolves first', () => {
    let t = given({ characters: ['cain', 'isaac'], hands: [[], ['jam']], coins: [0, 0] });
    t = turnOf(t, 1);
    t = play(t, 1, 'jam', [objT(item(t, 0, 'lucky-coin'))]);
    t = pass(t);
    t = use(t, 0, 'lucky-coin');
    t = resolveAll(t);
    expect(coins(t, 0)).toBe(1);
    expect(eventsOf(t.log, 'stack-popped').at(-1)).toMatchObject({ reason: 'resolve' });
  });

  it('R-STACK-14 FAQ: responding to a forced discard by activating my character and playing that card first', () => {
    let t = given({ hands: [['a-nickel'], ['temperance']], coins: [0, 0] });
    t = turnOf(t, 0);
    t = turnOf(t, 1); // Isaac's character stays charged from his turn
    t = play(t, 1, 'temperance', [seatT(0)]);
    t = pass(t);
    t = play(t, 0, 'a-nickel', [], { viaCharacter: true });
    t = resolveAll(t);
    expect(coins(t, 0)).toBe(5);
    expect(t.state.discards.loot.map((c) => c.card)).toContain('a-nickel');
  });

  it('R-STACK-14 FAQ: the same is true when a loot card would be stolen', () => {
    let t = given({ hands: [['a-nickel'], ['pickpocket']], coins: [0, 0] });
    t = turnOf(t, 0);
    t = turnOf(t, 1);
    const handBefore = t.state.players[0]!.hand.length;
    t = play(t, 1, 'pickpocket', [seatT(0)]);
    t = pass(t);
    t = play(t, 0, 'a-nickel', [], { viaCharacter: true });
    t = resolveAll(t);
    expect(coins(t, 0)).toBe(5);
    expect(t.state.players[0]!.hand.length).toBe(handBefore - 2);
    expect(t.state.players[1]!.hand.map((c) => c.card)).not.toContain('a-nickel');
  });

  it('R-STACK-12 a target that changed zones fizzles (the Bomb aimed at a captured monster)', () => {
    let t = given({ items: [['friendly-ball'], []], hands: [[], ['bomb']], monsters: ['gaper'] });
    t = turnOf(t, 1);
    const gaper = monster(t, 'gaper');
    t = play(t, 1, 'bomb', [objT(gaper)]);
    const bomb = top(t).id;
    t = pass(t);
    t = use(t, 0, 'friendly-ball', [objT(gaper)]);
    t = resolveTop(t);
    expect(t.state.under[item(t, 0, 'friendly-ball')]!.map((c) => c.card)).toEqual(['gaper']);
    expect(stackKinds(t)).toEqual(['loot', 'refill']); // the emptied slot refills (R-REFILL-1)
    t = resolveAll(t);
    expect(eventsOf(t.log, 'stack-popped').find((e) => e.id === bomb)).toMatchObject({ reason: 'fizzle' });
    expect(t.state.discards.loot.at(-1)!.card).toBe('bomb');
    expect(t.state.slots.monster[0]!.at(-1)!.id).not.toBe(gaper);
  });
});
