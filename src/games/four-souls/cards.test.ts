/**
 * Every card of the set, one test each (docs/games/four-souls.md lists them). Cards whose
 * mechanics have a rule test elsewhere get a short direct test here too.
 */
import { describe, expect, it } from 'vitest';
import { allCardDefs, type MonsterDef } from './cards';
import { act, coins, given, item, monster, objT, play, resolveAll, resolveTop, seatT, top, turnOf, use, type Table } from './testing/kit';
import type { CardId } from './types';

const hand = (t: Table, seat = 0) => t.state.players[seat]!.hand.length;
const items = (t: Table, seat = 0) => t.state.players[seat]!.items.map((c) => c.card);
const answerAll = (t: Table) => {
  let cur = t;
  while (cur.state.decision) {
    const d = cur.state.decision;
    cur =
      d.kind === 'choose'
        ? act(cur, d.seat, { type: 'choose', option: d.options[0]! })
        : d.kind === 'arrange'
          ? act(cur, d.seat, { type: 'arrange', ids: d.ids })
          : act(cur, d.seat, { type: 'order-triggers', keys: d.keys });
    cur = resolveAll(cur);
  }
  return cur;
};

/** Plays a loot card on P1's turn (coins 0) and resolves everything. */
function playLoot(
  card: CardId,
  opts: { hand?: CardId[]; targets?: (t: Table) => ReturnType<typeof seatT>[]; mode?: number; extra?: Parameters<typeof given>[0]; dice?: number[] } = {},
) {
  let t = given({
    coins: [0, 0],
    hands: [
      [card, ...(opts.hand ?? [])],
      ['a-penny', 'two-cents'],
    ],
    monsters: ['gaper', 'leaper'],
    decks: { monster: ['dip', 'fly', 'spider'] },
    ...opts.extra,
  });
  t = turnOf(t, 0);
  const before = t;
  t = play(t, 0, card, opts.targets?.(t) ?? [], opts.mode === undefined ? {} : { mode: opts.mode });
  if (opts.dice) t.rng.dice(...opts.dice);
  t = answerAll(resolveAll(t));
  return { before, after: t };
}

