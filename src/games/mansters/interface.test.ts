import { describe, expect, it } from 'vitest';
import { isRejection, omniscient, rngFromInt, seatViewer, spectator, type Typed } from '../../engine';
import { mansters } from './index';
import { EVENT_TYPES } from './events';
import { legalActions } from './legal-actions';
import { at, botNamed, FULL, given, inHand, playCmd, playMatch, playTable, table, when } from './testing';
import { must } from './must';
import { playerAt } from './state';
import { LEGACY_COMMAND_TYPES, LEGACY_EVENT_TYPES } from './legacy-names';

describe('GameDefinition surface', () => {
  it('identifies itself', () => {
    expect([mansters.id, mansters.rulesVersion, mansters.minSeats, mansters.maxSeats, mansters.eventSchemaVersion]).toEqual([
      'mansters',
      'mansters-3',
      2,
      6,
      2,
    ]);
    expect(mansters.pastRulesVersions).toEqual(['mansters-2']);
    expect(mansters.initialState().phase).toBe('pregame');
    expect(mansters.prompt(mansters.initialState())).toBeNull();
    expect(mansters.legalActions(mansters.initialState(), 0)).toEqual([]);
  });

  it('parseCommand accepts every command shape and rejects garbage with MALFORMED_COMMAND', () => {
    const good = [
      { type: 'draw', source: 'graveyard' },
      { type: 'offer-trade', to: 2, give: ['c1', 'c2'], ask: 1 },
      { type: 'skip-trade' },
      { type: 'accept-trade', give: ['c3'] },
      { type: 'offer-trade', to: 1, give: [], ask: 4 },
      { type: 'offer-trade', to: 1, give: ['a', 'b', 'c'], ask: 0 },
      { type: 'counter-trade', give: ['c5'], ask: 2 },
      { type: 'accept-trade', give: [] },
      { type: 'decline-trade' },
      { type: 'play-card', cardId: 'c9', to: { seat: 1, slab: 0 }, target: { kind: 'stackCard', seat: 0, slab: 1, cardId: 'c4' }, choice: null },
      { type: 'play-card', cardId: 'c9', to: { seat: 1, slab: 0 }, target: null, choice: 1 },
      { type: 'draw-instead', source: 'manster' },
      { type: 'end-play' },
      { type: 'swap' },
      { type: 'skip-swap' },
      { type: 'attack', defender: 3 },
      { type: 'concede' },
    ];
    for (const g of good) expect(mansters.parseCommand(g)).toEqual(g);
    expect(mansters.parseCommand({ type: 'play-card', cardId: 'c9', to: { seat: 1, slab: 0 } })).toMatchObject({ target: null });
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
      { type: 'offer-trade', to: 1, give: ['a'], ask: -1 },
      { type: 'offer-trade', to: 1, give: ['a'], ask: 1.5 },
      { type: 'offer-trade', to: 1, give: 'a', ask: 1 },
      { type: 'counter-trade', to: 1, give: [], ask: 1 },
      { type: 'accept-trade', give: [7] },
      { type: 'play-card', cardId: '', to: { seat: 0, slab: 0 }, target: null },
      { type: 'play-card', cardId: 'c1', to: { seat: 0, slab: 2 }, target: null },
      { type: 'play-card', cardId: 'c1', to: { seat: 0, slab: 0 }, target: { kind: 'moon' } },
      { type: 'play-card', cardId: 'x'.repeat(100), to: { seat: 0, slab: 0 }, target: null },
      { type: 'end-play', extra: true },
      { type: 'play-card', cardId: 'c1', to: { seat: 0, slab: 0 }, target: null, choice: -1 },
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
    for (const raw of [1, 'x', [], { turnLimit: 3 }, { roundLimit: 0 }, { roundLimit: 2.5 }]) expect(isRejection(mansters.parseOptions(raw, 2))).toBe(true);
    expect(isRejection(mansters.parseOptions({}, 7))).toBe(true);
  });

  it('upcast renames schema-1 camelCase events to kebab-case, keeps schema 2 as is, and throws on anything unknown', () => {
    const e = { type: 'turn-ended', seat: 1 };
    expect(mansters.upcast('turn-ended', 2, e)).toBe(e);
    expect(mansters.upcast('turnEnded', 1, { type: 'turnEnded', seat: 1 })).toEqual(e);
    expect(
      mansters.upcast('cardPlayed', 1, { type: 'cardPlayed', seat: 0, handId: 'c1', card: { id: 'c2', card: 'rib' }, to: { seat: 0, slab: 0 }, counted: true }),
    ).toEqual({
      type: 'card-played',
      seat: 0,
      handId: 'c1',
      card: { id: 'c2', card: 'rib' },
      to: { seat: 0, slab: 0 },
      counted: true,
    });
    for (const [old, current] of Object.entries(LEGACY_EVENT_TYPES)) expect(mansters.upcast(old, 1, { type: old }).type).toBe(current);
    for (const current of Object.values(LEGACY_EVENT_TYPES)) expect(EVENT_TYPES).toContain(current);
    expect(() => mansters.upcast('turnEnded', 2, { type: 'turnEnded' })).toThrow();
    expect(() => mansters.upcast('turn-ended', 3, e)).toThrow();
    expect(() => mansters.upcast('nonsense', 1, { type: 'nonsense' })).toThrow();
    expect(() => mansters.upcast('turnEnded', 1, { type: 'turnStarted' })).toThrow();
  });

  it('parseCommand accepts the camelCase command names of rules mansters-1 as legacy aliases', () => {
    expect(mansters.parseCommand({ type: 'endPlay' })).toEqual({ type: 'end-play' });
    expect(mansters.parseCommand({ type: 'playCard', cardId: 'c9', to: { seat: 1, slab: 0 }, target: null })).toEqual({
      type: 'play-card',
      cardId: 'c9',
      to: { seat: 1, slab: 0 },
      target: null,
      choice: null,
    });
    for (const [old, current] of Object.entries(LEGACY_COMMAND_TYPES)) {
      const r = mansters.parseCommand({ type: old });
      // Commands with fields are refused for their missing fields, never as an unknown type.
      if (isRejection(r)) expect(r.message).not.toMatch(/unknown command type/);
      else expect(r.type).toBe(current);
    }
  });

  it('autoPassAction is null wherever the seat has a choice: there is no priority passing in Mansters (forced moves: M-MISC-5)', () => {
    const s = playTable({ hands: [['scrap-meat'], []] });
    expect(mansters.autoPassAction(s, 0)).toBeNull();
    expect(mansters.autoPassAction(s, 0, { mode: 'smart' })).toBeNull();
    expect(mansters.autoPassAction(s, 1)).toBeNull();
  });

  it('prompt names the kind and the seat waited for', () => {
    const s = playTable();
    expect(mansters.prompt(s)).toEqual({ kind: 'play', seats: [0], text: 'P1 plays up to 3 cards (0 so far) or draws one more' });
  });

  it('M-TURN-3 the prompt names the waited-for player by name; the seat too when two share a name; "P1" for a seat without one', () => {
    const s = playTable();
    expect(mansters.prompt(s, ['Ada', 'Bob'])?.text).toBe('Ada plays up to 3 cards (0 so far) or draws one more');
    expect(mansters.prompt(s, ['Ada', 'Ada'])?.text).toBe('Ada (P1) plays up to 3 cards (0 so far) or draws one more');
    expect(mansters.prompt(s, [null, 'Bob'])?.text).toBe('P1 plays up to 3 cards (0 so far) or draws one more');
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
    expect(at(mine.players, 1).hand?.length).toBe(5);
    expect(at(mine.players, 0).hand).toBeNull();
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
    expect(playerAt(state, 0).slabs[0]?.cards[0]?.id).not.toBe(handId);
    const red = mansters.redactEvent(at(events, 0), seatViewer(1));
    expect(JSON.stringify(red)).not.toContain(`"${handId}"`);
    expect(JSON.stringify(mansters.view(state, seatViewer(1)))).not.toContain(`"${handId}"`);
  });
});

