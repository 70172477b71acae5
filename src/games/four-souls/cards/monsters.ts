/**
 * The monster deck (R-CARD-5): basic monsters, bosses (with souls), events and curses. Rewards
 * are op lists put on the stack when the monster's death resolves (R-MDEATH-2). Texts are
 * generated from the data (text.ts); names not taken from the game are our own.
 */
import type { Op, RollBranch } from '../types';
import { withText } from './build';
import type { EventDef, MonsterDef, TriggerDef } from './model';

const rollX = (op: 'coins' | 'loot'): Op => ({ op: 'roll', branches: [{ min: 1, max: 6, ops: [{ op, who: 'active', n: 'X' }] }] as readonly RollBranch[] });
const coins = (n: number): Op => ({ op: 'coins', who: 'active', n });
const draw = (n: number): Op => ({ op: 'loot', who: 'active', n });
const treasure = (n: number): Op => ({ op: 'gain-treasure', who: 'active', n });

const ambush = (text: string, ...ops: Op[]): TriggerDef => ({ on: 'entered-play', text, ops });

const m = (
  id: string,
  name: string,
  health: number,
  evasion: number,
  attack: number,
  rewards: readonly Op[],
  extra: Partial<Omit<MonsterDef, 'text'>> = {},
): MonsterDef => withText<MonsterDef>({ kind: 'monster', id, name, health, evasion, attack, rewards, soul: 0, triggers: [], onDeath: [], ...extra });

export const MONSTERS: readonly MonsterDef[] = [
  m('gaper', 'Gaper', 2, 3, 1, [coins(1)]),
  m('fly', 'Fly', 1, 2, 1, [draw(1)]),
  m('clotty', 'Clotty', 2, 3, 1, [rollX('coins')]),
  m('pooter', 'Pooter', 1, 4, 1, [rollX('loot')]),
  m('hopper', 'Hopper', 2, 4, 1, [treasure(1)]),
  m('leaper', 'Leaper', 3, 4, 1, [coins(3)]),
  m('horf', 'Horf', 1, 4, 1, [coins(2)], {
    triggers: [
      {
        on: 'roll',
        value: 1,
        mine: false,
        attack: true,
        text: 'an attack roll of 1 against it: deal 1 damage to the active player',
        ops: [{ op: 'damage', to: 'controller', n: 1 }],
      },
    ],
  }),
  m('spider', 'Spider', 1, 5, 1, [draw(2)]),
  m('boom-fly', 'Boom Fly', 1, 3, 1, [coins(1)], { onDeath: [{ op: 'damage', to: 'each-player', n: 1 }] }),
  m('dip', 'Dip', 1, 2, 1, [coins(1)]),
  m('keeper-head', 'Keeper Head', 2, 3, 1, [coins(4)]),
  m('trite', 'Trite', 1, 5, 1, [treasure(1)]),
  // Our own basic monsters: armor, zero attack, auras, monster triggers.
  m('shell-beetle', 'Shell Beetle', 2, 3, 1, [coins(4)], { armor: 1 }),
  m('shy-gaper', 'Shy Gaper', 2, 3, 0, [coins(2)]),
  m('hexling', 'Hexling', 2, 3, 1, [draw(2)], { aura: [{ rule: 'attack-roll', n: -1 }] }),
  m('tax-collector', 'Tax Collector', 2, 4, 1, [coins(5)], { aura: [{ rule: 'price', n: 2 }] }),
  m('thief-fly', 'Thief Fly', 1, 3, 1, [coins(3)], {
    triggers: [{ on: 'attack-missed', text: 'a roll against it missed: the active player loses 1¢', ops: [{ op: 'coins', who: 'active', n: -1 }] }],
  }),
  m('spiked-maw', 'Spiked Maw', 3, 3, 1, [coins(3)], {
    triggers: [{ on: 'damaged', text: 'it took damage: 1 damage to the active player', ops: [{ op: 'damage', to: 'controller', n: 1 }] }],
  }),
  m('mimic', 'Mimic', 2, 4, 1, [coins(2)], { onDeath: [{ op: 'loot', who: 'each', n: 1 }] }),
  m('bony', 'Bony', 2, 3, 1, [draw(1)]),
  m('pale-fatty', 'Pale Fatty', 4, 2, 1, [coins(4)]),
  m('squirt', 'Squirt', 2, 4, 1, [treasure(1)]),
  m('charger-worm', 'Charger Worm', 2, 5, 2, [draw(2)]),
  m('ghost', 'Ghost', 1, 6, 1, [coins(5)]),
  // Bosses.
  m('monstro', 'Monstro', 4, 4, 1, [coins(6)], { soul: 1 }),
  m('larry-jr', 'Larry Jr.', 4, 3, 1, [draw(2)], { soul: 1 }),
  m('gemini', 'Gemini', 5, 4, 1, [treasure(1)], { soul: 1 }),
  m('fistula', 'Fistula', 4, 3, 1, [rollX('coins')], { soul: 1 }),
  m('duke-of-flies', 'Duke of Flies', 5, 4, 1, [draw(1)], {
    soul: 1,
    triggers: [
      {
        on: 'roll',
        value: 6,
        mine: false,
        attack: true,
        text: 'an attack roll of 6 against it: heal it 1',
        aim: 'attacked-monster',
        ops: [{ op: 'heal', to: 'attacked-monster', n: 1 }],
      },
    ],
  }),
  m('peep', 'Peep', 4, 4, 1, [coins(3)], { soul: 1 }),
  m('the-bloat', 'The Bloat', 4, 4, 2, [draw(1)], { soul: 1 }),
  m('mom', 'Mom', 7, 4, 2, [treasure(2)], { soul: 2 }),
  m('gurdy', 'Gurdy', 6, 4, 1, [coins(5)], { soul: 1 }),
  // Lust: one effect damages the attacker and the monster at the same time (the monster death page FAQ).
  m('lust', 'Lust', 3, 4, 1, [coins(4)], {
    soul: 1,
    triggers: [
      {
        on: 'roll',
        value: 2,
        mine: false,
        attack: true,
        aim: 'attacked-monster',
        text: 'an attack roll of 2 against it: 1 damage to the active player and to it',
        ops: [
          { op: 'damage', to: 'controller', n: 1 },
          { op: 'damage', to: 'attacked-monster', n: 1 },
        ],
      },
    ],
  }),
  m('widow', 'Widow', 4, 4, 1, [coins(4)], {
    soul: 1,
    triggers: [{ on: 'attack-missed', text: 'a roll against it missed: 1 more damage to the active player', ops: [{ op: 'damage', to: 'controller', n: 1 }] }],
  }),
  m('mega-maw', 'Mega Maw', 6, 3, 2, [draw(3)], { soul: 1 }),
  m('famine', 'Famine', 5, 4, 1, [treasure(1)], { soul: 1, aura: [{ rule: 'price', n: 2 }] }),
  m('pin', 'Pin', 5, 5, 1, [treasure(1)], { soul: 1, armor: 1 }),
  // Ambushes (R-CARD-8): their ambush triggers each time they enter play, uncovered too (R-ZONE-6).
  m('lurker', 'Lurker', 2, 3, 1, [coins(2)], { triggers: [ambush('deal 1 damage to the active player', { op: 'damage', to: 'controller', n: 1 })] }),
  m('pickpocket-fly', 'Pickpocket Fly', 1, 3, 1, [coins(3)], { triggers: [ambush('the active player loses 2¢', { op: 'coins', who: 'controller', n: -2 })] }),
  m('trapdoor-spider', 'Trapdoor Spider', 2, 4, 1, [draw(2)], {
    triggers: [ambush('the active player discards 1', { op: 'discard', who: 'controller', n: 1 })],
  }),
];