describe('cards: loot', () => {
  const coinCards: [CardId, number][] = [
    ['a-penny', 1],
    ['two-cents', 2],
    ['three-cents', 3],
    ['a-nickel', 5],
  ];
  for (const [card, n] of coinCards) {
    it(`card ${card}: gain ${n}¢`, () => expect(coins(playLoot(card).after, 0)).toBe(n));
  }
  it('card bomb: 1 damage to a monster or a player', () => {
    const { after } = playLoot('bomb', { targets: (t) => [objT(monster(t, 'leaper'))] });
    expect(after.state.slots.monster[1]!.at(-1)!.damage).toBe(1);
  });
  it('card big-bomb: 2 damage (kills a 2-health Gaper)', () => {
    const { after } = playLoot('big-bomb', { targets: (t) => [objT(monster(t, 'gaper'))] });
    expect(after.state.discards.monster.map((c) => c.card)).toContain('gaper');
  });
  it('card holy-water: 1 damage to each monster', () => {
    const { after } = playLoot('holy-water');
    expect(after.state.slots.monster.map((s) => s.at(-1)!.damage)).toEqual([1, 1]);
  });
  it('card sulfur-burst: damages a player and a monster at once', () => {
    const { after } = playLoot('sulfur-burst', { targets: (t) => [seatT(1), objT(monster(t, 'leaper'))] });
    expect(after.state.players[1]!.damage).toBe(1);
    expect(after.state.slots.monster[1]!.at(-1)!.damage).toBe(1);
  });
  it('card a-heart: heals a player 2', () => {
    let t = given({ hands: [['bomb', 'a-heart'], []] });
    t = turnOf(t, 0);
    t = resolveAll(play(t, 0, 'bomb', [seatT(0)]));
    t = resolveAll(play(t, 0, 'a-heart', [seatT(0)], { viaCharacter: true }));
    expect(t.state.players[0]!.damage).toBe(0);
  });
  it('card red-pill: a roll picks the effect (1-2: 2¢)', () => expect(coins(playLoot('red-pill', { dice: [2] }).after, 0)).toBe(2));
  it('card blue-pill: mode +1 attack until end of turn', () => {
    const { after } = playLoot('blue-pill', { mode: 0 });
    expect(after.state.buffs).toEqual([{ seat: 0, stat: 'attack', n: 1 }]);
  });
  it('card dice-shard / nudge / flip-card / loaded-die: dice manipulation (see dice.test.ts); Dice Shard rerolls', () => {
    let t = given({ hands: [['red-pill', 'dice-shard'], []], coins: [0, 0] });
    t = turnOf(t, 0);
    t = play(t, 0, 'red-pill');
    t.rng.dice(6, 1);
    t = resolveTop(t);
    t = resolveAll(play(t, 0, 'dice-shard', [objT(top(t).id)], { viaCharacter: true }));
    expect(coins(t, 0)).toBe(2);
  });
  it('card nudge: +1 to a roll', () => {
    let t = given({ hands: [['red-pill', 'nudge'], []], coins: [0, 0] });
    t = turnOf(t, 0);
    t = play(t, 0, 'red-pill');
    t.rng.dice(2);
    t = resolveTop(t);
    t = resolveAll(play(t, 0, 'nudge', [objT(top(t).id)], { viaCharacter: true }));
    expect(hand(t)).toBe(2); // 3: loot 1 (the turn's card + the loot)
  });
  it('card flip-card: 7 minus the value', () => {
    let t = given({ hands: [['red-pill', 'flip-card'], []], coins: [0, 0] });
    t = turnOf(t, 0);
    t = play(t, 0, 'red-pill');
    t.rng.dice(6);
    t = resolveTop(t);
    t = resolveAll(play(t, 0, 'flip-card', [objT(top(t).id)], { viaCharacter: true }));
    expect(coins(t, 0)).toBe(2);
  });
  it('card loaded-die: sets a roll to 6', () => {
    let t = given({ hands: [['red-pill', 'loaded-die'], []], coins: [0, 0] });
    t = turnOf(t, 0);
    t = play(t, 0, 'red-pill');
    t.rng.dice(1);
    t = resolveTop(t);
    t = resolveAll(play(t, 0, 'loaded-die', [objT(top(t).id)], { viaCharacter: true }));
    expect(t.state.players[0]!.damage).toBe(1);
  });
  it('card butter-bean: R-CARD-4 FAQ: Butter Bean cancels a trinket or Lost Soul before they become an item or a soul', () => {
    for (const card of ['lucky-charm', 'lost-soul']) {
      let t = given({ firstPlayer: 1, hands: [[card], ['butter-bean']] });
      t = turnOf(t, 0);
      t = play(t, 0, card);
      t = act(t, 0, { type: 'pass' });
      t = resolveAll(play(t, 1, 'butter-bean', [objT(top(t).id)], { viaCharacter: true }));
      expect(items(t)).toEqual([t.state.players[0]!.items[0]!.card]);
      expect(t.state.players[0]!.souls).toEqual([]);
      expect(t.state.discards.loot.map((c) => c.card)).toEqual([card, 'butter-bean']);
    }
  });
  it('card lucky-charm: R-CARD-4 a trinket becomes an item with +1 attack', () => {
    const { after } = playLoot('lucky-charm');
    expect(items(after)).toContain('lucky-charm');
    expect(after.state.discards.loot.map((c) => c.card)).not.toContain('lucky-charm');
  });
  it('card lost-soul: becomes a soul', () => expect(playLoot('lost-soul').after.state.players[0]!.souls.map((c) => c.card)).toEqual(['lost-soul']));
  it('card temperance: a player discards 2 (forced discard)', () => {
    const { before, after } = playLoot('temperance', { targets: () => [seatT(1)] });
    expect(hand(after, 1)).toBe(hand(before, 1) - 2);
  });
  it('card pickpocket: steals a random loot card from another player', () => {
    const { before, after } = playLoot('pickpocket', { targets: () => [seatT(1)] });
    expect(hand(after, 1)).toBe(hand(before, 1) - 1);
    expect(hand(after, 0)).toBe(hand(before, 0));
  });
  it('card smoke-bomb: cancels the attack (see stack.test.ts)', () => {
    let t = given({ hands: [['smoke-bomb'], []], monsters: ['leaper'] });
    t = turnOf(t, 0);
    t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'leaper') });
    t = resolveTop(t);
    t = resolveAll(play(t, 0, 'smoke-bomb'));
    expect(t.state.turn.attack).toBeNull();
  });
  it('card reapers-note: R-CARD-6 killing (destroying) a monster gives its rewards', () =>
    expect(coins(playLoot('reapers-note', { targets: (t) => [objT(monster(t, 'leaper'))] }).after, 0)).toBe(3));
  it('card jam: deactivates an item', () => {
    const { after } = playLoot('jam', { targets: (t) => [objT(item(t, 1, 'yum-heart'))] });
    expect(after.state.players[1]!.items[0]!.tapped).toBe(true);
  });
  it('card battery: recharges an item', () => {
    let t = given({ characters: ['cain', 'isaac'], hands: [['battery'], []], coins: [0, 0] });
    t = turnOf(t, 0);
    t = resolveAll(use(t, 0, 'lucky-coin'));
    t = resolveAll(play(t, 0, 'battery', [objT(item(t, 0, 'lucky-coin'))]));
    t = resolveAll(use(t, 0, 'lucky-coin'));
    expect(coins(t, 0)).toBe(2);
  });
  it('card second-wind: one more attack this turn', () => expect(playLoot('second-wind').after.state.players[0]!.attacks).toBe(2));
  it('card shopping-spree: one more purchase this turn', () => expect(playLoot('shopping-spree').after.state.players[0]!.purchases).toBe(2));
  it('card crystal-ball: look at the top 3 monster cards and rearrange them', () => {
    let t = given({ hands: [['crystal-ball'], []], decks: { monster: ['dip', 'fly', 'spider', 'gaper'] }, monsters: ['leaper'] });
    t = turnOf(t, 0);
    t = resolveTop(play(t, 0, 'crystal-ball'));
    const ids = (t.state.decision as { readonly ids: readonly string[] }).ids;
    t = act(t, 0, { type: 'arrange', ids: [ids[2]!, ids[1]!, ids[0]!] });
    expect(t.state.decks.monster.map((c) => c.card)).toEqual(['spider', 'fly', 'dip', 'gaper']);
  });
  it('card a-sack: loot 2', () => {
    const { before, after } = playLoot('a-sack');
    expect(hand(after)).toBe(hand(before) + 1);
  });
  it('card time-out: ends the turn', () => expect(playLoot('time-out').after.state.turn.step).toBe('end-triggers'));
});