describe('describeEvent', () => {
  it('writes a line for a play and hides drawn cards from others', () => {
    const s0 = playTable({
      hands: [['gravewing'], []],
      slabs: [
        [null, null],
        [null, null],
      ],
    });
    const s1 = playTable({
      hands: [['gravewing'], []],
      slabs: [
        [FULL, null],
        [null, null],
      ],
    });
    const { events } = when(s1, 0, playCmd(inHand(s1, 0, 'gravewing'), 0, 0));
    expect(mansters.describeEvent(at(events, 0), s1)).toBe('P1 played Gravewing onto their active stack');
    expect(mansters.describeEvent(mansters.redactEvent(at(events, 0), seatViewer(1)), s1)).toBe('P1 played Gravewing onto their active stack');
    const drawEvents = when(table({ morgue: ['spine'] }), 0, { type: 'draw', source: 'morgue' }).events;
    const draw = at(drawEvents, 0);
    const line = mansters.describeEvent(mansters.redactEvent(draw, seatViewer(1)), s0);
    expect(line).toBe('P1 drew 1 card from the morgue');
    expect(line).not.toContain('Spine');
    // With the players' names (the server's seat.claimed), lines name players, not seats.
    expect(mansters.describeEvent(at(events, 0), s1, ['Ada', 'Bob'])).toBe('Ada played Gravewing onto their active stack');
    expect(mansters.describeEvent(mansters.redactEvent(draw, seatViewer(1)), s0, ['Ada', 'Bob'])).toBe('Ada drew 1 card from the morgue');
    expect(mansters.describeEvent(mansters.redactEvent(draw, seatViewer(1)), s0, [null, 'Bob'])).toBe('P1 drew 1 card from the morgue');
  });

  it('names a step of the turn in words, never by its id', () => {
    const s0 = { ...playTable({ hands: [[], []] }), current: 0 };
    const step = (id: string): Typed => ({ type: 'step-entered', step: id }) as Typed;
    expect(mansters.describeEvent(step('play'), s0, ['Ada', 'Bob'])).toBe("Ada's play step");
    expect(mansters.describeEvent(step('trade'), s0)).toBe("P1's trade step");
    const offered = { ...s0, tradeOffer: { from: 0, to: 1, give: [], ask: 1, counter: false } };
    const answer = mansters.describeEvent(step('trade-answer'), offered, ['Ada', 'Bob']);
    expect(answer).toBe("Bob is to answer Ada's offer");
    for (const line of [answer, mansters.describeEvent(step('trade-answer'), s0)]) expect(line).not.toMatch(/Step:|trade-answer/);
  });

  it('has a line for every event of bot matches, in full and in its public form', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 30; seed += 1) {
      playMatch({
        seatCount: 2 + (seed % 4),
        seed,
        bots: ['random', 'greedy'],
        onStep: (before, _seat, _cmd, events) => {
          let state = before;
          for (const e of events) {
            seen.add(e.type);
            expect(mansters.describeEvent(e, state)).not.toMatch(/^\(|Step:|trade-answer/);
            expect(mansters.describeEvent(mansters.redactEvent(e, spectator), state)).not.toMatch(/^\(/);
            state = mansters.evolve(state, e);
          }
        },
      });
    }
    for (const type of ['effect-triggered', 'stack-shielded', 'card-discarded', 'player-healed', 'trade-offered', 'stack-defeated', 'game-ended'])
      expect(seen).toContain(type);
  });
});