const ev = (id: string, name: string, ops: readonly Op[], curse?: EventDef['curse']): EventDef =>
  withText<EventDef>({ kind: 'event', id, name, ops, ...(curse ? { curse } : {}) });

const curse = (id: string, name: string, c: EventDef['curse']) => ev(id, name, [{ op: 'curse' }], c);

export const EVENTS: readonly EventDef[] = [
  ev('troll-bombs', 'Troll Bombs', [{ op: 'damage', to: 'each-player', n: 1 }]),
  ev('secret-room', 'Secret Room', [draw(2)]),
  ev('ambush', 'Ambush!', [{ op: 'add-slot', kind: 'monster' }]),
  ev('treasure-chest', 'Treasure Chest', [treasure(1)]),
  ev('golden-chest', 'Golden Chest', [{ op: 'coins', who: 'each', n: 3 }]),
  ev('falling-rocks', 'Falling Rocks', [
    { op: 'damage', to: 'each-monster', n: 1 },
    { op: 'damage', to: 'each-player', n: 1 },
  ]),
  ev('generous-shopkeeper', 'Generous Shopkeeper', [{ op: 'grant', who: 'active', what: 'purchases', n: 1 }]),
  ev('holy-chest', 'Holy Chest', [{ op: 'loot', who: 'each', n: 1 }]),
  curse('curse-of-blindness', 'Curse of Blindness', { statics: [{ stat: 'attack', n: -1 }], triggers: [] }),
  curse('curse-of-the-tower', 'Curse of the Tower', {
    statics: [],
    triggers: [{ on: 'turn-start', text: 'take 1 damage', ops: [{ op: 'damage', to: 'controller', n: 1 }] }],
  }),
  curse('curse-of-greed', 'Curse of Greed', { statics: [{ rule: 'price', n: 3 }], triggers: [] }),
  curse('curse-of-fatigue', 'Curse of Fatigue', { statics: [{ rule: 'attack-roll', n: -1 }], triggers: [] }),
  curse('curse-of-pain', 'Curse of Pain', { statics: [], triggers: [{ on: 'damaged', text: 'lose 1¢', ops: [{ op: 'coins', who: 'controller', n: -1 }] }] }),
];
