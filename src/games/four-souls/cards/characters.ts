/**
 * Characters and their eternal starting items (R-SETUP-1, R-CARD-1). Every character's own tap
 * ability is "play an additional loot card" (R-CARD-1), modelled as an alternative cost of
 * playing loot (see decide/play-loot.ts). Names follow the game; texts are ours.
 */
import type { CharacterDef, TreasureDef } from './model';

const eternal = (t: Omit<TreasureDef, 'kind' | 'eternal' | 'triggers' | 'statics'> & Partial<TreasureDef>): TreasureDef => ({
  kind: 'treasure', eternal: true, triggers: [], statics: [], ...t,
});

export const STARTING_ITEMS: readonly TreasureDef[] = [
  eternal({
    id: 'the-d6', name: 'The D6', text: 'Tap: reroll target dice roll.',
    abilities: [{ cost: { tap: true }, targets: ['roll'], ops: [{ op: 'modify-roll', how: 'reroll' }] }],
  }),
  eternal({
    id: 'yum-heart', name: 'Yum Heart', text: 'Tap: heal target player 2.',
    abilities: [{ cost: { tap: true }, targets: ['player'], ops: [{ op: 'heal', to: 'target', n: 2 }] }],
  }),
  eternal({
    id: 'lucky-coin', name: 'Lucky Coin', text: 'Tap: gain 1¢.',
    abilities: [{ cost: { tap: true }, targets: [], ops: [{ op: 'coins', who: 'controller', n: 1 }] }],
  }),
  eternal({
    id: 'book-of-belial', name: 'Book of Belial', text: 'Tap, choose 1: add 1 to target roll; or subtract 1 from target roll.',
    abilities: [{
      cost: { tap: true }, targets: [], ops: [],
      modes: [
        { text: '+1 to target roll', targets: ['roll'], ops: [{ op: 'modify-roll', how: 'add', n: 1 }] },
        { text: '-1 to target roll', targets: ['roll'], ops: [{ op: 'modify-roll', how: 'add', n: -1 }] },
      ],
    }],
  }),
];

export const CHARACTERS: readonly CharacterDef[] = [
  { kind: 'character', id: 'isaac', name: 'Isaac', text: 'Tap: play an additional loot card. Starts with The D6.', health: 2, attack: 1, startingItem: 'the-d6' },
  { kind: 'character', id: 'maggy', name: 'Maggy', text: 'Tap: play an additional loot card. Starts with Yum Heart.', health: 3, attack: 1, startingItem: 'yum-heart' },
  { kind: 'character', id: 'cain', name: 'Cain', text: 'Tap: play an additional loot card. Starts with Lucky Coin.', health: 2, attack: 1, startingItem: 'lucky-coin' },
  { kind: 'character', id: 'judas', name: 'Judas', text: 'Tap: play an additional loot card. Starts with Book of Belial.', health: 2, attack: 2, startingItem: 'book-of-belial' },
];