describe('bots', () => {
  it('random and greedy bots return a legal command for the waited seat and null for others', () => {
    const s = playTable({ hands: [['tripe', 'rib', 'rage-spirit'], ['spine']] });
    for (const name of ['random', 'greedy'] as const) {
      const cmd = botNamed(name)(s, 0, rngFromInt(1));
      expect(cmd).not.toBeNull();
      expect(legalActions(s, 0)).toContainEqual(cmd);
      expect(botNamed(name)(s, 1, rngFromInt(1))).toBeNull();
    }
  });

  it('RULING bots never concede (concede is legal but left out of their choices)', () => {
    const s = playTable({ hands: [[], []] });
    for (let seed = 0; seed < 50; seed += 1) expect(mansters.bots.random(s, 0, rngFromInt(seed))?.type).not.toBe('concede');
    expect(legalActions(s, 0)).toContainEqual({ type: 'concede' });
  });

  it('greedy builds a full active stack and attacks the unblocked opponent', () => {
    let s = playTable({
      seatCount: 3,
      hands: [['tripe', 'rib', 'rage-spirit'], [], []],
      slabs: [
        [null, null],
        [FULL, null],
        [null, null],
      ],
    });
    for (let i = 0; i < 4; i += 1) s = when(s, 0, must(botNamed('greedy')(s, 0, rngFromInt(1)), 'a greedy command')).state;
    expect(playerAt(s, 0).slabs[0]?.cards.length).toBe(3);
    expect(s.step).toBe('attack');
    expect(botNamed('greedy')(s, 0, rngFromInt(1))).toEqual({ type: 'attack', defender: 2 });
  });
});