describe('cards: characters and starting items', () => {
  it('card isaac / the-d6: 2 health, 1 attack; The D6 rerolls a roll', () => {
    let t = given({ characters: ['isaac', 'maggy'], hands: [['red-pill'], []], coins: [0, 0] });
    t = turnOf(t, 0);
    expect(t.state.players[0]!.items.map((c) => c.card)).toEqual(['the-d6']);
    t = play(t, 0, 'red-pill');
    t.rng.dice(6, 2);
    t = resolveTop(t);
    t = resolveAll(use(t, 0, 'the-d6', [objT(top(t).id)]));
    expect(coins(t, 0)).toBe(2);
  });
  it('card maggy / yum-heart: 3 health; Yum Heart heals 2', () => {
    let t = given({ characters: ['maggy', 'isaac'], hands: [['big-bomb'], []] });
    t = turnOf(t, 0);
    t = resolveAll(play(t, 0, 'big-bomb', [seatT(0)]));
    t = resolveAll(use(t, 0, 'yum-heart', [seatT(0)]));
    expect(t.state.players[0]!.damage).toBe(0);
    expect(t.state.players[0]!.diedThisTurn).toBe(false);
  });
  it('card cain / lucky-coin: Lucky Coin gains 1¢', () => {
    let t = given({ characters: ['cain', 'isaac'], coins: [0, 0] });
    t = turnOf(t, 0);
    expect(coins(resolveAll(use(t, 0, 'lucky-coin')), 0)).toBe(1);
  });
  it('card judas / book-of-belial: 2 attack; +1 or -1 to a roll (modes)', () => {
    let t = given({ characters: ['judas', 'isaac'], hands: [['red-pill'], []], coins: [0, 0] });
    t = turnOf(t, 0);
    t = play(t, 0, 'red-pill');
    t.rng.dice(3);
    t = resolveTop(t);
    t = resolveAll(use(t, 0, 'book-of-belial', [objT(top(t).id)], { mode: 1 }));
    expect(coins(t, 0)).toBe(2);
  });
});

