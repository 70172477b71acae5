/** The stack and priority (seed 002, R-STACK-1..14). */
import { describe, expect, it } from 'vitest';
import { isRejection } from '../../engine';
import { act, attempt, coins, eventsOf, given, holder, inHand, item, monster, objT, pass, play, resolveAll, resolveTop, seatT, stackKinds, top, turnOf, use } from './testing/kit';

describe('seed 002: the stack', () => {
  it('R-STACK-1 / R-STACK-11 seed 002 example and FAQ: Butter Bean cancels the Dice Shard aimed at the Book of Sin roll; the roll of 4 stands; the cancelled card is discarded first, Butter Bean on top', () => {
    let t = given({ firstPlayer: 1, items: [['book-of-sin'], []], hands: [['butter-bean'], ['dice-shard']], coins: [0, 0] });
    t = turnOf(t, 0);
    t = use(t, 0, 'book-of-sin');
    t.rng.dice(4);
    t = resolveTop(t); // Book of Sin starts to resolve: it needs a roll, put on the stack
    expect(stackKinds(t)).toEqual(['roll']);
    expect(top(t)).toMatchObject({ kind: 'roll', value: 4 });
    expect(holder(t)).toBe(0); // R-STACK-5: after a resolution the active player
    t = pass(t);
    const roll = top(t).id;
    t = play(t, 1, 'dice-shard', [objT(roll)], { viaCharacter: true });
    expect(holder(t)).toBe(1); // R-STACK-5: who adds an effect keeps priority
    t = pass(t);
    const shard = top(t).id;
    t = play(t, 0, 'butter-bean', [objT(shard)]);
    expect(stackKinds(t)).toEqual(['roll', 'loot', 'loot']);
    t = resolveTop(t); // Butter Bean resolves first (LIFO) and cancels Dice Shard
    expect(stackKinds(t)).toEqual(['roll']);
    const discard = t.state.discards.loot.map((c) => c.card);
    expect(discard.slice(-2)).toEqual(['dice-shard', 'butter-bean']); // R-STACK-11 discard order
    t = resolveTop(t);
    expect(eventsOf(t.log, 'roll-changed')).toHaveLength(0);
    expect(coins(t, 0)).toBe(1); // 3-4: gain 1¢
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
    let t = given({ firstPlayer: 1, hands: [[], ['a-penny']] });
    t = turnOf(t, 0);
    t = pass(t);
    t = play(t, 1, 'a-penny', [], { viaCharacter: true });
    t = resolveTop(t);
    expect(holder(t)).toBe(0);
  });

  it('R-STACK-6 all passing with an empty stack in the action phase changes nothing: the active player acts again', () => {
    let t = given({});
    t = turnOf(t, 0);
    const before = t.state.turn;
    t = pass(t);
    t = pass(t);
    expect(t.state.turn.step).toBe(before.step);
    expect(holder(t)).toBe(0);
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
    t = pass(t);
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
  it('R-STACK-2 loot, abilities, triggers, rolls, declarations, damage, deaths, rewards, refills and the turn\'s loot are stack objects', () => {
    let t = given({ items: [['book-of-sin', 'cursed-eye'], []], hands: [['bomb'], []], monsters: ['fly', 'gaper'], coins: [10, 0] });
    t = turnOf(t, 0);
    t = resolveAll(act(t, 0, { type: 'declare-purchase', item: 'deck' }));
    t = resolveAll(use(t, 0, 'book-of-sin'));
    t = resolveAll(play(t, 0, 'bomb', [seatT(0)]));
    t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'fly') });
    t.rng.dice(6);
    t = resolveAll(t);
    const kinds = new Set(eventsOf(t.log, 'stack-pushed').map((e) => e.item.kind));
    for (const k of ['loot', 'ability', 'trigger', 'roll', 'attack', 'purchase', 'damage', 'monster-death', 'dead-monster', 'rewards', 'refill', 'turn-loot']) expect(kinds).toContain(k);
  });
});

describe('seed 002: responding', () => {
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
    let t = given({ hands: [["reapers-note"], []], monsters: ['the-bloat'] });
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
    let t = given({ characters: ['cain', 'isaac'], firstPlayer: 1, hands: [[], ['jam']], coins: [0, 0] });
    t = turnOf(t, 0);
    t = pass(t);
    t = play(t, 1, 'jam', [objT(item(t, 0, 'lucky-coin'))], { viaCharacter: true });
    t = pass(t);
    t = use(t, 0, 'lucky-coin');
    t = resolveAll(t);
    expect(coins(t, 0)).toBe(1);
    expect(eventsOf(t.log, 'stack-popped').at(-1)).toMatchObject({ reason: 'resolve' });
  });

  it('R-STACK-14 FAQ: responding to a forced discard by activating my character and playing that card first', () => {
    let t = given({ firstPlayer: 1, hands: [['a-nickel'], ['temperance']], coins: [0, 0] });
    t = turnOf(t, 0);
    t = pass(t);
    t = play(t, 1, 'temperance', [seatT(0)], { viaCharacter: true });
    t = pass(t);
    t = play(t, 0, 'a-nickel', [], { viaCharacter: true });
    t = resolveAll(t);
    expect(coins(t, 0)).toBe(5);
    expect(t.state.discards.loot.map((c) => c.card)).toContain('a-nickel');
  });

  it('R-STACK-14 FAQ: the same is true when a loot card would be stolen', () => {
    let t = given({ firstPlayer: 1, hands: [['a-nickel'], ['pickpocket']], coins: [0, 0] });
    t = turnOf(t, 0);
    const handBefore = t.state.players[0]!.hand.length;
    t = pass(t);
    t = play(t, 1, 'pickpocket', [seatT(0)], { viaCharacter: true });
    t = pass(t);
    t = play(t, 0, 'a-nickel', [], { viaCharacter: true });
    t = resolveAll(t);
    expect(coins(t, 0)).toBe(5);
    expect(t.state.players[0]!.hand.length).toBe(handBefore - 2);
    expect(t.state.players[1]!.hand.map((c) => c.card)).not.toContain('a-nickel');
  });

  it('R-STACK-12 a target that changed zones fizzles (the Bomb aimed at a captured monster)', () => {
    let t = given({ firstPlayer: 1, items: [['friendly-ball'], []], hands: [[], ['bomb']], monsters: ['gaper'] });
    t = turnOf(t, 0);
    const gaper = monster(t, 'gaper');
    t = pass(t);
    t = play(t, 1, 'bomb', [objT(gaper)], { viaCharacter: true });
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
