/**
 * The monster deck (R-CARD-5): basic monsters, bosses (with souls), events and curses. Rewards
 * are op lists put on the stack when the monster's death resolves (R-MDEATH-2).
 */
import type { Op, RollBranch } from '../types';
import type { EventDef, MonsterDef } from './model';

const rollX = (op: 'coins' | 'loot'): Op => ({ op: 'roll', branches: [{ min: 1, max: 6, ops: [{ op, who: 'active', n: 'X' }] }] as readonly RollBranch[] });

const m = (id: string, name: string, health: number, evasion: number, attack: number, rewards: readonly Op[], extra: Partial<MonsterDef> = {}): MonsterDef => ({
  kind: 'monster', id, name, health, evasion, attack, rewards, soul: 0, triggers: [], onDeath: [],
  text: `${health} HP, evasion ${evasion}+, ${attack} attack.`, ...extra,
});

export const MONSTERS: readonly MonsterDef[] = [
  m('gaper', 'Gaper', 2, 3, 1, [{ op: 'coins', who: 'active', n: 1 }]),
  m('fly', 'Fly', 1, 2, 1, [{ op: 'loot', who: 'active', n: 1 }]),
  m('clotty', 'Clotty', 2, 3, 1, [rollX('coins')]),
  m('pooter', 'Pooter', 1, 4, 1, [rollX('loot')]),
  m('hopper', 'Hopper', 2, 4, 1, [{ op: 'gain-treasure', who: 'active', n: 1 }]),
  m('leaper', 'Leaper', 3, 4, 1, [{ op: 'coins', who: 'active', n: 3 }]),
  m('horf', 'Horf', 1, 4, 1, [{ op: 'coins', who: 'active', n: 2 }], {
    triggers: [{ on: 'roll', value: 1, mine: false, attack: true, text: 'an attack roll of 1 against it: deal 1 damage to the active player', ops: [{ op: 'damage', to: 'controller', n: 1 }] }],
  }),
  m('spider', 'Spider', 1, 5, 1, [{ op: 'loot', who: 'active', n: 2 }]),
  m('boom-fly', 'Boom Fly', 1, 3, 1, [{ op: 'coins', who: 'active', n: 1 }], { onDeath: [{ op: 'damage', to: 'each-player', n: 1 }] }),
  m('dip', 'Dip', 1, 2, 1, [{ op: 'coins', who: 'active', n: 1 }]),
  m('keeper-head', 'Keeper Head', 2, 3, 1, [{ op: 'coins', who: 'active', n: 4 }]),
  m('trite', 'Trite', 1, 5, 1, [{ op: 'gain-treasure', who: 'active', n: 1 }]),
  m('monstro', 'Monstro', 4, 4, 1, [{ op: 'coins', who: 'active', n: 6 }], { soul: 1 }),
  m('larry-jr', 'Larry Jr.', 4, 3, 1, [{ op: 'loot', who: 'active', n: 2 }], { soul: 1 }),
  m('gemini', 'Gemini', 5, 4, 1, [{ op: 'gain-treasure', who: 'active', n: 1 }], { soul: 1 }),
  m('fistula', 'Fistula', 4, 3, 1, [rollX('coins')], { soul: 1 }),
  m('duke-of-flies', 'Duke of Flies', 5, 4, 1, [{ op: 'loot', who: 'active', n: 1 }], {
    soul: 1,
    triggers: [{ on: 'roll', value: 6, mine: false, attack: true, text: 'an attack roll of 6 against it: heal it 1', aim: 'attacked-monster', ops: [{ op: 'heal', to: 'attacked-monster', n: 1 }] }],
  }),
  m('peep', 'Peep', 4, 4, 1, [{ op: 'coins', who: 'active', n: 3 }], { soul: 1 }),
  m('the-bloat', 'The Bloat', 4, 4, 2, [{ op: 'loot', who: 'active', n: 1 }], { soul: 1 }),
  m('mom', 'Mom', 7, 4, 2, [{ op: 'gain-treasure', who: 'active', n: 2 }], { soul: 2 }),
];

const ev = (id: string, name: string, text: string, ops: readonly Op[], curse?: EventDef['curse']): EventDef => ({
  kind: 'event', id, name, text, ops, ...(curse ? { curse } : {}),
});

export const EVENTS: readonly EventDef[] = [
  ev('troll-bombs', 'Troll Bombs', 'Event: deal 1 damage to each player.', [{ op: 'damage', to: 'each-player', n: 1 }]),
  ev('secret-room', 'Secret Room', 'Event: the active player loots 2.', [{ op: 'loot', who: 'active', n: 2 }]),
  ev('ambush', 'Ambush!', 'Event: add a monster slot.', [{ op: 'add-slot', kind: 'monster' }]),
  ev('curse-of-blindness', 'Curse of Blindness', 'Curse: the cursed player has -1 attack (minimum 1).', [{ op: 'curse' }], { statics: [{ stat: 'attack', n: -1 }], triggers: [] }),
  ev('curse-of-the-tower', 'Curse of the Tower', 'Curse: at the start of the cursed player\'s turn, they take 1 damage.', [{ op: 'curse' }], {
    statics: [], triggers: [{ on: 'turn-start', text: 'take 1 damage', ops: [{ op: 'damage', to: 'controller', n: 1 }] }],
  }),
];
