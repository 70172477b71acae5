/** The treasure deck: tap, paid, passive and triggered items (R-CARD-2). Texts are ours. */
import type { TreasureDef } from './model';

const item = (t: Omit<TreasureDef, 'kind' | 'abilities' | 'triggers' | 'statics'> & Partial<TreasureDef>): TreasureDef => ({
  kind: 'treasure', abilities: [], triggers: [], statics: [], ...t,
});

export const TREASURES: readonly TreasureDef[] = [
  item({
    id: 'book-of-sin', name: 'Book of Sin', text: 'Tap: roll. 1-2: loot 1. 3-4: gain 1¢. 5-6: gain 1 treasure.',
    abilities: [{ cost: { tap: true }, targets: [], ops: [{ op: 'roll', branches: [
      { min: 1, max: 2, ops: [{ op: 'loot', who: 'controller', n: 1 }] },
      { min: 3, max: 4, ops: [{ op: 'coins', who: 'controller', n: 1 }] },
      { min: 5, max: 6, ops: [{ op: 'gain-treasure', who: 'controller', n: 1 }] },
    ] }] }],
  }),
  item({
    id: 'sacrificial-dagger', name: 'Sacrificial Dagger', text: 'Tap: deal 1 damage to target player and 1 damage to target monster.',
    abilities: [{ cost: { tap: true }, targets: ['player', 'monster'], ops: [{ op: 'damage', to: 'target', n: 1 }, { op: 'damage', to: 'target2', n: 1 }] }],
  }),
  item({
    id: 'friendly-ball', name: 'Friendly Ball', text: 'Tap: put target basic monster under this item (outside the game).',
    abilities: [{ cost: { tap: true }, targets: ['monster'], ops: [{ op: 'capture' }] }],
  }),
  item({
    id: 'crystal-die', name: 'Crystal Die', text: 'Pay 3¢: reroll target dice roll.',
    abilities: [{ cost: { coins: 3 }, targets: ['roll'], ops: [{ op: 'modify-roll', how: 'reroll' }] }],
  }),
  item({
    id: 'lucky-foot', name: 'Lucky Foot', text: 'Each time you roll a 6, gain 1¢.',
    triggers: [{ on: 'roll', value: 6, mine: true, text: 'you rolled a 6: gain 1¢', ops: [{ op: 'coins', who: 'controller', n: 1 }] }],
  }),
  item({
    id: 'sack-head', name: 'Sack Head', text: 'At the start of your turn, loot 1.',
    triggers: [{ on: 'turn-start', text: 'loot 1', ops: [{ op: 'loot', who: 'controller', n: 1 }] }],
  }),
  item({
    id: 'sack-of-pennies', name: 'Sack of Pennies', text: 'At the start of your turn, gain 1¢.',
    triggers: [{ on: 'turn-start', text: 'gain 1¢', ops: [{ op: 'coins', who: 'controller', n: 1 }] }],
  }),
  item({ id: 'sharp-knife', name: 'Sharp Knife', text: '+1 attack.', statics: [{ stat: 'attack', n: 1 }] }),
  item({ id: 'breakfast', name: 'Breakfast', text: '+1 health.', statics: [{ stat: 'health', n: 1 }] }),
  item({
    id: 'guppys-head', name: "Guppy's Head", guppy: true, text: 'Guppy. Tap: loot 1.',
    abilities: [{ cost: { tap: true }, targets: [], ops: [{ op: 'loot', who: 'controller', n: 1 }] }],
  }),
  item({
    id: 'guppys-tail', name: "Guppy's Tail", guppy: true, text: 'Guppy. At the end of your turn, gain 1¢.',
    triggers: [{ on: 'turn-end', text: 'gain 1¢', ops: [{ op: 'coins', who: 'controller', n: 1 }] }],
  }),
  item({
    id: 'coupon-book', name: 'Coupon Book', text: 'When you gain this, add a shop slot.',
    triggers: [{ on: 'item-gained', text: 'add a shop slot', ops: [{ op: 'add-slot', kind: 'shop' }] }],
  }),
  item({
    id: 'jammer', name: 'Jammer', text: 'Tap: deactivate target item.',
    abilities: [{ cost: { tap: true }, targets: ['item'], ops: [{ op: 'tap', to: 'target' }] }],
  }),
  item({
    id: 'sticky-fingers', name: 'Sticky Fingers', text: 'Tap: steal a random loot card from target other player.',
    abilities: [{ cost: { tap: true }, targets: ['other-player'], ops: [{ op: 'steal-loot', n: 1 }] }],
  }),
  item({
    id: 'cursed-eye', name: 'Cursed Eye', text: 'Each time you take damage, loot 1.',
    triggers: [{ on: 'damaged', text: 'you took damage: loot 1', ops: [{ op: 'loot', who: 'controller', n: 1 }] }],
  }),
  item({
    id: 'dead-bird', name: 'Dead Bird', text: 'Each time a player dies, gain 2¢.',
    triggers: [{ on: 'player-death', mine: false, text: 'a player died: gain 2¢', ops: [{ op: 'coins', who: 'controller', n: 2 }] }],
  }),
  item({
    id: 'tarot-deck', name: 'Tarot Deck', text: 'Tap: look at the top 3 cards of the loot deck and put them back in any order.',
    abilities: [{ cost: { tap: true }, targets: [], ops: [{ op: 'arrange-top', deck: 'loot', n: 3 }] }],
  }),
  item({
    id: 'charger', name: 'Charger', text: 'Pay 4¢: recharge target item.',
    abilities: [{ cost: { coins: 4 }, targets: ['item'], ops: [{ op: 'recharge', to: 'target' }] }],
  }),
];
