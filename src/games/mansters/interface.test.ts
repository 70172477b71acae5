import { describe, expect, it } from 'vitest';
import { foldEvents, isRejection, omniscient, rngFromInt, seatViewer, spectator } from '../../engine';
import { mansters } from './index';
import { EVENT_TYPES } from './events';
import { legalActions } from './legal-actions';
import { FULL, given, inHand, playCmd, playTable, table, when } from './testing';

describe('GameDefinition surface', () => {
  it('identifies itself', () => {
    expect([mansters.id, mansters.rulesVersion, mansters.minSeats, mansters.maxSeats, mansters.eventSchemaVersion]).toEqual(['mansters', 'mansters-1', 2, 6, 1]);
    expect(mansters.initialState().phase).toBe('pregame');
    expect(mansters.prompt(mansters.initialState())).toBeNull();
    expect(mansters.legalActions(mansters.initialState(), 0)).toEqual([]);
  });

  it('parseCommand accepts every command shape and rejects garbage with MALFORMED_COMMAND', () => {
    const good = [
      { type: 'draw', source: 'graveyard' },
      { type: 'offerTrade', to: 2, give: ['c1', 'c2'], ask: 1 },
      { type: 'skipTrade' },
      { type: 'acceptTrade', give: ['c3'] },
      { type: 'declineTrade' },
      { type: 'playCard', cardId: 'c9', to: { seat: 1, slab: 0 }, target: { kind: 'stackCard', seat: 0, slab: 1, cardId: 'c4' } },
      { type: 'playCard', cardId: 'c9', to: { seat: 1, slab: 0 }, target: null },
      { type: 'drawInstead', source: 'manster' },
      { type: 'endPlay' },
      { type: 'swap' },
      { type: 'skipSwap' },
      { type: 'attack', defender: 3 },
      { type: 'concede' },
    ];
    for (const g of good) expect(mansters.parseCommand(g)).toEqual(g);
    expect(mansters.parseCommand({ type: 'playCard', cardId: 'c9', to: { seat: 1, slab: 0 } })).toMatchObject({ target: null });
    const bad = [
      null,
      42,
      'draw',
      [],
      { type: 'fly' },
      { type: 'draw', source: 'sky' },
      { type: 'draw', source: 'morgue', seat: 1 },
      { type: 'attack', defender: -1 },
      { type: 'attack', defender: 1.5 },
      { type: 'attack', defender: 6 },
      { type: 'offerTrade', to: 1, give: [], ask: 1 },
      { type: 'offerTrade', to: 1, give: ['a', 'b', 'c'], ask: 1 },
      { type: 'offerTrade', to: 1, give: ['a'], ask: 3 },
      { type: 'acceptTrade', give: [7] },
      { type: 'playCard', cardId: '', to: { seat: 0, slab: 0 }, target: null },
      { type: 'playCard', cardId: 'c1', to: { seat: 0, slab: 2 }, target: null },
      { type: 'playCard', cardId: 'c1', to: { seat: 0, slab: 0 }, target: { kind: 'moon' } },
      { type: 'playCard', cardId: 'x'.repeat(100), to: { seat: 0, slab: 0 }, target: null },
      { type: 'endPlay', extra: true },
    ];
    for (const b of bad) {
      const r = mansters.parseCommand(b);
      expect(isRejection(r) && r.code, JSON.stringify(b)).toBe('MALFORMED_COMMAND');
    }
  });

  it('parseOptions takes no options and rejects garbage', () => {
    expect(mansters.parseOptions(undefined, 2)).toEqual({});
    expect(mansters.parseOptions(null, 3)).toEqual({});
    expect(mansters.parseOptions({}, 6)).toEqual({});
    for (const raw of [1, 'x', [], { turnLimit: 3 }]) expect(isRejection(mansters.parseOptions(raw, 2))).toBe(true);
    expect(isRejection(mansters.parseOptions({}, 7))).toBe(true);
  });

  it('upcast is the identity for schema version 1 and throws on anything unknown', () => {
    const e = { type: 'turnEnded', seat: 1 };
    expect(mansters.upcast('turnEnded', 1, e)).toBe(e);
    expect(() => mansters.upcast('turnEnded', 2, e)).toThrow();
    expect(() => mansters.upcast('nonsense', 1, { type: 'nonsense' })).toThrow();
    expect(() => mansters.upcast('turnEnded', 1, { type: 'turnStarted' })).toThrow();
  });

  it('autoPassAction is always null: there is no priority passing in Mansters', () => {
    const s = playTable();
    expect(mansters.autoPassAction(s, 0)).toBeNull();
    expect(mansters.autoPassAction(s, 1)).toBeNull();
  });

  it('prompt names the kind and the seat waited for', () => {
    const s = playTable();
    expect(mansters.prompt(s)).toEqual({ kind: 'play', seats: [0], text: 'P1 plays up to 3 cards (0 so far) or draws one more' });
  });

  it('every event type is listed for upcast', () => {
    expect(new Set(EVENT_TYPES).size).toBe(EVENT_TYPES.length);
    for (const t of EVENT_TYPES) expect(mansters.upcast(t, 1, { type: t })).toEqual({ type: t });
  });
});

