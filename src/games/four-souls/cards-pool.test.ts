/**
 * The cards added with the card model, one test each (table-driven per card kind, each case
 * plays the card and checks what it did). The older cards are tested in cards.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { act, attempt, coins, given, item, monster, objT, play, resolveAll, resolveTop, seatT, top, turnOf, use, type Table } from './testing/kit';
import type { CardId } from './types';

type Given = Parameters<typeof given>[0];
const hand = (t: Table, seat = 0) => t.state.players[seat]!.hand.length;
const items = (t: Table, seat = 0) => t.state.players[seat]!.items.map((c) => c.card);
const dmg = (t: Table, seat = 0) => t.state.players[seat]!.damage;
const monsterDamage = (t: Table, slot = 0) => t.state.slots.monster[slot]!.at(-1)!.damage ?? 0;
/** Answers every pending choice with its first option and resolves everything. */
function settleAll(t: Table): Table {
  let cur = resolveAll(t);
  for (let d = cur.state.decision; d; d = cur.state.decision) {
    cur = resolveAll(
      d.kind === 'choose'
        ? act(cur, d.seat, { type: 'choose', option: d.options[0]! })
        : d.kind === 'arrange'
          ? act(cur, d.seat, { type: 'arrange', ids: [...d.ids].reverse() })
          : act(cur, d.seat, { type: 'order-triggers', keys: d.keys }),
    );
  }
  return cur;
}
/** P1's action phase (Maggy: 3 health, against Isaac), 0¢ each unless said. */
const table = (extra: Given = {}) =>
  turnOf(given({ characters: ['maggy', 'isaac'], coins: [0, 0], monsters: ['leaper', 'gaper'], decks: { monster: ['dip', 'fly', 'spider'] }, ...extra }), 0);
const withItem = (card: CardId, extra: Given = {}) => table({ items: [[card], []], ...extra });
/** P1 puts a roll on the stack with Red Pill (the value scripted). */
function rollOnStack(value: number, extra: Given = {}, held: CardId[] = []): Table {
  let t = table({ hands: [['red-pill', ...held], []], ...extra });
  t = play(t, 0, 'red-pill');
  t.rng.dice(value);
  return resolveTop(t);
}
const missLeaper = (t0: Table) => {
  const t = act(t0, 0, { type: 'declare-attack', monster: monster(t0, 'leaper') });
  t.rng.dice(1);
  return resolveTop(resolveTop(t));
};

