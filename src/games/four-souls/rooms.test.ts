/**
 * Rooms (R-ROOM-1..4): the zones page names "four deck zones: Treasure, Loot, Monster, and Room",
 * room slots whose topmost object is in play, and a discard for each deck. The room in play
 * changes the rules for every player until a monster's death clears it; its slot then refills
 * like any slot, and the room deck reshuffles at once when it runs out (R-DECK-1). One test per
 * room card below.
 */
import { describe, expect, it } from 'vitest';
import { rngFromInt, seatViewer } from '../../engine';
import type { FsEvent } from './events';
import { fourSouls, type FsOptions } from './index';
import { attackOf, maxHealth } from './stats';
import { act, coins, given, monster, objT, play, resolveAll, resolveTop, shop, stackKinds, turnOf, type Table } from './testing/kit';
import type { CardId, FsState } from './types';

type Given = Parameters<typeof given>[0];
const fold = (es: readonly FsEvent[]): FsState => es.reduce((s, e) => fourSouls.evolve(s, e), fourSouls.initialState());
const standard = (options: FsOptions) => fourSouls.setup({ seatCount: 2, options, scenario: null }, rngFromInt(7)) as FsEvent[];
const roomTop = (t: Table) => t.state.slots.room[0]?.at(-1)?.card;
/** P1's action phase with `room` in play (Isaac against Maggy, 0¢ each unless said). */
const withRoom = (room: CardId, extra: Given = {}) =>
  turnOf(given({ characters: ['isaac', 'maggy'], coins: [0, 0], rooms: [room], decks: { room: ['larder', 'armory'] }, ...extra }), 0);
const killLeaper = (t: Table) => play(t, 0, 'reapers-note', [objT(monster(t, 'leaper'))]);

describe('R-ROOM rooms (the zones page: the Room deck, room slots, the room discard)', () => {
  it('R-ROOM-1 a standard match has a room deck (hidden), one room slot whose top room is in play (public), and a room discard', () => {
    const events = standard({ turnCap: 120 });
    const s = fold(events);
    expect(s.slots.room).toHaveLength(1);
    expect(s.slots.room[0]).toHaveLength(1);
    expect(fourSouls.cards!().find((c) => c.id === s.slots.room[0]![0]!.card)?.kind).toBe('room');
    expect(s.decks.room.length).toBeGreaterThanOrEqual(9);
    expect(s.discards.room).toEqual([]);
    const formed = events.find((e): e is Extract<FsEvent, { type: 'deck-formed' }> => e.type === 'deck-formed' && e.deck === 'room')!;
    expect(fourSouls.visibility(formed)).toEqual({ kind: 'seats', seats: [] });
    const v = fourSouls.view(s, seatViewer(1));
    expect(v.slots.room[0]![0]!.card).toBe(s.slots.room[0]![0]!.card);
    expect(v.deckCounts.room).toBe(s.decks.room.length);
  });

  it('R-ROOM-1 / R-SETUP-2 the room deck is optional: the option rooms: false, and a scenario without rooms, play without a room slot', () => {
    expect(fold(standard({ turnCap: 120, rooms: false })).slots.room).toEqual([]);
    expect(fold(standard({ turnCap: 120, rooms: false })).decks.room).toEqual([]);
    expect(given({}).state.slots.room).toEqual([]);
    expect(fourSouls.parseOptions({ rooms: 'yes' }, 2)).toMatchObject({ code: 'BAD_OPTIONS' });
  });

  it('R-ROOM-2 the room in play applies its statics to every player (Armory: +1 attack each)', () => {
    const t = withRoom('armory');
    expect([attackOf(t.state, 0), attackOf(t.state, 1)]).toEqual([2, 2]);
  });

  it("R-ROOM-2 its triggers are the active player's effects (Coin Fountain: each active player gains 1¢ at the start of their turn)", () => {
    let t = withRoom('coin-fountain');
    expect([coins(t, 0), coins(t, 1)]).toEqual([1, 0]);
    t = turnOf(act(t, 0, { type: 'end-turn' }), 1);
    expect([coins(t, 0), coins(t, 1)]).toEqual([1, 1]);
  });

  it("R-ROOM-3 a monster's death clears the room: it goes to the room discard and the room slot refills from the room deck (R-REFILL-1)", () => {
    let t = withRoom('armory', { hands: [['reapers-note'], []] });
    t = resolveTop(killLeaper(t)); // Reaper's Note resolves: the monster's death goes on
    t = resolveTop(t); // the death resolves (R-MDEATH-2)
    expect(t.state.slots.room[0]).toEqual([]);
    expect(t.state.discards.room.map((c) => c.card)).toEqual(['armory']);
    expect(stackKinds(t).at(-1)).toBe('refill'); // the room's refill, above the rewards
    t = resolveTop(t);
    expect(roomTop(t)).toBe('larder');
    expect(attackOf(t.state, 0)).toBe(1);
    expect(maxHealth(t.state, 0)).toBe(3);
  });

  it('R-ROOM-3 / R-DECK-1 the room deck reshuffles at once: with no room left in the deck the cleared room is the new deck and comes back', () => {
    let t = withRoom('armory', { hands: [['reapers-note'], []], decks: { room: [] } });
    expect(t.state.decks.room).toEqual([]);
    t = resolveTop(resolveTop(killLeaper(t)));
    expect(t.state.discards.room).toEqual([]);
    expect(t.state.decks.room.map((c) => c.card)).toEqual(['armory']);
    t = resolveAll(t);
    expect(roomTop(t)).toBe('armory');
  });

  it('R-ROOM-4 card skeleton-key: clears the room in play; the slot refills', () => {
    let t = withRoom('dark-room', { hands: [['skeleton-key'], []] });
    t = resolveAll(play(t, 0, 'skeleton-key'));
    expect(t.state.discards.room.map((c) => c.card)).toEqual(['dark-room']);
    expect(roomTop(t)).toBe('larder');
  });
});