describe('cards: treasures', () => {
  const withItem = (card: CardId, extra: Parameters<typeof given>[0] = {}) => turnOf(given({ items: [[card], []], coins: [0, 0], ...extra }), 0);
  it('card book-of-sin: roll 1-2 loot, 3-4 1¢, 5-6 a treasure', () => {
    let t = withItem('book-of-sin');
    t.rng.dice(6);
    t = resolveAll(use(t, 0, 'book-of-sin'));
    expect(items(t).length).toBe(3);
  });
  it('card sacrificial-dagger: 1 damage to a player and 1 to a monster', () => {
    let t = withItem('sacrificial-dagger', { monsters: ['leaper'] });
    t = resolveAll(use(t, 0, 'sacrificial-dagger', [seatT(1), objT(monster(t, 'leaper'))]));
    expect([t.state.players[1]!.damage, t.state.slots.monster[0]!.at(-1)!.damage]).toEqual([1, 1]);
  });
  it('card friendly-ball: captures a basic monster under it (outside the game)', () => {
    let t = withItem('friendly-ball', { monsters: ['leaper'], decks: { monster: ['dip'] } });
    t = resolveAll(use(t, 0, 'friendly-ball', [objT(monster(t, 'leaper'))]));
    expect(t.state.under[item(t, 0, 'friendly-ball')]!.map((c) => c.card)).toEqual(['leaper']);
  });
  it('card crystal-die: pay 3¢ to reroll', () => {
    let t = withItem('crystal-die', { coins: [3, 0], hands: [['red-pill'], []] });
    t = play(t, 0, 'red-pill');
    t.rng.dice(6, 1);
    t = resolveTop(t);
    t = resolveAll(use(t, 0, 'crystal-die', [objT(top(t).id)]));
    expect(coins(t, 0)).toBe(2);
  });
  it('card lucky-foot: each roll of 6 of mine gains 1¢', () => {
    let t = withItem('lucky-foot', { hands: [['red-pill'], []] });
    t = play(t, 0, 'red-pill');
    t.rng.dice(6);
    expect(coins(resolveAll(t), 0)).toBe(1);
  });
  it('card sack-head: loot 1 at the start of my turn', () => {
    const t = withItem('sack-head', { hands: [[], []] });
    expect(hand(t)).toBe(2);
  });
  it('card sack-of-pennies: 1¢ at the start of my turn', () => expect(coins(withItem('sack-of-pennies'), 0)).toBe(1));
  it('card sharp-knife: +1 attack', () => expect(withItem('sharp-knife').state.players[0]!.items).toHaveLength(2));
  it('card breakfast: +1 health (survives 2 damage)', () => {
    let t = withItem('breakfast', { hands: [['big-bomb'], []] });
    t = resolveAll(play(t, 0, 'big-bomb', [seatT(0)]));
    expect(t.state.players[0]!.diedThisTurn).toBe(false);
  });
  it('card guppys-head: loot 1 (Guppy)', () => {
    const t = withItem('guppys-head', { hands: [[], []] });
    expect(hand(resolveAll(use(t, 0, 'guppys-head')))).toBe(2);
  });
  it('card guppys-tail: 1¢ at the end of my turn (Guppy)', () => {
    let t = withItem('guppys-tail');
    t = resolveAll(act(t, 0, { type: 'end-turn' }));
    expect(coins(t, 0)).toBe(1);
  });
  it('card coupon-book: when gained, add a shop slot (slot expansion)', () => {
    let t = given({ shop: ['coupon-book', 'breakfast'], coins: [10, 0] });
    t = turnOf(t, 0);
    t = resolveAll(act(t, 0, { type: 'declare-purchase', item: t.state.slots.shop[0]!.at(-1)!.id }));
    expect(t.state.slots.shop).toHaveLength(3);
    expect(t.state.slots.shop.every((s) => s.length === 1)).toBe(true);
  });
  it('card jammer: deactivates a target item', () => {
    let t = withItem('jammer');
    t = resolveAll(use(t, 0, 'jammer', [objT(item(t, 1, 'yum-heart'))]));
    expect(t.state.players[1]!.items[0]!.tapped).toBe(true);
  });
  it('card sticky-fingers: steals a random loot card', () => {
    let t = withItem('sticky-fingers', { hands: [[], ['bomb', 'nudge']] });
    t = resolveAll(use(t, 0, 'sticky-fingers', [seatT(1)]));
    expect(hand(t, 1)).toBe(1);
  });
  it('card cursed-eye: loot 1 when I take damage', () => {
    let t = withItem('cursed-eye', { hands: [['bomb'], []] });
    t = resolveAll(play(t, 0, 'bomb', [seatT(0)]));
    expect(hand(t)).toBe(2);
  });
  it('card dead-bird: 2¢ when any player dies', () => {
    let t = withItem('dead-bird', { hands: [['big-bomb'], []], characters: ['isaac', 'cain'] });
    t = answerAll(resolveAll(play(t, 0, 'big-bomb', [seatT(1)])));
    expect(coins(t, 0)).toBe(2);
  });
  it('card tarot-deck: look at the top 3 loot cards and rearrange them', () => {
    let t = withItem('tarot-deck', { hands: [[], []], decks: { loot: ['a-penny', 'bomb', 'nudge', 'jam', 'battery'] } });
    t = resolveTop(use(t, 0, 'tarot-deck'));
    const ids = (t.state.decision as { readonly ids: readonly string[] }).ids;
    t = act(t, 0, { type: 'arrange', ids: [ids[1]!, ids[2]!, ids[0]!] });
    expect(t.state.decks.loot.slice(0, 3).map((c) => c.card)).toEqual(['nudge', 'jam', 'bomb']);
  });
  it('card charger: pay 4¢ to recharge an item', () => {
    let t = withItem('charger', { coins: [4, 0], hands: [['jam'], []] });
    t = resolveAll(play(t, 0, 'jam', [objT(item(t, 0, 'the-d6'))]));
    expect(t.state.players[0]!.items.find((c) => c.card === 'the-d6')!.tapped).toBe(true);
    t = resolveAll(use(t, 0, 'charger', [objT(item(t, 0, 'the-d6'))]));
    expect(coins(t, 0)).toBe(0);
    expect(t.state.players[0]!.items.find((c) => c.card === 'the-d6')!.tapped).toBeFalsy();
  });
});

