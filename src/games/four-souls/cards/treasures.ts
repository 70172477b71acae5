/**
 * The treasure deck: tap, paid, passive, triggered and replacement items (R-CARD-2). Texts are
 * generated from the data (text.ts); names not taken from the game are our own.
 */
import type { Op } from '../types';
import { withText } from './build';
import type { TreasureDef } from './model';

const item = (t: Omit<TreasureDef, 'kind' | 'abilities' | 'triggers' | 'statics' | 'text'> & Partial<Omit<TreasureDef, 'text'>>): TreasureDef =>
  withText<TreasureDef>({ kind: 'treasure', abilities: [], triggers: [], statics: [], ...t });

/**
 * R-CARD-7: a haunt's first trigger passes it on: "when you gain this, give this to another
 * player of your choice" (a trigger like any other, so it can be responded to and cancelled).
 */
const haunt = (t: Pick<TreasureDef, 'id' | 'name'> & Partial<Pick<TreasureDef, 'statics' | 'triggers'>>): TreasureDef =>
  item({
    ...t,
    haunt: true,
    triggers: [{ on: 'item-gained', text: 'give this to another player', ops: [{ op: 'pass-haunt' }] }, ...(t.triggers ?? [])],
  });

const me = 'controller' as const;
const coins = (n: number): Op => ({ op: 'coins', who: me, n });
const draw = (n: number): Op => ({ op: 'loot', who: me, n });
const tap = { tap: true } as const;

