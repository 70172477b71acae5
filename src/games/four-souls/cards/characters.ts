/**
 * The characters of the base game and their eternal starting items (R-SETUP-1, R-CARD-1). Every
 * character has the tap "play an additional loot card" (an alternative cost of playing loot, see
 * decide/play.ts) and, besides it, an ability of its own: a static, a trigger, a paid ability or
 * a replacement. Character names follow the game; abilities, item names and texts are ours, and
 * texts are generated from the data (text.ts).
 */
import type { Op } from '../types';
import { withText } from './build';
import type { CharacterDef, TreasureDef } from './model';

const eternal = (t: Omit<TreasureDef, 'kind' | 'eternal' | 'triggers' | 'statics' | 'text'> & Partial<Omit<TreasureDef, 'text'>>): TreasureDef =>
  withText<TreasureDef>({ kind: 'treasure', eternal: true, triggers: [], statics: [], ...t });

const me = 'controller' as const;
const coins = (n: number): Op => ({ op: 'coins', who: me, n });
const draw = (n: number): Op => ({ op: 'loot', who: me, n });
const tap = { tap: true } as const;

export const STARTING_ITEMS: readonly TreasureDef[] = [
  eternal({ id: 'the-d6', name: 'The D6', abilities: [{ cost: tap, targets: ['roll'], ops: [{ op: 'modify-roll', how: 'reroll' }] }] }),
  eternal({ id: 'yum-heart', name: 'Yum Heart', abilities: [{ cost: tap, targets: ['player'], ops: [{ op: 'heal', to: 'target', n: 2 }] }] }),
  eternal({ id: 'lucky-coin', name: 'Lucky Coin', abilities: [{ cost: tap, targets: [], ops: [coins(1)] }] }),
  eternal({
    id: 'book-of-belial',
    name: 'Book of Belial',
    abilities: [
      {
        cost: tap,
        targets: [],
        ops: [],
        modes: [
          { text: '+1 to target roll', targets: ['roll'], ops: [{ op: 'modify-roll', how: 'add', n: 1 }] },
          { text: '-1 to target roll', targets: ['roll'], ops: [{ op: 'modify-roll', how: 'add', n: -1 }] },
        ],
      },
    ],
  }),
  eternal({ id: 'fly-friend', name: 'Fly Friend', abilities: [{ cost: tap, targets: ['monster'], ops: [{ op: 'damage', to: 'target', n: 1 }] }] }),
  eternal({ id: 'crow-feather', name: 'Crow Feather', abilities: [{ cost: tap, targets: ['player'], ops: [{ op: 'prevent', who: 'target', n: 1 }] }] }),
  eternal({ id: 'rage-band', name: 'Rage Band', abilities: [{ cost: tap, targets: [], ops: [{ op: 'buff', who: me, stat: 'attack', n: 1 }] }] }),
  eternal({ id: 'burial-wraps', name: 'Burial Wraps', abilities: [{ cost: tap, targets: [], ops: [draw(1), { op: 'discard', who: me, n: 1 }] }] }),
  eternal({
    id: 'dark-cradle',
    name: 'Dark Cradle',
    abilities: [
      { cost: tap, targets: [], ops: [{ op: 'counters', to: 'self', n: 1 }] },
      { cost: { counters: 3 }, targets: [], ops: [{ op: 'gain-treasure', who: me, n: 1 }] },
    ],
  }),
  eternal({ id: 'old-bone', name: 'Old Bone', abilities: [{ cost: tap, targets: ['monster'], ops: [{ op: 'damage', to: 'target', n: 1 }] }] }),
  eternal({
    id: 'sulfur-breath',
    name: 'Sulfur Breath',
    abilities: [
      {
        cost: tap,
        targets: [],
        ops: [],
        modes: [
          { text: '1 damage to target monster', targets: ['monster'], ops: [{ op: 'damage', to: 'target', n: 1 }] },
          { text: '1 damage to target player', targets: ['player'], ops: [{ op: 'damage', to: 'target', n: 1 }] },
        ],
      },
    ],
  }),
  eternal({
    id: 'spare-pocket',
    name: 'Spare Pocket',
    abilities: [
      {
        cost: tap,
        targets: [],
        ops: [],
        modes: [
          { text: 'gain 1¢', targets: [], ops: [coins(1)] },
          { text: 'loot 1', targets: [], ops: [draw(1)] },
        ],
      },
    ],
  }),
];