const TREASURE_CASES: readonly [CardId, string, () => void][] = [
  [
    'piggy-bank',
    'a counter each end of turn; 3 counters pay 8¢',
    () => {
      let t = withItem('piggy-bank');
      for (let i = 0; i < 3; i += 1) t = turnOf(act(t, t.state.turn.active, { type: 'end-turn' }), i % 2 === 0 ? 1 : 0);
      t = turnOf(act(t, 1, { type: 'end-turn' }), 0);
      expect(t.state.players[0]!.items.find((o) => o.card === 'piggy-bank')!.counters).toBe(2);
      t = turnOf(act(t, 0, { type: 'end-turn' }), 0);
      t = resolveAll(use(t, 0, 'piggy-bank'));
      expect(coins(t, 0)).toBe(8);
    },
  ],
  [
    'hunters-log',
    'a counter per monster slot refill; 2 counters pay for one more attack',
    () => {
      let t = withItem('hunters-log', { hands: [['reapers-note', 'dynamite'], []] });
      t = resolveAll(play(t, 0, 'reapers-note', [objT(monster(t, 'leaper'))]));
      t = resolveAll(play(t, 0, 'dynamite', [objT(monster(t, 'gaper'))], { viaCharacter: true }));
      t = resolveAll(use(t, 0, 'hunters-log'));
      expect(t.state.players[0]!.attacks).toBe(2);
    },
  ],
  [
    'tally-stone',
    'tap: a counter; 2 counters pay 3¢ (see counters.test.ts)',
    () => {
      let t = withItem('tally-stone', { hands: [['battery'], []] });
      t = resolveAll(use(t, 0, 'tally-stone'));
      t = resolveAll(play(t, 0, 'battery', [objT(item(t, 0, 'tally-stone'))]));
      t = resolveAll(use(t, 0, 'tally-stone'));
      expect(coins(resolveAll(use(t, 0, 'tally-stone', [], { ability: 1 })), 0)).toBe(3);
    },
  ],
  [
    'blood-bag',
    'pay 1 health: 2¢',
    () => {
      const t = resolveAll(use(withItem('blood-bag'), 0, 'blood-bag'));
      expect([coins(t, 0), dmg(t)]).toEqual([2, 1]);
    },
  ],
  [
    'trade-in',
    'discard 2 loot: a treasure',
    () => {
      let t = withItem('trade-in', { hands: [['a-penny', 'a-penny'], []] });
      const pay = t.state.players[0]!.hand.slice(0, 2).map((c) => c.id);
      t = resolveAll(act(t, 0, { type: 'activate', source: item(t, 0, 'trade-in'), ability: 0, targets: [], mode: null, pay }));
      expect(items(t)).toHaveLength(3);
    },
  ],
  [
    'scrap-heap',
    'destroy another item: 6¢',
    () => {
      let t = withItem('scrap-heap', { items: [['scrap-heap', 'breakfast'], []] });
      t = resolveAll(act(t, 0, { type: 'activate', source: item(t, 0, 'scrap-heap'), ability: 0, targets: [], mode: null, pay: [item(t, 0, 'breakfast')] }));
      expect([coins(t, 0), items(t)]).toEqual([6, ['yum-heart', 'scrap-heap']]);
    },
  ],
  [
    'devils-deal',
    'give up a soul: 3 treasures',
    () => {
      let t = withItem('devils-deal', { souls: [['peep'], []] });
      t = resolveAll(
        act(t, 0, { type: 'activate', source: item(t, 0, 'devils-deal'), ability: 0, targets: [], mode: null, pay: [t.state.players[0]!.souls[0]!.id] }),
      );
      expect(items(t)).toHaveLength(5);
    },
  ],
  [
    'coin-press',
    'tap and 2¢: loot 2',
    () => {
      const t0 = withItem('coin-press', { coins: [2, 0] });
      const t = resolveAll(use(t0, 0, 'coin-press'));
      expect([coins(t, 0), hand(t) - hand(t0)]).toEqual([0, 2]);
    },
  ],
  [
    'guardian-feather',
    "replaces its owner's death (see prevention.test.ts)",
    () => {
      const t = resolveAll(play(withItem('guardian-feather', { characters: ['isaac', 'maggy'], hands: [['big-bomb'], []] }), 0, 'big-bomb', [seatT(0)]));
      expect([t.state.players[0]!.diedThisTurn, items(t)]).toEqual([false, ['the-d6']]);
    },
  ],
  [
    'iron-plate',
    'prevents 1 of each damage',
    () => {
      const t = resolveAll(play(withItem('iron-plate', { hands: [['big-bomb'], []] }), 0, 'big-bomb', [seatT(0)]));
      expect(dmg(t)).toBe(1);
    },
  ],
  [
    'bubble-wand',
    'tap: prevent the next 1 damage to a player',
    () => {
      let t = withItem('bubble-wand', { hands: [['bomb'], []] });
      t = resolveAll(use(t, 0, 'bubble-wand', [seatT(1)]));
      t = resolveAll(play(t, 0, 'bomb', [seatT(1)]));
      expect(dmg(t, 1)).toBe(0);
    },
  ],
  ['extra-pocket', 'one more loot play each turn', () => expect(withItem('extra-pocket').state.players[0]!.lootPlays).toBe(2)],
  ['war-drum', 'one more attack each turn', () => expect(withItem('war-drum').state.players[0]!.attacks).toBe(2)],
  ['shopping-bag', 'one more purchase each turn', () => expect(withItem('shopping-bag').state.players[0]!.purchases).toBe(2)],
  [
    'weighted-die',
    '+1 to attack rolls (see statics.test.ts)',
    () => {
      let t = withItem('weighted-die');
      t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'leaper') });
      t.rng.dice(3);
      expect(top(resolveTop(resolveTop(t)))).toMatchObject({ kind: 'damage', targets: [{ id: monster(t, 'leaper') }] });
    },
  ],
  [
    'big-satchel',
    'hand size +3; tap: loot 1 then discard 1',
    () => {
      const t0 = withItem('big-satchel', { hands: [['a-penny'], []] });
      const t = settleAll(use(t0, 0, 'big-satchel'));
      expect(hand(t)).toBe(hand(t0));
      expect(t.state.discards.loot).toHaveLength(1);
    },
  ],
  [
    'discount-card',
    'items cost 2¢ less',
    () => expect(coins(resolveAll(act(withItem('discount-card', { coins: [8, 0] }), 0, { type: 'declare-purchase', item: 'deck' })), 0)).toBe(0),
  ],
  [
    'cloak-of-shadows',
    'other players cannot target its owner',
    () => {
      const t = withItem('cloak-of-shadows', { items: [[], ['cloak-of-shadows']], hands: [['bomb'], []] });
      const bomb = t.state.players[0]!.hand.find((c) => c.card === 'bomb')!.id;
      expect(attempt(t, 0, { type: 'play-loot', card: bomb, targets: [seatT(1)], mode: null, viaCharacter: false })).toMatchObject({ code: 'BAD_TARGET' });
    },
  ],
  [
    'trophy-rack',
    '1¢ each time its owner kills a monster',
    () => {
      const t0 = withItem('trophy-rack', { hands: [['reapers-note'], []] });
      expect(coins(resolveAll(play(t0, 0, 'reapers-note', [objT(monster(t0, 'leaper'))])), 0)).toBe(4);
    },
  ],
  [
    'receipt',
    'loot 1 each time its owner buys an item',
    () => {
      const t0 = withItem('receipt', { characters: ['isaac', 'maggy'], coins: [10, 0] });
      expect(hand(resolveAll(act(t0, 0, { type: 'declare-purchase', item: 'deck' })))).toBe(hand(t0) + 1);
    },
  ],
  ['consolation-prize', '1¢ on a missed attack', () => expect(coins(resolveTop(missLeaper(withItem('consolation-prize'))), 0)).toBe(1)],
  [
    'thorn-collar',
    '1¢ when another player targets its owner',
    () => {
      const t = resolveAll(play(table({ items: [[], ['thorn-collar']], hands: [['bomb'], []] }), 0, 'bomb', [seatT(1)]));
      expect(coins(t, 1)).toBe(1);
    },
  ],
  [
    'restock-bell',
    '1¢ each time a shop slot is refilled',
    () => {
      let t = withItem('restock-bell', { coins: [10, 0], shop: ['breakfast', 'sharp-knife'] });
      t = resolveAll(act(t, 0, { type: 'declare-purchase', item: t.state.slots.shop[0]!.at(-1)!.id }));
      expect(coins(t, 0)).toBe(1);
    },
  ],
  [
    'grave-dirt',
    'loot 1 each time a player dies',
    () => {
      const t0 = withItem('grave-dirt', { hands: [['big-bomb'], []] });
      const t = settleAll(play(t0, 0, 'big-bomb', [seatT(1)]));
      expect(hand(t)).toBe(hand(t0));
      expect(t.state.players[1]!.diedThisTurn).toBe(true);
    },
  ],
  [
    'cracked-mirror',
    'loot 1 each time its owner rolls a 1',
    () => {
      const t = resolveAll(rollOnStack(1, { items: [['cracked-mirror'], []] }));
      expect(hand(t)).toBe(2); // the turn's loot card, and Cracked Mirror's (Red Pill left the hand)
    },
  ],
  [
    'golden-idol',
    '2¢ at the start of the turn; -1¢ each time its owner takes damage',
    () => {
      let t = withItem('golden-idol', { hands: [['bomb'], []] });
      expect(coins(t, 0)).toBe(2);
      t = resolveAll(play(t, 0, 'bomb', [seatT(0)]));
      expect(coins(t, 0)).toBe(1);
    },
  ],
  [
    'chain-whip',
    'tap: 1 damage to a monster',
    () => expect(monsterDamage(resolveAll(use(withItem('chain-whip'), 0, 'chain-whip', [objT(monster(withItem('chain-whip'), 'leaper'))])))).toBe(1),
  ],
  ['spiked-ball', 'tap: 1 damage to a player', () => expect(dmg(resolveAll(use(withItem('spiked-ball'), 0, 'spiked-ball', [seatT(1)])), 1)).toBe(1)],
  [
    'bandage-roll',
    'pay 2¢: heal a player 1',
    () => {
      let t = withItem('bandage-roll', { coins: [2, 0], hands: [['bomb'], []] });
      t = resolveAll(play(t, 0, 'bomb', [seatT(0)]));
      t = resolveAll(use(t, 0, 'bandage-roll', [seatT(0)]));
      expect([dmg(t), coins(t, 0)]).toEqual([0, 0]);
    },
  ],
  [
    'coin-magnet',
    'tap: steal 2¢',
    () => {
      const t = resolveAll(use(withItem('coin-magnet', { coins: [0, 5] }), 0, 'coin-magnet', [seatT(1)]));
      expect([coins(t, 0), coins(t, 1)]).toEqual([2, 3]);
    },
  ],
  [
    'mirror-shard',
    'tap: flip a roll',
    () => {
      const t = rollOnStack(6, { items: [['mirror-shard'], []] });
      expect(coins(resolveAll(use(t, 0, 'mirror-shard', [objT(top(t).id)])), 0)).toBe(2);
    },
  ],
  [
    'horseshoe',
    'tap: +1 to a roll',
    () => {
      const t = rollOnStack(2, { items: [['horseshoe'], []] });
      expect(hand(resolveAll(use(t, 0, 'horseshoe', [objT(top(t).id)])))).toBe(2);
    },
  ],
  [
    'smoke-machine',
    'tap: cancel the attack',
    () => {
      let t = withItem('smoke-machine');
      t = resolveTop(act(t, 0, { type: 'declare-attack', monster: monster(t, 'leaper') }));
      expect(resolveAll(use(t, 0, 'smoke-machine')).state.turn.attack).toBeNull();
    },
  ],
  [
    'gamblers-coin',
    'tap: roll 1-3 lose 2¢, 4-6 gain 4¢',
    () => {
      const t0 = withItem('gamblers-coin');
      t0.rng.dice(5);
      expect(coins(resolveAll(use(t0, 0, 'gamblers-coin')), 0)).toBe(4);
    },
  ],
];