describe('cards: monsters (rewards on death, the monster death page)', () => {
  const expected: Record<string, { coins?: number; loot?: number; items?: number; soul?: number }> = {
    gaper: { coins: 1 },
    fly: { loot: 1 },
    clotty: { coins: 3 },
    pooter: { loot: 3 },
    hopper: { items: 1 },
    leaper: { coins: 3 },
    horf: { coins: 2 },
    spider: { loot: 2 },
    'boom-fly': { coins: 1 },
    dip: { coins: 1 },
    'keeper-head': { coins: 4 },
    trite: { items: 1 },
    monstro: { coins: 6, soul: 1 },
    'larry-jr': { loot: 2, soul: 1 },
    gemini: { items: 1, soul: 1 },
    fistula: { coins: 3, soul: 1 },
    'duke-of-flies': { loot: 1, soul: 1 },
    peep: { coins: 3, soul: 1 },
    'the-bloat': { loot: 1, soul: 1 },
    mom: { items: 2, soul: 2 },
    'shell-beetle': { coins: 4 },
    'shy-gaper': { coins: 2 },
    hexling: { loot: 2 },
    'tax-collector': { coins: 5 },
    'thief-fly': { coins: 3 },
    'spiked-maw': { coins: 3 },
    mimic: { coins: 2, loot: 1 },
    bony: { loot: 1 },
    'pale-fatty': { coins: 4 },
    squirt: { items: 1 },
    'charger-worm': { loot: 2 },
    ghost: { coins: 5 },
    gurdy: { coins: 5, soul: 1 },
    lust: { coins: 4, soul: 1 },
    widow: { coins: 4, soul: 1 },
    'mega-maw': { loot: 3, soul: 1 },
    famine: { items: 1, soul: 1 },
    pin: { items: 1, soul: 1 },
    lurker: { coins: 2 },
    'pickpocket-fly': { coins: 3 },
    'trapdoor-spider': { loot: 2 },
  };
  const monsters = allCardDefs().filter((d): d is MonsterDef => d.kind === 'monster');
  it('every monster has an expectation', () => expect(monsters.map((m) => m.id).sort()).toEqual(Object.keys(expected).sort()));
  for (const m of monsters) {
    const e = expected[m.id]!;
    it(`card ${m.id}: ${m.health} HP, evasion ${m.evasion}, attack ${m.attack}; rewards ${JSON.stringify(e)}`, () => {
      let t = given({ hands: [['reapers-note'], []], monsters: [m.id], coins: [0, 0], decks: { monster: ['dip', 'fly'] } });
      t = turnOf(t, 0);
      t = play(t, 0, 'reapers-note', [objT(monster(t, m.id))]);
      const h = hand(t);
      t.rng.dice(3);
      t = answerAll(resolveAll(t));
      expect(coins(t, 0)).toBe(e.coins ?? 0);
      expect(hand(t) - h).toBe(e.loot ?? 0);
      expect(items(t).length - 1).toBe(e.items ?? 0);
      expect(t.state.players[0]!.souls.length).toBe(e.soul ? 1 : 0);
    });
  }
  it('card horf: an attack roll of 1 against it deals 1 damage to the active player', () => {
    let t = given({ monsters: ['horf'] });
    t = turnOf(t, 0);
    t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'horf') });
    t.rng.dice(1);
    t = resolveTop(resolveTop(t));
    t = resolveTop(t); // Horf's trigger
    expect(t.state.players[0]!.damage).toBe(1);
  });
  it('card duke-of-flies: an attack roll of 6 against it heals it 1', () => {
    let t = given({ monsters: ['duke-of-flies'] });
    t = turnOf(t, 0);
    t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'duke-of-flies') });
    t.rng.dice(6);
    t = resolveTop(resolveTop(t));
    const dmg = t.state.stack.at(0)!;
    expect(dmg.kind).toBe('damage');
  });
  it('card boom-fly: on death, 1 damage to each player', () => {
    let t = given({ hands: [['reapers-note'], []], monsters: ['boom-fly'] });
    t = turnOf(t, 0);
    t = resolveAll(play(t, 0, 'reapers-note', [objT(monster(t, 'boom-fly'))]));
    expect(t.state.players.map((p) => p.damage)).toEqual([1, 1]);
  });
});