const ch = (d: Omit<CharacterDef, 'kind' | 'text' | 'abilities' | 'triggers' | 'statics'> & Partial<Omit<CharacterDef, 'text'>>): CharacterDef =>
  withText<CharacterDef>({ kind: 'character', abilities: [], triggers: [], statics: [], ...d });

export const CHARACTERS: readonly CharacterDef[] = [
  ch({
    id: 'isaac',
    name: 'Isaac',
    health: 2,
    attack: 1,
    startingItem: 'the-d6',
    abilities: [{ cost: { loot: 3 }, targets: [], ops: [{ op: 'gain-treasure', who: me, n: 1 }] }],
  }),
  ch({ id: 'maggy', name: 'Maggy', health: 3, attack: 1, startingItem: 'yum-heart', triggers: [{ on: 'item-bought', text: 'loot 1', ops: [draw(1)] }] }),
  ch({ id: 'cain', name: 'Cain', health: 2, attack: 1, startingItem: 'lucky-coin', statics: [{ rule: 'price', n: -1 }] }),
  ch({
    id: 'judas',
    name: 'Judas',
    health: 2,
    attack: 2,
    startingItem: 'book-of-belial',
    triggers: [{ on: 'monster-killed', text: 'gain 1¢', ops: [coins(1)] }],
  }),
  ch({
    id: 'blue-baby',
    name: 'Blue Baby',
    health: 2,
    attack: 1,
    startingItem: 'fly-friend',
    triggers: [{ on: 'attack-missed', text: 'loot 1', ops: [draw(1)] }],
  }),
  ch({ id: 'eve', name: 'Eve', health: 2, attack: 1, startingItem: 'crow-feather', triggers: [{ on: 'targeted', text: 'loot 1', ops: [draw(1)] }] }),
  ch({ id: 'samson', name: 'Samson', health: 2, attack: 1, startingItem: 'rage-band', statics: [{ rule: 'attack-roll', n: 1 }] }),
  ch({
    id: 'lazarus',
    name: 'Lazarus',
    health: 2,
    attack: 1,
    startingItem: 'burial-wraps',
    counters: 1,
    replacements: [{ instead: 'death', needsCounter: true, ops: [{ op: 'heal', to: 'controller', n: 1 }] }],
  }),
  ch({ id: 'lilith', name: 'Lilith', health: 2, attack: 1, startingItem: 'dark-cradle', statics: [{ rule: 'untargetable' }] }),
  ch({
    id: 'the-forgotten',
    name: 'The Forgotten',
    health: 3,
    attack: 1,
    startingItem: 'old-bone',
    abilities: [{ cost: { coins: 2, health: 1 }, targets: [], ops: [draw(1)] }],
  }),
  // A stronger attacker: 2 attack, and one more attack each turn (R-TURN-4).
  ch({ id: 'azazel', name: 'Azazel', health: 2, attack: 2, startingItem: 'sulfur-breath', statics: [{ rule: 'attacks', n: 1 }] }),
  // She starts with something extra: a counter she can spend, once, on a treasure (R-SETUP-1).
  ch({
    id: 'eden',
    name: 'Eden',
    health: 2,
    attack: 1,
    startingItem: 'spare-pocket',
    counters: 1,
    abilities: [{ cost: { counters: 1 }, targets: [], ops: [{ op: 'gain-treasure', who: me, n: 1 }] }],
  }),
];