const LOOT_CASES: readonly [CardId, string, () => void][] = [
  ['pocket-change', '4¢', () => expect(coins(resolveAll(play(table({ hands: [['pocket-change'], []] }), 0, 'pocket-change')), 0)).toBe(4)],
  [
    'coin-purse',
    'roll: ¢ equal to the roll',
    () => {
      const t = table({ hands: [['coin-purse'], []] });
      const p = play(t, 0, 'coin-purse');
      p.rng.dice(5);
      expect(coins(resolveAll(p), 0)).toBe(5);
    },
  ],
  [
    'shield-charm',
    'prevent the next 2 damage',
    () => {
      let t = resolveAll(play(table({ hands: [['shield-charm', 'big-bomb'], []] }), 0, 'shield-charm'));
      t = resolveAll(play(t, 0, 'big-bomb', [seatT(0)], { viaCharacter: true }));
      expect(dmg(t)).toBe(0);
    },
  ],
  [
    'prayer-card',
    'prevent the next 1 damage to a player',
    () => {
      let t = resolveAll(play(table({ hands: [['prayer-card', 'big-bomb'], []] }), 0, 'prayer-card', [seatT(1)]));
      t = resolveAll(play(t, 0, 'big-bomb', [seatT(1)], { viaCharacter: true }));
      expect(dmg(t, 1)).toBe(1);
    },
  ],
  [
    'bandage',
    'heal a player 1',
    () => {
      let t = resolveAll(play(table({ hands: [['bomb', 'bandage'], []] }), 0, 'bomb', [seatT(0)]));
      t = resolveAll(play(t, 0, 'bandage', [seatT(0)], { viaCharacter: true }));
      expect(dmg(t)).toBe(0);
    },
  ],
  [
    'dynamite',
    '3 damage to a monster (kills a Leaper)',
    () => {
      const t0 = table({ hands: [['dynamite'], []] });
      expect(coins(settleAll(play(t0, 0, 'dynamite', [objT(monster(t0, 'leaper'))])), 0)).toBe(3);
    },
  ],
  [
    'stink-bomb',
    '1 damage to each other player',
    () => {
      const t = resolveAll(play(table({ hands: [['stink-bomb'], []] }), 0, 'stink-bomb'));
      expect([dmg(t), dmg(t, 1)]).toEqual([0, 1]);
    },
  ],
  [
    'caltrops',
    '1 damage to each monster and each player',
    () => {
      const t = resolveAll(play(table({ hands: [['caltrops'], []] }), 0, 'caltrops'));
      expect([dmg(t), dmg(t, 1), monsterDamage(t)]).toEqual([1, 1, 1]);
    },
  ],
  [
    'counterfeit',
    'steal 2¢',
    () => {
      const t = resolveAll(play(table({ hands: [['counterfeit'], []], coins: [0, 3] }), 0, 'counterfeit', [seatT(1)]));
      expect([coins(t, 0), coins(t, 1)]).toEqual([2, 1]);
    },
  ],
  [
    'chalk-marks',
    '2 counters on an item',
    () => {
      const t0 = table({ hands: [['chalk-marks'], []] });
      const t = resolveAll(play(t0, 0, 'chalk-marks', [objT(item(t0, 1, 'the-d6'))]));
      expect(t.state.players[1]!.items[0]!.counters).toBe(2);
    },
  ],
  [
    'eraser',
    'remove up to 3 counters from an item',
    () => {
      let t = table({ hands: [['chalk-marks', 'eraser'], []] });
      t = resolveAll(play(t, 0, 'chalk-marks', [objT(item(t, 1, 'the-d6'))]));
      t = resolveAll(play(t, 0, 'eraser', [objT(item(t, 1, 'the-d6'))], { viaCharacter: true }));
      expect(t.state.players[1]!.items[0]!.counters).toBeUndefined();
    },
  ],
  [
    'sabotage',
    'destroy an item; an eternal one survives',
    () => {
      let t = table({ hands: [['sabotage'], []], items: [[], ['breakfast']] });
      t = resolveAll(play(t, 0, 'sabotage', [objT(item(t, 1, 'breakfast'))]));
      expect(items(t, 1)).toEqual(['the-d6']);
    },
  ],
  [
    'war-cry',
    '+1 attack and one more attack this turn',
    () => {
      const t = resolveAll(play(table({ hands: [['war-cry'], []] }), 0, 'war-cry'));
      expect([t.state.buffs, t.state.players[0]!.attacks]).toEqual([[{ seat: 0, stat: 'attack', n: 1 }], 2]);
    },
  ],
  [
    'busy-hands',
    'two more loot plays this turn',
    () => expect(resolveAll(play(table({ hands: [['busy-hands'], []] }), 0, 'busy-hands')).state.players[0]!.lootPlays).toBe(2),
  ],
  [
    'card-trick',
    'loot 3, then discard 2',
    () => {
      const t0 = table({ hands: [['card-trick'], []] });
      expect(hand(settleAll(play(t0, 0, 'card-trick')))).toBe(hand(t0));
    },
  ],
  [
    'rummage',
    'loot 2, then discard 1',
    () => {
      const t0 = table({ hands: [['rummage'], []] });
      expect(hand(settleAll(play(t0, 0, 'rummage')))).toBe(hand(t0));
    },
  ],
  [
    'reset-button',
    'recharge all your items',
    () => {
      let t = table({ hands: [['reset-button'], []] });
      t = resolveAll(use(t, 0, 'yum-heart', [seatT(0)]));
      t = resolveAll(play(t, 0, 'reset-button'));
      expect(t.state.players[0]!.items[0]!.tapped).toBe(false);
    },
  ],
  [
    'minus-one',
    '-1 to a roll',
    () => {
      const t = rollOnStack(3, {}, ['minus-one']);
      expect(coins(resolveAll(play(t, 0, 'minus-one', [objT(top(t).id)], { viaCharacter: true })), 0)).toBe(2);
    },
  ],
  [
    'snake-eyes',
    'set a roll to 1',
    () => {
      const t = rollOnStack(6, {}, ['snake-eyes']);
      expect(coins(resolveAll(play(t, 0, 'snake-eyes', [objT(top(t).id)], { viaCharacter: true })), 0)).toBe(2);
    },
  ],
  [
    'window-shopping',
    'look at the top 3 treasures and rearrange them',
    () => {
      const t = settleAll(
        play(
          table({ hands: [['window-shopping'], []], shop: ['breakfast'], decks: { treasure: ['jammer', 'charger', 'coin-press', 'horseshoe'] } }),
          0,
          'window-shopping',
        ),
      );
      expect(t.state.decks.treasure.map((c) => c.card)).toEqual(['coin-press', 'charger', 'jammer', 'horseshoe']);
    },
  ],
  [
    'big-sack',
    'loot 3',
    () => {
      const t0 = table({ hands: [['big-sack'], []] });
      expect(hand(resolveAll(play(t0, 0, 'big-sack')))).toBe(hand(t0) + 2);
    },
  ],
  [
    'rabbit-tooth',
    'trinket: +1 to attack rolls',
    () => {
      let t = resolveAll(play(table({ hands: [['rabbit-tooth'], []] }), 0, 'rabbit-tooth'));
      expect(items(t)).toContain('rabbit-tooth');
      t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'leaper') });
      t.rng.dice(3);
      expect(top(resolveTop(resolveTop(t)))).toMatchObject({ kind: 'damage', targets: [{ id: monster(t, 'leaper') }] });
    },
  ],
  [
    'paper-crown',
    'trinket: +1 health',
    () => {
      let t = resolveAll(play(table({ hands: [['paper-crown', 'big-bomb', 'bomb'], []] }), 0, 'paper-crown'));
      t = resolveAll(play(t, 0, 'big-bomb', [seatT(0)], { viaCharacter: true }));
      expect(t.state.players[0]!.diedThisTurn).toBe(false);
      expect(items(t)).toContain('paper-crown');
    },
  ],
];