describe('cards: events, curses, bonus souls', () => {
  const attackDeck = (top: CardId, extra: Parameters<typeof given>[0] = {}) => {
    let t = given({ monsters: ['gaper'], decks: { monster: [top, 'dip', 'fly'] }, hands: [[], []], ...extra });
    t = turnOf(t, 0);
    t = resolveTop(act(t, 0, { type: 'declare-attack', monster: 'deck' }));
    return answerAll(resolveAll(t));
  };
  it('card troll-bombs: R-CARD-5 an event takes effect when played, then goes to the monster discard', () => {
    const t = attackDeck('troll-bombs');
    expect(t.state.players.map((p) => p.damage)).toEqual([1, 1]);
    expect(t.state.discards.monster.map((c) => c.card)).toContain('troll-bombs');
  });
  it('card secret-room: the active player loots 2', () => expect(hand(attackDeck('secret-room'))).toBe(3));
  it('card ambush: adds a monster slot (slot expansion)', () => expect(attackDeck('ambush').state.slots.monster).toHaveLength(2));
  it('card curse-of-blindness: R-CARD-5 a curse stays with the chosen player; -1 attack (minimum 1)', () => {
    const t = attackDeck('curse-of-blindness', { characters: ['judas', 'isaac'] });
    expect(t.state.players[0]!.curses.map((c) => c.card)).toEqual(['curse-of-blindness']);
  });
  it('card curse-of-the-tower: the cursed player takes 1 damage at the start of their turn', () => {
    let t = attackDeck('curse-of-the-tower');
    t = turnOf(act(t, 0, { type: 'end-turn' }), 0);
    expect(t.state.players[0]!.damage).toBe(1);
  });
  it('card soul-of-greed / soul-of-gluttony / soul-of-guppy: see R-WIN-2 in death-win.test.ts', () => {
    expect(given({ coins: [25, 0] }).state.players[0]!.souls.map((c) => c.card)).toEqual(['soul-of-greed']);
  });
});