export const TREASURES: readonly TreasureDef[] = [
  item({
    id: 'book-of-sin',
    name: 'Book of Sin',
    abilities: [
      {
        cost: tap,
        targets: [],
        ops: [
          {
            op: 'roll',
            branches: [
              { min: 1, max: 2, ops: [draw(1)] },
              { min: 3, max: 4, ops: [coins(1)] },
              { min: 5, max: 6, ops: [{ op: 'gain-treasure', who: me, n: 1 }] },
            ],
          },
        ],
      },
    ],
  }),
  item({
    id: 'sacrificial-dagger',
    name: 'Sacrificial Dagger',
    abilities: [
      {
        cost: tap,
        targets: ['player', 'monster'],
        ops: [
          { op: 'damage', to: 'target', n: 1 },
          { op: 'damage', to: 'target2', n: 1 },
        ],
      },
    ],
  }),
  item({ id: 'friendly-ball', name: 'Friendly Ball', abilities: [{ cost: tap, targets: ['monster'], ops: [{ op: 'capture' }] }] }),
  item({ id: 'crystal-die', name: 'Crystal Die', abilities: [{ cost: { coins: 3 }, targets: ['roll'], ops: [{ op: 'modify-roll', how: 'reroll' }] }] }),
  item({ id: 'lucky-foot', name: 'Lucky Foot', triggers: [{ on: 'roll', value: 6, mine: true, text: 'you rolled a 6: gain 1¢', ops: [coins(1)] }] }),
  item({ id: 'sack-head', name: 'Sack Head', triggers: [{ on: 'turn-start', text: 'loot 1', ops: [draw(1)] }] }),
  item({ id: 'sack-of-pennies', name: 'Sack of Pennies', triggers: [{ on: 'turn-start', text: 'gain 1¢', ops: [coins(1)] }] }),
  item({ id: 'sharp-knife', name: 'Sharp Knife', statics: [{ stat: 'attack', n: 1 }] }),
  item({ id: 'breakfast', name: 'Breakfast', statics: [{ stat: 'health', n: 1 }] }),
  item({ id: 'guppys-head', name: "Guppy's Head", guppy: true, abilities: [{ cost: tap, targets: [], ops: [draw(1)] }] }),
  item({ id: 'guppys-tail', name: "Guppy's Tail", guppy: true, triggers: [{ on: 'turn-end', text: 'gain 1¢', ops: [coins(1)] }] }),
  item({ id: 'coupon-book', name: 'Coupon Book', triggers: [{ on: 'item-gained', text: 'add a shop slot', ops: [{ op: 'add-slot', kind: 'shop' }] }] }),
  item({ id: 'jammer', name: 'Jammer', abilities: [{ cost: tap, targets: ['item'], ops: [{ op: 'tap', to: 'target' }] }] }),
  item({ id: 'sticky-fingers', name: 'Sticky Fingers', abilities: [{ cost: tap, targets: ['other-player'], ops: [{ op: 'steal-loot', n: 1 }] }] }),
  item({ id: 'cursed-eye', name: 'Cursed Eye', triggers: [{ on: 'damaged', text: 'you took damage: loot 1', ops: [draw(1)] }] }),
  item({ id: 'dead-bird', name: 'Dead Bird', triggers: [{ on: 'player-death', mine: false, text: 'a player died: gain 2¢', ops: [coins(2)] }] }),
  item({ id: 'tarot-deck', name: 'Tarot Deck', abilities: [{ cost: tap, targets: [], ops: [{ op: 'arrange-top', deck: 'loot', n: 3 }] }] }),
  item({ id: 'charger', name: 'Charger', abilities: [{ cost: { coins: 4 }, targets: ['item'], ops: [{ op: 'recharge', to: 'target' }] }] }),
  // Counters (counters.ts).
  item({
    id: 'piggy-bank',
    name: 'Piggy Bank',
    triggers: [{ on: 'turn-end', text: 'put a counter on this', ops: [{ op: 'counters', to: 'self', n: 1 }] }],
    abilities: [{ cost: { counters: 3 }, targets: [], ops: [coins(8)] }],
  }),
  item({
    id: 'hunters-log',
    name: "Hunter's Log",
    triggers: [{ on: 'slot-refilled', kind: 'monster', text: 'put a counter on this', ops: [{ op: 'counters', to: 'self', n: 1 }] }],
    abilities: [{ cost: { counters: 2 }, targets: [], ops: [{ op: 'grant', who: me, what: 'attacks', n: 1 }] }],
  }),
  item({
    id: 'tally-stone',
    name: 'Tally Stone',
    abilities: [
      { cost: tap, targets: [], ops: [{ op: 'counters', to: 'self', n: 1 }] },
      { cost: { counters: 2 }, targets: [], ops: [coins(3)] },
    ],
  }),
  // Costs beyond tap and coins (costs.ts).
  item({ id: 'blood-bag', name: 'Blood Bag', abilities: [{ cost: { health: 1 }, targets: [], ops: [coins(2)] }] }),
  item({ id: 'trade-in', name: 'Trade-In', abilities: [{ cost: { loot: 2 }, targets: [], ops: [{ op: 'gain-treasure', who: me, n: 1 }] }] }),
  item({ id: 'scrap-heap', name: 'Scrap Heap', abilities: [{ cost: { items: 1 }, targets: [], ops: [coins(6)] }] }),
  item({ id: 'devils-deal', name: "Devil's Deal", abilities: [{ cost: { souls: 1 }, targets: [], ops: [{ op: 'gain-treasure', who: me, n: 3 }] }] }),
  item({ id: 'coin-press', name: 'Coin Press', abilities: [{ cost: { tap: true, coins: 2 }, targets: [], ops: [draw(2)] }] }),
  // Prevention and replacement (prevention.ts).
  item({
    id: 'guardian-feather',
    name: 'Guardian Feather',
    replacements: [
      {
        instead: 'death',
        ops: [
          { op: 'destroy', to: 'self' },
          { op: 'heal', to: 'controller', n: 2 },
        ],
      },
    ],
  }),
  item({ id: 'iron-plate', name: 'Iron Plate', statics: [{ rule: 'prevent', n: 1 }] }),
  item({ id: 'bubble-wand', name: 'Bubble Wand', abilities: [{ cost: tap, targets: ['player'], ops: [{ op: 'prevent', who: 'target', n: 1 }] }] }),
  // Statics that change rules (statics.ts).
  item({ id: 'extra-pocket', name: 'Extra Pocket', statics: [{ rule: 'loot-plays', n: 1 }] }),
  item({ id: 'war-drum', name: 'War Drum', statics: [{ rule: 'attacks', n: 1 }] }),
  item({ id: 'shopping-bag', name: 'Shopping Bag', statics: [{ rule: 'purchases', n: 1 }] }),
  item({ id: 'weighted-die', name: 'Weighted Die', statics: [{ rule: 'attack-roll', n: 1 }] }),
  item({
    id: 'big-satchel',
    name: 'Big Satchel',
    statics: [{ rule: 'hand-size', n: 3 }],
    abilities: [{ cost: tap, targets: [], ops: [draw(1), { op: 'discard', who: me, n: 1 }] }],
  }),
  item({ id: 'discount-card', name: 'Discount Card', statics: [{ rule: 'price', n: -2 }] }),
  item({ id: 'cloak-of-shadows', name: 'Cloak of Shadows', statics: [{ rule: 'untargetable' }] }),
  // More trigger events.
  item({ id: 'trophy-rack', name: 'Trophy Rack', triggers: [{ on: 'monster-killed', text: 'gain 1¢', ops: [coins(1)] }] }),
  item({ id: 'receipt', name: 'Receipt', triggers: [{ on: 'item-bought', text: 'loot 1', ops: [draw(1)] }] }),
  item({ id: 'consolation-prize', name: 'Consolation Prize', triggers: [{ on: 'attack-missed', text: 'gain 1¢', ops: [coins(1)] }] }),
  item({ id: 'thorn-collar', name: 'Thorn Collar', triggers: [{ on: 'targeted', text: 'gain 1¢', ops: [coins(1)] }] }),
  item({ id: 'restock-bell', name: 'Restock Bell', triggers: [{ on: 'slot-refilled', kind: 'shop', text: 'gain 1¢', ops: [coins(1)] }] }),
  item({ id: 'grave-dirt', name: 'Grave Dirt', triggers: [{ on: 'player-death', mine: false, text: 'loot 1', ops: [draw(1)] }] }),
  item({ id: 'cracked-mirror', name: 'Cracked Mirror', triggers: [{ on: 'roll', value: 1, mine: true, text: 'you rolled a 1: loot 1', ops: [draw(1)] }] }),
  item({
    id: 'golden-idol',
    name: 'Golden Idol',
    triggers: [
      { on: 'turn-start', text: 'gain 2¢', ops: [coins(2)] },
      { on: 'damaged', text: 'lose 1¢', ops: [coins(-1)] },
    ],
  }),
  // Haunts (R-CARD-7): harmful items that their gainer passes on to another player.
  haunt({ id: 'rattling-chains', name: 'Rattling Chains', statics: [{ rule: 'attack-roll', n: -1 }] }),
  haunt({ id: 'cold-lantern', name: 'Cold Lantern', triggers: [{ on: 'turn-start', text: 'lose 1¢', ops: [coins(-1)] }] }),
  haunt({ id: 'moaning-jar', name: 'Moaning Jar', statics: [{ rule: 'hand-size', n: -2 }] }),
  haunt({ id: 'grave-bell', name: 'Grave Bell', statics: [{ rule: 'price', n: 2 }] }),
  // More tap and paid abilities.
  item({ id: 'chain-whip', name: 'Chain Whip', abilities: [{ cost: tap, targets: ['monster'], ops: [{ op: 'damage', to: 'target', n: 1 }] }] }),
  item({ id: 'spiked-ball', name: 'Spiked Ball', abilities: [{ cost: tap, targets: ['player'], ops: [{ op: 'damage', to: 'target', n: 1 }] }] }),
  item({ id: 'bandage-roll', name: 'Bandage Roll', abilities: [{ cost: { coins: 2 }, targets: ['player'], ops: [{ op: 'heal', to: 'target', n: 1 }] }] }),
  item({ id: 'coin-magnet', name: 'Coin Magnet', abilities: [{ cost: tap, targets: ['other-player'], ops: [{ op: 'steal-coins', n: 2 }] }] }),
  item({ id: 'mirror-shard', name: 'Mirror Shard', abilities: [{ cost: tap, targets: ['roll'], ops: [{ op: 'modify-roll', how: 'flip' }] }] }),
  item({ id: 'horseshoe', name: 'Horseshoe', abilities: [{ cost: tap, targets: ['roll'], ops: [{ op: 'modify-roll', how: 'add', n: 1 }] }] }),
  item({ id: 'smoke-machine', name: 'Smoke Machine', abilities: [{ cost: tap, targets: [], ops: [{ op: 'cancel-attack' }] }] }),
  item({
    id: 'gamblers-coin',
    name: "Gambler's Coin",
    abilities: [
      {
        cost: tap,
        targets: [],
        ops: [
          {
            op: 'roll',
            branches: [
              { min: 1, max: 3, ops: [coins(-2)] },
              { min: 4, max: 6, ops: [coins(4)] },
            ],
          },
        ],
      },
    ],
  }),
];