/** P1 attacks the monster deck with `top` on it; everything resolves (the curse goes to P1). */
function reveal(top: CardId, extra: Given = {}): Table {
  const t = table({ monsters: ['gaper'], decks: { monster: [top, 'dip', 'fly'] }, ...extra });
  return settleAll(resolveTop(act(t, 0, { type: 'declare-attack', monster: 'deck' })));
}

const MONSTER_DECK_CASES: readonly [CardId, string, () => void][] = [
  ['treasure-chest', 'event: the active player gains a treasure', () => expect(items(reveal('treasure-chest'))).toHaveLength(2)],
  [
    'golden-chest',
    'event: each player gains 3¢',
    () => {
      const t = reveal('golden-chest');
      expect([coins(t, 0), coins(t, 1)]).toEqual([3, 3]);
    },
  ],
  [
    'falling-rocks',
    'event: 1 damage to each monster and each player',
    () => {
      const t = reveal('falling-rocks');
      expect([dmg(t), dmg(t, 1), monsterDamage(t)]).toEqual([1, 1, 1]);
    },
  ],
  ['generous-shopkeeper', 'event: one more purchase this turn', () => expect(reveal('generous-shopkeeper').state.players[0]!.purchases).toBe(2)],
  [
    'holy-chest',
    'event: each player loots 1',
    () => {
      const t0 = table({ hands: [[], []] });
      const t = reveal('holy-chest', { hands: [[], []] });
      expect([hand(t), hand(t, 1)]).toEqual([hand(t0) + 1, 1]);
    },
  ],
  [
    'curse-of-greed',
    'curse: items cost 3¢ more',
    () => {
      const t = reveal('curse-of-greed', { coins: [12, 0], items: [[], []] });
      expect(t.state.players[0]!.curses.map((c) => c.card)).toEqual(['curse-of-greed']);
      expect(attempt(turnOf(act(t, 0, { type: 'end-turn' }), 0), 0, { type: 'declare-purchase', item: 'deck' })).toMatchObject({ code: 'CANNOT_AFFORD' });
    },
  ],
  [
    'curse-of-fatigue',
    'curse: -1 to attack rolls',
    () => {
      let t = turnOf(act(reveal('curse-of-fatigue', { monsters: ['leaper'] }), 0, { type: 'end-turn' }), 0);
      t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'leaper') });
      t.rng.dice(4);
      expect(top(resolveTop(resolveTop(t)))).toMatchObject({ kind: 'damage', targets: [{ seat: 0 }] });
    },
  ],
  [
    'curse-of-pain',
    'curse: lose 1¢ each time the cursed player takes damage',
    () => {
      let t = turnOf(act(reveal('curse-of-pain', { coins: [2, 0], hands: [['bomb'], []] }), 0, { type: 'end-turn' }), 0);
      t = resolveAll(play(t, 0, 'bomb', [seatT(0)]));
      expect(coins(t, 0)).toBe(1);
    },
  ],
  [
    'shell-beetle',
    'armor 1: a Bomb does nothing to it',
    () => {
      const t0 = table({ monsters: ['shell-beetle'], hands: [['bomb'], []] });
      expect(monsterDamage(resolveAll(play(t0, 0, 'bomb', [objT(monster(t0, 'shell-beetle'))])))).toBe(0);
    },
  ],
  [
    'shy-gaper',
    '0 attack: a miss deals no damage',
    () => {
      let s = table({ monsters: ['shy-gaper'] });
      s = act(s, 0, { type: 'declare-attack', monster: monster(s, 'shy-gaper') });
      s.rng.dice(1);
      expect(dmg(resolveTop(resolveTop(resolveTop(s))))).toBe(0);
    },
  ],
  [
    'hexling',
    'aura: -1 to every attack roll',
    () => {
      const t = act(table({ monsters: ['leaper', 'hexling'] }), 0, {
        type: 'declare-attack',
        monster: monster(table({ monsters: ['leaper', 'hexling'] }), 'leaper'),
      });
      t.rng.dice(4);
      expect(top(resolveTop(resolveTop(t)))).toMatchObject({ kind: 'damage', targets: [{ seat: 0 }] });
    },
  ],
  [
    'tax-collector',
    'aura: items cost 2¢ more',
    () =>
      expect(attempt(table({ monsters: ['tax-collector'], coins: [11, 0] }), 0, { type: 'declare-purchase', item: 'deck' })).toMatchObject({
        code: 'CANNOT_AFFORD',
      }),
  ],
  [
    'famine',
    'boss aura: items cost 2¢ more',
    () =>
      expect(attempt(table({ monsters: ['famine'], coins: [11, 0] }), 0, { type: 'declare-purchase', item: 'deck' })).toMatchObject({ code: 'CANNOT_AFFORD' }),
  ],
  [
    'thief-fly',
    'a miss against it: the active player loses 1¢',
    () => {
      let t = table({ monsters: ['thief-fly'], coins: [1, 0] });
      t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'thief-fly') });
      t.rng.dice(1);
      expect(coins(resolveTop(resolveTop(resolveTop(t))), 0)).toBe(0);
    },
  ],
  [
    'spiked-maw',
    'each time it takes damage, 1 damage to the active player',
    () => {
      const t0 = table({ monsters: ['spiked-maw'], hands: [['bomb'], []] });
      expect(dmg(resolveAll(play(t0, 0, 'bomb', [objT(monster(t0, 'spiked-maw'))])))).toBe(1);
    },
  ],
  [
    'mimic',
    'when it dies each player loots 1',
    () => {
      const t0 = table({ monsters: ['mimic'], hands: [['reapers-note'], []] });
      const t = settleAll(play(t0, 0, 'reapers-note', [objT(monster(t0, 'mimic'))]));
      expect(hand(t, 1)).toBe(hand(t0, 1) + 1);
    },
  ],
  [
    'lust',
    'an attack roll of 2 against it: 1 damage to the attacker and to it',
    () => {
      let t = table({ monsters: ['lust'] });
      t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'lust') });
      t.rng.dice(2);
      t = resolveTop(resolveTop(resolveTop(t)));
      expect([dmg(t), monsterDamage(t)]).toEqual([1, 1]);
    },
  ],
  [
    'widow',
    'a miss against it: 1 more damage to the active player',
    () => {
      let t = table({ monsters: ['widow'] });
      t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'widow') });
      t.rng.dice(1);
      t = resolveTop(resolveTop(t)); // the declaration, the missing roll: combat damage and Widow's trigger
      expect(dmg(resolveTop(resolveTop(t)))).toBe(2);
    },
  ],
  [
    'pin',
    'boss with armor 1',
    () => {
      const t0 = table({ monsters: ['pin'], hands: [['big-bomb'], []] });
      expect(monsterDamage(resolveAll(play(t0, 0, 'big-bomb', [objT(monster(t0, 'pin'))])))).toBe(1);
    },
  ],
];

