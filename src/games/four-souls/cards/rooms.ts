/**
 * The room deck (R-ROOM-1..4, the zones page names the Room deck, room slots and the room
 * discard): the room in play changes the rules for every player while it stays there. Its
 * statics apply to each player; its triggers are the active player's effects ("you" in their
 * text is the active player). Names and words are our own.
 */
import type { Op } from '../types';
import { withText } from './build';
import type { RoomDef } from './model';

const room = (r: Omit<RoomDef, 'kind' | 'text' | 'statics' | 'triggers'> & Partial<Pick<RoomDef, 'statics' | 'triggers'>>): RoomDef =>
  withText<RoomDef>({ kind: 'room', statics: [], triggers: [], ...r });

const you = 'controller' as const;
const coins = (n: number): Op => ({ op: 'coins', who: you, n });

export const ROOMS: readonly RoomDef[] = [
  room({ id: 'bargain-hall', name: 'Bargain Hall', statics: [{ rule: 'price', n: -2 }] }),
  room({ id: 'reading-room', name: 'Reading Room', statics: [{ rule: 'loot-plays', n: 1 }] }),
  room({ id: 'arena', name: 'Arena', statics: [{ rule: 'attacks', n: 1 }] }),
  room({ id: 'dark-room', name: 'Dark Room', statics: [{ rule: 'attack-roll', n: -1 }] }),
  room({ id: 'shrine', name: 'Shrine', statics: [{ rule: 'attack-roll', n: 1 }] }),
  room({ id: 'larder', name: 'Larder', statics: [{ stat: 'health', n: 1 }] }),
  room({ id: 'armory', name: 'Armory', statics: [{ stat: 'attack', n: 1 }] }),
  room({ id: 'storeroom', name: 'Storeroom', statics: [{ rule: 'hand-size', n: 2 }] }),
  room({
    id: 'spiked-hall',
    name: 'Spiked Hall',
    triggers: [{ on: 'turn-start', text: 'deal 1 damage to you', ops: [{ op: 'damage', to: 'controller', n: 1 }] }],
  }),
  room({ id: 'coin-fountain', name: 'Coin Fountain', triggers: [{ on: 'turn-start', text: 'gain 1¢', ops: [coins(1)] }] }),
  room({ id: 'trophy-room', name: 'Trophy Room', triggers: [{ on: 'monster-killed', text: 'gain 2¢', ops: [coins(2)] }] }),
  room({
    id: 'arcade',
    name: 'Arcade',
    triggers: [{ on: 'roll', value: 6, mine: true, text: 'you rolled a 6: loot 1', ops: [{ op: 'loot', who: you, n: 1 }] }],
  }),
];