/** A roll of `value` in P1's attack on the Leaper (dice 4+); returns the stack after the roll resolved. */
function attackRoll(t0: Table, value: number): Table {
  const t = act(t0, 0, { type: 'declare-attack', monster: monster(t0, 'leaper') });
  t.rng.dice(value);
  return resolveTop(resolveTop(t));
}
const combatAim = (t: Table) => {
  const d = t.state.stack.find((i) => i.kind === 'damage');
  return d?.targets[0];
};

const ROOM_CASES: readonly [CardId, string, () => void][] = [
  [
    'bargain-hall',
    'items cost each player 2¢ less: 8¢ buys a shop item',
    () => {
      let t = withRoom('bargain-hall', { coins: [8, 0], shop: ['breakfast', 'sharp-knife'] });
      t = resolveAll(act(t, 0, { type: 'declare-purchase', item: shop(t, 0) }));
      expect([coins(t, 0), t.state.players[0]!.items.length]).toEqual([0, 2]);
    },
  ],
  ['reading-room', 'each player may play 1 more loot card each turn', () => expect(withRoom('reading-room').state.players[0]!.lootPlays).toBe(2)],
  ['arena', 'each player may attack 1 more time each turn', () => expect(withRoom('arena').state.players[0]!.attacks).toBe(2)],
  ['dark-room', '-1 to attack rolls: a 4 misses the Leaper (dice 4+)', () => expect(combatAim(attackRoll(withRoom('dark-room'), 4))).toEqual({ seat: 0 })],
  [
    'shrine',
    '+1 to attack rolls: a 3 hits the Leaper (dice 4+)',
    () => expect(combatAim(attackRoll(withRoom('shrine'), 3))).toEqual({ id: expect.any(String) }),
  ],
  [
    'larder',
    '+1 health for every player',
    () => {
      const t = withRoom('larder');
      expect([maxHealth(t.state, 0), maxHealth(t.state, 1)]).toEqual([3, 4]);
    },
  ],
  [
    'armory',
    '+1 attack for every player',
    () => {
      const t = withRoom('armory');
      expect([attackOf(t.state, 0), attackOf(t.state, 1)]).toEqual([2, 2]);
    },
  ],
  [
    'storeroom',
    'each player keeps 2 more loot cards: 12 cards in hand end the turn without a discard',
    () => {
      let t = withRoom('storeroom', { hands: [Array.from({ length: 11 }, () => 'a-penny'), []] });
      expect(t.state.players[0]!.hand).toHaveLength(12);
      t = turnOf(act(t, 0, { type: 'end-turn' }), 1); // no discard-to-10 decision stops the turn's end
      expect(t.state.players[0]!.hand).toHaveLength(12);
    },
  ],
  [
    'spiked-hall',
    'the active player takes 1 damage at the start of each turn',
    () => {
      let t = withRoom('spiked-hall');
      expect(t.state.players.map((p) => p.damage)).toEqual([1, 0]);
      t = turnOf(act(t, 0, { type: 'end-turn' }), 1);
      expect(t.state.players.map((p) => p.damage)).toEqual([0, 1]);
    },
  ],
  ['coin-fountain', 'the active player gains 1¢ at the start of each turn', () => expect(coins(withRoom('coin-fountain'), 0)).toBe(1)],
  [
    'trophy-room',
    'the active player gains 2¢ for a kill, though the kill clears the room (the trigger saw it in play)',
    () => {
      const t = resolveAll(killLeaper(withRoom('trophy-room', { hands: [['reapers-note'], []] })));
      expect(coins(t, 0)).toBe(3 + 2);
      expect(t.state.discards.room.map((c) => c.card)).toEqual(['trophy-room']);
    },
  ],
  [
    'arcade',
    'the active player loots 1 for a roll of 6',
    () => {
      let t = withRoom('arcade');
      const before = t.state.players[0]!.hand.length;
      t = attackRoll(t, 6);
      expect(stackKinds(t).at(-1)).toBe('trigger');
      t = resolveTop(t);
      expect(t.state.players[0]!.hand.length).toBe(before + 1);
    },
  ],
];

describe('cards: rooms', () => {
  it('the pool has at least 10 rooms, each with a case below', () => {
    const rooms = fourSouls.cards!().filter((c) => c.kind === 'room');
    expect(rooms.length).toBeGreaterThanOrEqual(10);
    expect(rooms.map((r) => r.id).sort()).toEqual(ROOM_CASES.map(([id]) => id).sort());
  });
  for (const [id, what, run] of ROOM_CASES) it(`card ${id}: ${what}`, run);
});