const CHARACTER_CASES: readonly [string, string, () => void][] = [
  [
    'isaac',
    'own ability: discard 3 loot cards to gain a treasure',
    () => {
      let t = turnOf(given({ characters: ['isaac', 'maggy'], hands: [['a-penny', 'a-penny'], []] }), 0);
      const pay = t.state.players[0]!.hand.map((c) => c.id);
      t = resolveAll(act(t, 0, { type: 'activate', source: t.state.players[0]!.character.id, ability: 0, targets: [], mode: null, pay }));
      expect([hand(t), items(t).length]).toEqual([0, 2]);
    },
  ],
  [
    'blue-baby / fly-friend',
    'own ability: loot 1 on a miss; Fly Friend: tap, 1 damage to a monster',
    () => {
      let t = turnOf(given({ characters: ['blue-baby', 'isaac'], monsters: ['leaper'] }), 0);
      t = resolveAll(use(t, 0, 'fly-friend', [objT(monster(t, 'leaper'))]));
      expect(monsterDamage(t)).toBe(1);
      const before = hand(t);
      expect(hand(resolveTop(missLeaper(t)))).toBe(before + 1);
    },
  ],
  [
    'eve / crow-feather',
    'own ability: loot 1 when another player targets her; Crow Feather: prevent the next 1 damage',
    () => {
      let t = turnOf(given({ characters: ['isaac', 'eve'], firstPlayer: 1, hands: [['bomb'], []] }), 1);
      t = resolveAll(use(t, 1, 'crow-feather', [seatT(1)]));
      t = turnOf(act(t, 1, { type: 'end-turn' }), 0);
      const before = hand(t, 1);
      t = resolveAll(play(t, 0, 'bomb', [seatT(1)]));
      expect(hand(t, 1)).toBe(before + 1);
      expect(dmg(t, 1)).toBe(1); // the shield expired with Eve's turn
    },
  ],
  [
    'samson / rage-band',
    'own ability: +1 to attack rolls; Rage Band: +1 attack this turn',
    () => {
      let t = turnOf(given({ characters: ['samson', 'isaac'], monsters: ['leaper'] }), 0);
      t = resolveAll(use(t, 0, 'rage-band'));
      t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'leaper') });
      t.rng.dice(3);
      expect(top(resolveTop(resolveTop(t)))).toMatchObject({ kind: 'damage', amount: 2, targets: [{ id: monster(t, 'leaper') }] });
    },
  ],
  [
    'lazarus / burial-wraps',
    'own ability: a counter replaces his first death; Burial Wraps: loot 1 then discard 1',
    () => {
      let t = turnOf(given({ characters: ['lazarus', 'isaac'], hands: [['big-bomb'], []] }), 0);
      t = resolveAll(play(t, 0, 'big-bomb', [seatT(0)]));
      expect(t.state.players[0]!.diedThisTurn).toBe(false);
      const before = hand(t);
      t = settleAll(use(t, 0, 'burial-wraps'));
      expect(hand(t)).toBe(before);
      expect(t.state.discards.loot).toHaveLength(2);
    },
  ],
  [
    'lilith / dark-cradle',
    'own ability: others cannot target her; Dark Cradle: counters pay for a treasure',
    () => {
      let t = turnOf(given({ characters: ['lilith', 'isaac'], hands: [['chalk-marks'], []] }), 0);
      t = resolveAll(play(t, 0, 'chalk-marks', [objT(item(t, 0, 'dark-cradle'))]));
      t = resolveAll(use(t, 0, 'dark-cradle'));
      t = resolveAll(use(t, 0, 'dark-cradle', [], { ability: 1 }));
      expect(items(t)).toHaveLength(2);
    },
  ],
  [
    'the-forgotten / old-bone',
    'own ability: pay 2¢ and 1 health to loot 1; Old Bone: tap, 1 damage to a monster',
    () => {
      let t = turnOf(given({ characters: ['the-forgotten', 'isaac'], coins: [2, 0], monsters: ['leaper'] }), 0);
      t = resolveAll(use(t, 0, 'old-bone', [objT(monster(t, 'leaper'))]));
      const before = hand(t);
      t = resolveAll(act(t, 0, { type: 'activate', source: t.state.players[0]!.character.id, ability: 0, targets: [], mode: null }));
      expect([hand(t), dmg(t), coins(t, 0), monsterDamage(t)]).toEqual([before + 1, 1, 0, 1]);
    },
  ],
  [
    'azazel / sulfur-breath',
    'own ability: one more attack each turn; Sulfur Breath: tap, 1 damage to a monster or a player',
    () => {
      let t = turnOf(given({ characters: ['azazel', 'isaac'], monsters: ['leaper'] }), 0);
      t = resolveAll(use(t, 0, 'sulfur-breath', [seatT(1)], { mode: 1 }));
      expect(dmg(t, 1)).toBe(1);
      const isaac = turnOf(given({ characters: ['isaac', 'azazel'], monsters: ['leaper'] }), 0);
      expect([t.state.players[0]!.attacks, isaac.state.players[0]!.attacks]).toEqual([2, 1]);
    },
  ],
  [
    'eden / spare-pocket',
    'own ability: starts with a counter that pays, once, for a treasure; Spare Pocket: tap, 1¢ or loot 1',
    () => {
      let t = turnOf(given({ characters: ['eden', 'isaac'], coins: [0, 0] }), 0);
      t = resolveAll(use(t, 0, 'spare-pocket', [], { mode: 0 }));
      expect(coins(t, 0)).toBe(1);
      const eden = t.state.players[0]!.character.id;
      t = resolveAll(act(t, 0, { type: 'activate', source: eden, ability: 0, targets: [], mode: null }));
      expect(items(t)).toHaveLength(2);
      expect(attempt(t, 0, { type: 'activate', source: eden, ability: 0, targets: [], mode: null })).toMatchObject({ code: 'NOT_ENOUGH_COUNTERS' });
    },
  ],
  [
    'cain',
    'own ability: items cost him 1¢ less',
    () =>
      expect(coins(resolveAll(act(turnOf(given({ characters: ['cain', 'isaac'], coins: [9, 0] }), 0), 0, { type: 'declare-purchase', item: 'deck' })), 0)).toBe(
        0,
      ),
  ],
  [
    'maggy',
    'own ability: loot 1 each time she buys an item',
    () => {
      const t0 = turnOf(given({ characters: ['maggy', 'isaac'], coins: [10, 0] }), 0);
      expect(hand(resolveAll(act(t0, 0, { type: 'declare-purchase', item: 'deck' })))).toBe(hand(t0) + 1);
    },
  ],
  [
    'judas',
    'own ability: 1¢ each time he kills a monster',
    () => {
      const t0 = turnOf(given({ characters: ['judas', 'isaac'], hands: [['reapers-note'], []], coins: [0, 0], monsters: ['gaper'] }), 0);
      expect(coins(resolveAll(play(t0, 0, 'reapers-note', [objT(monster(t0, 'gaper'))])), 0)).toBe(2);
    },
  ],
];

for (const [kind, cases] of [
  ['treasures', TREASURE_CASES],
  ['loot', LOOT_CASES],
  ['monster deck', MONSTER_DECK_CASES],
  ['characters and starting items', CHARACTER_CASES],
] as const) {
  describe(`cards of the card model: ${kind}`, () => {
    for (const [id, what, run] of cases) it(`card ${id}: ${what}`, run);
  });
}