describe('view', () => {
  it('a seat sees its own hand; everyone sees public things; omniscient sees decks', () => {
    const { state } = given(3, null, 4);
    const mine = mansters.view(state, seatViewer(1));
    expect(mine.players[1].hand?.length).toBe(5);
    expect(mine.players[0].hand).toBeNull();
    expect(mine.players.map((p) => p.handSize)).toEqual([5, 5, 5]);
    expect(mine.you).toBe(1);
    const spec = mansters.view(state, spectator);
    expect(spec.players.every((p) => p.hand === null)).toBe(true);
    expect(spec.morgue).toBeNull();
    const all = mansters.view(state, omniscient);
    expect(all.morgue?.length).toBe(state.morgue.length);
    expect(all.players.every((p) => p.hand !== null)).toBe(true);
    expect(spec.prompt).toEqual(mansters.prompt(state));
    expect(spec.graveyard.length).toBe(5);
  });

  it('RULING fresh ids on every zone change: a played card does not reveal its hand id', () => {
    const s0 = playTable({ hands: [['tripe'], []] });
    const handId = inHand(s0, 0, 'tripe');
    const { state, events } = when(s0, 0, playCmd(handId, 0, 0));
    expect(state.players[0].slabs[0]?.cards[0].id).not.toBe(handId);
    const red = mansters.redactEvent(events[0], seatViewer(1));
    expect(JSON.stringify(red)).not.toContain(`"${handId}"`);
    expect(JSON.stringify(mansters.view(state, seatViewer(1)))).not.toContain(`"${handId}"`);
  });
});

describe('describeEvent', () => {
  it('writes a line for a play and hides drawn cards from others', () => {
    const s0 = playTable({ hands: [['gravewing'], []], slabs: [[null, null], [null, null]] });
    const s1 = playTable({ hands: [['gravewing'], []], slabs: [[FULL, null], [null, null]] });
    const { events } = when(s1, 0, playCmd(inHand(s1, 0, 'gravewing'), 0, 0));
    expect(mansters.describeEvent(events[0], s1)).toBe("P1 played Gravewing onto P1's active stack");
    expect(mansters.describeEvent(mansters.redactEvent(events[0], seatViewer(1)), s1)).toBe("P1 played Gravewing onto P1's active stack");
    const draw = when(table({ morgue: ['spine'] }), 0, { type: 'draw', source: 'morgue' }).events[0];
    const line = mansters.describeEvent(mansters.redactEvent(draw, seatViewer(1)), s0);
    expect(line).toBe('P1 drew 1 card from the morgue');
    expect(line).not.toContain('Spine');
  });

  it('has a line for every event of a bot match', () => {
    const events = mansters.setup({ seatCount: 3, options: {}, scenario: null }, rngFromInt(3));
    if (isRejection(events)) throw new Error('setup');
    let state = mansters.initialState();
    for (const e of events) {
      expect(mansters.describeEvent(e, state)).not.toMatch(/^\(/);
      state = mansters.evolve(state, e);
    }
    expect(foldEvents(mansters, events)).toEqual(state);
  });
});

describe('bots', () => {
  it('random and greedy bots return a legal command for the waited seat and null for others', () => {
    const s = playTable({ hands: [['tripe', 'rib', 'rage-spirit'], ['spine']] });
    for (const name of ['random', 'greedy'] as const) {
      const cmd = mansters.bots[name](s, 0, rngFromInt(1));
      expect(cmd).not.toBeNull();
      expect(legalActions(s, 0)).toContainEqual(cmd);
      expect(mansters.bots[name](s, 1, rngFromInt(1))).toBeNull();
    }
  });

  it('RULING bots never concede (concede is legal but left out of their choices)', () => {
    const s = playTable({ hands: [[], []] });
    for (let seed = 0; seed < 50; seed += 1) expect(mansters.bots.random(s, 0, rngFromInt(seed))?.type).not.toBe('concede');
    expect(legalActions(s, 0)).toContainEqual({ type: 'concede' });
  });

  it('greedy builds a full active stack and attacks the unblocked opponent', () => {
    let s = playTable({ seatCount: 3, hands: [['tripe', 'rib', 'rage-spirit'], [], []], slabs: [[null, null], [FULL, null], [null, null]] });
    for (let i = 0; i < 4; i += 1) s = when(s, 0, mansters.bots.greedy(s, 0, rngFromInt(1))!).state;
    expect(s.players[0].slabs[0]?.cards.length).toBe(3);
    expect(s.step).toBe('attack');
    expect(mansters.bots.greedy(s, 0, rngFromInt(1))).toEqual({ type: 'attack', defender: 2 });
  });
});
