import { describe, expect, it } from 'vitest';
import { canonicalJson, foldEvents, isRejection, omniscient, rngFromInt, seatViewer, spectator } from '../../engine';
import { cardDef } from './cards/catalog';
import { mansters } from './index';
import { legalActions } from './legal-actions';
import { at, firstOf, given, inHand, ofType, playCmd, refused, steps, types, when } from './testing';
import { playerAt } from './state';

describe('M-SETUP — setup', () => {
  it('M-SETUP-1 2 to 6 players, each with two empty slabs (RULING: 2–6)', () => {
    for (const n of [2, 3, 4, 5, 6]) {
      const { state } = given(n);
      expect(state.players.length).toBe(n);
      expect(state.players.every((p) => p.slabs.length === 2 && p.slabs.every((s) => s === null))).toBe(true);
    }
    for (const n of [1, 7]) {
      const r = mansters.setup({ seatCount: n, options: {}, scenario: null }, rngFromInt(1));
      expect(isRejection(r) && r.code).toBe('BAD_SEAT_COUNT');
      expect(isRejection(r) && r.rule).toBe('M-SETUP-1');
    }
  });

  it('M-SETUP-2 both decks are shuffled from the Rng and the order is recorded in a hidden event', () => {
    const a = given(3, null, 1).events;
    const b = given(3, null, 2).events;
    const decksA = firstOf(a, 'decks-formed');
    const decksB = firstOf(b, 'decks-formed');
    expect(decksA.morgue.map((c) => c.card)).not.toEqual(decksB.morgue.map((c) => c.card));
    expect(mansters.visibility(decksA)).toEqual({ kind: 'seats', seats: [] });
    expect(mansters.redactEvent(decksA, seatViewer(0))).toEqual({ type: 'decks-formed', morgueCount: 73, mansterDeckCount: 28 });
    // Same seed, same events (determinism).
    expect(canonicalJson(given(3, null, 1).events)).toBe(canonicalJson(a));
  });

  it('M-SETUP-3 the highest manster health goes first and the drawn mansters are shuffled back', () => {
    const { state, events } = given(3, { mansterDeck: ['gravewing', 'meat-golem', 'crypt-crawler', 'lich-lord', 'gravewing'] });
    const draw = firstOf(events, 'first-player-draw');
    expect(draw.draws.map((d) => [d.seat, d.card.card])).toEqual([
      [0, 'gravewing'],
      [1, 'meat-golem'],
      [2, 'crypt-crawler'],
    ]);
    expect(firstOf(events, 'first-player-chosen')).toMatchObject({ seat: 1, method: 'highest-health' });
    expect(state.firstPlayer).toBe(1);
    expect(state.revealed).toEqual([]);
    const shuffled = firstOf(events, 'manster-deck-shuffled');
    expect(shuffled.cards.map((c) => c.card).sort()).toEqual(['crypt-crawler', 'gravewing', 'gravewing', 'lich-lord', 'meat-golem']);
  });

  it('M-SETUP-3 RULING ties are drawn again among the tied players, each round recorded', () => {
    // P1 and P3 tie on 3 health (Gravewing, Banshee Queen); the redraw gives P3 the Meat Golem.
    const { events } = given(3, { mansterDeck: ['gravewing', 'crypt-crawler', 'banshee-queen', 'spectral-hound', 'meat-golem', 'lich-lord'] });
    const rounds = ofType(events, 'first-player-draw');
    expect(rounds.map((r) => r.draws.map((d) => d.seat))).toEqual([
      [0, 1, 2],
      [0, 2],
    ]);
    expect(at(rounds, 1).draws.map((d) => d.card.card)).toEqual(['spectral-hound', 'meat-golem']);
    expect(firstOf(events, 'first-player-chosen')).toMatchObject({ seat: 2, method: 'highest-health' });
    expect(mansters.visibility(at(rounds, 0))).toEqual({ kind: 'public' });
  });

  it('M-SETUP-3 RULING endless ties: after 10 rounds a random tied player is chosen (recorded)', () => {
    const { events } = given(2, { mansterDeck: Array.from({ length: 6 }, () => 'gravewing') });
    expect(ofType(events, 'first-player-draw').length).toBe(10);
    expect(firstOf(events, 'first-player-chosen').method).toBe('random-after-ties');
    // The deck ran short twice and the revealed mansters were shuffled back in between rounds.
    expect(ofType(events, 'manster-deck-shuffled').length).toBeGreaterThan(1);
  });

  it('M-SETUP-4 the graveyard starts with 4 morgue cards and 1 manster, the manster at the bottom', () => {
    const { state } = given(4, null, 9);
    expect(state.graveyard.length).toBe(5);
    expect(state.graveyard.slice(0, 4).every((c) => cardDef(c.card).kind !== 'manster')).toBe(true);
    expect(cardDef(at(state.graveyard, 4).card).kind).toBe('manster');
  });

  it('M-SETUP-5 starting with the first player each draws 4 morgue cards and 1 manster', () => {
    const { state, events } = given(4, { firstPlayer: 2 });
    const draws = ofType(events, 'cards-drawn');
    expect(draws.map((d) => [d.seat, d.source, d.cards.length])).toEqual([
      [2, 'morgue', 4],
      [2, 'manster', 1],
      [3, 'morgue', 4],
      [3, 'manster', 1],
      [0, 'morgue', 4],
      [0, 'manster', 1],
      [1, 'morgue', 4],
      [1, 'manster', 1],
    ]);
    expect(state.players.every((p) => p.hand.length === 5)).toBe(true);
    expect(mansters.redactEvent(at(draws, 0), seatViewer(0))).toEqual({ type: 'cards-drawn', seat: 2, source: 'morgue', count: 4, revealed: [] });
  });

  it('M-SETUP-6 openings go clockwise from the first player, up to 3 cards each, effects resolve, then turns start', () => {
    const { state } = given(3, {
      firstPlayer: 1,
      hands: [['tripe'], ['flank', 'knuckle', 'hex-shard', 'rib'], ['prime-cut']],
      graveyard: ['rib'],
    });
    expect(state.phase).toBe('opening');
    expect(mansters.prompt(state)).toMatchObject({ kind: 'opening', seats: [1] });
    // P3 (seat 2) must wait for P2 (seat 1).
    expect(refused(state, 2, { type: 'end-play' }).code).toBe('NOT_YOUR_TURN');
    let s = steps(state, [
      [1, playCmd(inHand(state, 1, 'flank'), 1, 0)],
      [1, playCmd(inHand(state, 1, 'knuckle'), 1, 0)],
    ]).state;
    // The third card is a spirit whose effect resolves at once; it completes the stack and the opening passes on.
    const third = when(s, 1, playCmd(inHand(s, 1, 'hex-shard'), 1, 0, null));
    expect(playerAt(third.state, 1).slabs[0]?.cards.length).toBe(3);
    expect(types(third.events)).toContain('opening-started');
    expect(third.state.current).toBe(2);
    s = steps(third.state, [[2, playCmd(inHand(third.state, 2, 'prime-cut'), 2, 0)]]).state;
    const effect = when(s, 2, { type: 'end-play' });
    expect(effect.state.current).toBe(0);
    const last = when(effect.state, 0, playCmd(inHand(effect.state, 0, 'tripe'), 0, 1));
    const done = when(last.state, 0, { type: 'end-play' });
    expect(done.state.phase).toBe('turns');
    expect(done.events.at(-1)).toEqual({ type: 'turn-started', seat: 1, turnNumber: 1 });
    // The spirit effect in an opening resolves too: Hex Shard with a target.
    const t = given(2, {
      firstPlayer: 0,
      hands: [['hex-shard'], []],
      slabs: [
        [null, null],
        [{ cards: ['shank'] }, null],
      ],
      graveyard: ['rib'],
    }).state;
    const hit = when(t, 0, playCmd(inHand(t, 0, 'hex-shard'), 0, 0, { kind: 'stack', seat: 1, slab: 0 }));
    expect(playerAt(hit.state, 1).slabs[0]?.damage).toBe(2);
  });

  // The page, Setup step 7: "each player may play up to 3 cards from their hand to create an
  // opening Stack, resolving any Spirit effects"; a Stack is "A collection of any amount of Meat, Bone, and Spirit cards on your slab".
  const openingTable = (rulesVersion?: string) =>
    given(
      2,
      {
        firstPlayer: 0,
        hands: [['flank', 'rib', 'gloom-moth'], ['tripe']],
        slabs: [
          [null, null],
          [{ cards: ['shank'] }, null],
        ],
        graveyard: ['rib'],
      },
      1,
      rulesVersion,
    ).state;

  it('M-SETUP-6 "play up to 3 cards from their hand to create an opening Stack": one stack, on the slab of the first card, no draw, no attack', () => {
    const t = openingTable();
    expect(legalActions(t, 0).some((a) => a.type === 'draw-instead' || a.type === 'draw' || a.type === 'attack')).toBe(false);
    // Before the first card either own slab may hold the opening stack; never an opponent's, even for an "anywhere" card.
    const firstSlabs = new Set(legalActions(t, 0).flatMap((a) => (a.type === 'play-card' ? [`${a.to.seat}:${a.to.slab}`] : [])));
    expect([...firstSlabs].sort()).toEqual(['0:0', '0:1']);
    expect(refused(t, 0, playCmd(inHand(t, 0, 'gloom-moth'), 1, 0))).toMatchObject({ code: 'OPENING_STACK', rule: 'M-SETUP-6' });
    const first = when(t, 0, playCmd(inHand(t, 0, 'flank'), 0, 1)).state;
    expect(first.openingSlab).toBe(1);
    // After it, every offered play goes onto that slab, and the other slab is refused.
    const offered = legalActions(first, 0).flatMap((a) => (a.type === 'play-card' ? [a.to] : []));
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((to) => to.seat === 0 && to.slab === 1)).toBe(true);
    expect(refused(first, 0, playCmd(inHand(first, 0, 'rib'), 0, 0))).toMatchObject({ code: 'OPENING_STACK', rule: 'M-SETUP-6' });
    const s = steps(first, [
      [0, playCmd(inHand(first, 0, 'gloom-moth'), 0, 1)],
      [0, playCmd(inHand(first, 0, 'rib'), 0, 1)],
    ]).state;
    expect(playerAt(s, 0).slabs[1]?.cards.length).toBe(3);
    expect(playerAt(s, 0).slabs[0]).toBeNull();
    expect(s.current).toBe(1);
    expect(s.phase).toBe('opening');
    // The next player's opening chooses its own slab afresh.
    expect(s.openingSlab).toBeNull();
  });

  it('M-SETUP-6 under rules mansters-2 (matches recorded before one opening stack) openings still use either slab and anywhere cards', () => {
    const t = openingTable('mansters-2');
    expect(t.rules).toBe(2);
    const s = steps(t, [
      [0, playCmd(inHand(t, 0, 'flank'), 0, 1)],
      [0, playCmd(inHand(t, 0, 'gloom-moth'), 1, 0)],
      [0, playCmd(inHand(t, 0, 'rib'), 0, 0)],
    ]).state;
    expect(playerAt(s, 0).slabs[1]?.cards.length).toBe(1);
    expect(playerAt(s, 0).slabs[0]?.cards.length).toBe(1);
    expect(playerAt(s, 1).slabs[0]?.cards.length).toBe(2);
    expect(s.current).toBe(1);
  });

  it('scenario input is validated: a bad shape is a BAD_SCENARIO rejection', () => {
    const bad = [
      'nope',
      { unknownField: 1 },
      { morgue: ['gravewing'] },
      { mansterDeck: ['tripe'] },
      { hands: [['tripe']] },
      { hands: [['no-such-card'], []] },
      {
        slabs: [
          [{ cards: [] }, null],
          [null, null],
        ],
      },
      {
        slabs: [
          [{ cards: ['tripe'], damage: -1 }, null],
          [null, null],
        ],
      },
      { firstPlayer: 5 },
      { skipOpening: 'yes' },
      { activeSlabs: [2, 0] },
      { directDamage: [10, 0] },
    ];
    for (const scenario of bad) {
      const r = mansters.setup({ seatCount: 2, options: {}, scenario }, rngFromInt(1));
      expect(isRejection(r) && r.code, JSON.stringify(scenario)).toBe('BAD_SCENARIO');
    }
  });

  it('a scenario fixes decks, hands, slabs and the first player, and its hidden parts are redacted', () => {
    const { state, events } = given(2, {
      morgue: ['tripe', 'rib'],
      mansterDeck: ['gravewing'],
      graveyard: ['skull'],
      hands: [['flank'], ['shank']],
      slabs: [
        [{ cards: ['tripe'], damage: 1 }, null],
        [null, null],
      ],
      activeSlabs: [0, 1],
      directDamage: [0, 4],
      firstPlayer: 1,
      skipOpening: true,
    });
    expect(state.current).toBe(1);
    expect(state.step).toBe('draw');
    expect(playerAt(state, 1).activeSlab).toBe(1);
    expect(playerAt(state, 1).directDamage).toBe(4);
    const loaded = firstOf(events, 'scenario-loaded');
    const red = mansters.redactEvent(loaded, seatViewer(0)) as unknown as { hand: { card: string }[]; morgueCount: number };
    expect(red.hand.map((c) => c.card)).toEqual(['flank']);
    expect(JSON.stringify(red)).not.toContain('shank');
    expect(red.morgueCount).toBe(2);
    expect(JSON.stringify(mansters.redactEvent(loaded, spectator))).not.toContain('shank');
    expect(mansters.redactEvent(loaded, omniscient)).toBe(loaded);
    expect(playerAt(foldEvents(mansters, events), 0).slabs[0]?.damage).toBe(1);
  });
});
