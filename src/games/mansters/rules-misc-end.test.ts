import { describe, expect, it } from 'vitest';
import { mansters } from './index';
import { forcedMove } from './forced';
import { legalActions } from './legal-actions';
import { playerAt, allCards } from './state';
import { at, firstOf, FULL, inHand, ofType, playCmd, playTable, refused, stackOf, steps, table, toPlay, types, when } from './testing';

describe('M-MISC — additional rules', () => {
  it('M-MISC-1 an effect for all players resolves for its player first, then clockwise', () => {
    const s0 = playTable({ seatCount: 4, firstPlayer: 2, hands: [[], [], ['wake-of-the-dead'], []] });
    expect(s0.current).toBe(2);
    const { events } = when(s0, 2, playCmd(inHand(s0, 2, 'wake-of-the-dead'), 2, 0));
    expect(ofType(events, 'cards-drawn').map((e) => e.seat)).toEqual([2, 3, 0, 1]);
  });

  it('M-MISC-2 removing a meat card from a full stack damages it by the meat value, even if that defeats it', () => {
    const s0 = playTable({
      hands: [['carrion-crow', 'carrion-crow'], []],
      slabs: [
        [null, null],
        [{ cards: ['shank', 'tripe', 'rib', 'rage-spirit'], damage: 1 }, null],
      ],
    });
    const shank = at(stackOf(s0, 1, 0).cards, 0).id;
    const { state, events } = when(s0, 0, playCmd(at(playerAt(s0, 0).hand, 0).id, 0, 0, { kind: 'stackCard', seat: 1, slab: 0, cardId: shank }));
    expect(firstOf(events, 'stack-damaged')).toMatchObject({ amount: 3, cause: 'meat-removed' });
    // Health 5 -> 2, damage 1 -> 4: defeated.
    expect(playerAt(state, 1).slabs[0]).toBeNull();
    expect(types(events)).toContain('stack-defeated');
    // A meat removed from a stack that is not full deals no damage.
    const s1 = playTable({
      hands: [['carrion-crow'], []],
      slabs: [
        [null, null],
        [{ cards: ['shank', 'tripe'] }, null],
      ],
    });
    const r = when(s1, 0, playCmd(inHand(s1, 0, 'carrion-crow'), 0, 0, { kind: 'stackCard', seat: 1, slab: 0, cardId: at(stackOf(s1, 1, 0).cards, 0).id }));
    expect(ofType(r.events, 'stack-damaged')).toEqual([]);
  });

  it('M-MISC-3 RULING an at-any-time card resolves at once with no response; a pending attack that lost its stack ends the turn', () => {
    const s0 = steps(
      playTable({
        hands: [[], ['spite-wraith']],
        slabs: [
          [{ cards: ['scrap-meat', 'rib', 'rage-spirit'] }, null],
          [null, null],
        ],
      }),
      [
        [0, { type: 'end-play' }],
        [0, { type: 'skip-swap' }],
      ],
    ).state;
    expect(s0.step).toBe('attack');
    const { state, events } = when(s0, 1, playCmd(inHand(s0, 1, 'spite-wraith'), 1, 0, { kind: 'stack', seat: 0, slab: 0 }));
    expect(types(events)).toEqual(['card-played', 'stack-damaged', 'stack-defeated', 'turn-ended', 'turn-started']);
    expect(state.current).toBe(1);
  });

  it('M-MISC-3 RULING an at-any-time card played by the current player in their play step is one of their 3 plays', () => {
    const s0 = playTable({ hands: [['spite-wraith'], []] });
    const { state } = when(s0, 0, playCmd(inHand(s0, 0, 'spite-wraith'), 0, 0));
    expect(state.playsMade).toBe(1);
  });

  it('M-MISC-3 an at-any-time card that takes the offered cards away cancels the trade', () => {
    const s0 = when(table({ hands: [['spite-wraith'], ['rib']] }), 0, { type: 'draw', source: 'morgue' }).state;
    const offered = when(s0, 0, { type: 'offer-trade', to: 1, give: [inHand(s0, 0, 'spite-wraith')], ask: 1 }).state;
    const { state, events } = when(offered, 0, playCmd(inHand(offered, 0, 'spite-wraith'), 0, 0));
    expect(firstOf(events, 'trade-cancelled')).toMatchObject({ reason: 'cards-gone' });
    expect(state.step).toBe('trade');
  });

  it('M-MISC-4 RULING defaults on a deadline: morgue draw, no trade, draw instead of play, no swap, attack next clockwise', () => {
    let s = table({
      seatCount: 3,
      firstPlayer: 1,
      slabs: [
        [null, null],
        [FULL, null],
        [null, null],
      ],
      hands: [['rib'], ['tripe'], []],
    });
    expect(mansters.defaultAction(s, 1)).toEqual({ type: 'draw', source: 'morgue' });
    expect(mansters.defaultAction(s, 0)).toBeNull();
    s = when(s, 1, mansters.defaultAction(s, 1)!).state;
    expect(mansters.defaultAction(s, 1)).toEqual({ type: 'skip-trade' });
    const offer = when(s, 1, { type: 'offer-trade', to: 0, give: [inHand(s, 1, 'tripe')], ask: 1 }).state;
    expect(mansters.defaultAction(offer, 0)).toEqual({ type: 'decline-trade' });
    s = when(s, 1, mansters.defaultAction(s, 1)!).state;
    expect(mansters.defaultAction(s, 1)).toEqual({ type: 'draw-instead', source: 'morgue' });
    const played = when(s, 1, playCmd(inHand(s, 1, 'tripe'), 1, 1)).state;
    expect(mansters.defaultAction(played, 1)).toEqual({ type: 'end-play' });
    s = when(s, 1, mansters.defaultAction(s, 1)!).state;
    expect(mansters.defaultAction(s, 1)).toEqual({ type: 'skip-swap' });
    s = when(s, 1, mansters.defaultAction(s, 1)!).state;
    expect(mansters.defaultAction(s, 1)).toEqual({ type: 'attack', defender: 2 });
    s = when(s, 1, mansters.defaultAction(s, 1)!).state;
    expect(playerAt(s, 2).directDamage).toBe(2);
    // In an opening the default ends it.
    const opening = table({ seatCount: 2 });
    expect(mansters.defaultAction({ ...opening, phase: 'opening', step: null }, 0)).toEqual({ type: 'end-play' });
  });
});

describe('M-END — elimination and the end', () => {
  it('M-END-1 10 direct damage in total eliminates a player; their cards go to the graveyard (RULING)', () => {
    const s0 = steps(
      playTable({
        seatCount: 3,
        directDamage: [0, 8, 0],
        hands: [[], ['tripe', 'rib'], []],
        slabs: [
          [FULL, null],
          [null, { cards: ['shank'] }],
          [null, null],
        ],
      }),
      [
        [0, { type: 'end-play' }],
        [0, { type: 'skip-swap' }],
      ],
    ).state;
    const before = allCards(s0).length;
    const { state, events } = when(s0, 0, { type: 'attack', defender: 1 });
    expect(types(events)).toEqual(['attack-declared', 'direct-damage-taken', 'player-out', 'player-cleared', 'turn-ended', 'turn-started']);
    expect(playerAt(state, 1).status).toBe('eliminated');
    expect(state.graveyard.slice(-3).map((c) => c.card)).toEqual(['tripe', 'rib', 'shank']);
    expect(allCards(state).length).toBe(before);
    // The eliminated seat is skipped and refused.
    expect(state.current).toBe(2);
    expect(refused(state, 1, { type: 'concede' })).toMatchObject({ code: 'SEAT_OUT', rule: 'M-END-1' });
    expect(legalActions(state, 1)).toEqual([]);
  });

  it('M-END-2 the last player left wins', () => {
    const s0 = steps(
      playTable({
        directDamage: [0, 9],
        slabs: [
          [FULL, null],
          [null, null],
        ],
      }),
      [
        [0, { type: 'end-play' }],
        [0, { type: 'skip-swap' }],
      ],
    ).state;
    const { state, events } = when(s0, 0, { type: 'attack', defender: 1 });
    expect(events.at(-1)).toEqual({ type: 'game-ended', winners: [0], reason: 'last-player-standing' });
    expect(mansters.outcome(state)).toEqual({ winners: [0], reason: 'last-player-standing' });
    expect(mansters.prompt(state)).toBeNull();
    expect(refused(state, 0, { type: 'draw', source: 'morgue' }).code).toBe('MATCH_OVER');
  });

  it('M-END-2 concede: any live seat at any time; cards to the graveyard; the game goes on or ends', () => {
    const s0 = table({
      seatCount: 3,
      hands: [['tripe'], ['rib'], ['skull']],
      slabs: [
        [null, null],
        [null, null],
        [{ cards: ['shank'] }, null],
      ],
    });
    const c1 = when(s0, 2, { type: 'concede' });
    expect(playerAt(c1.state, 2).status).toBe('conceded');
    expect(c1.state.graveyard.slice(-2).map((c) => c.card)).toEqual(['skull', 'shank']);
    expect(c1.state.current).toBe(0);
    // The current player concedes: their turn ends and the last player wins.
    const c2 = when(c1.state, 0, { type: 'concede' });
    expect(c2.events.at(-1)).toEqual({ type: 'game-ended', winners: [1], reason: 'last-player-standing' });
  });

  it('M-END-2 concede during a trade offer to the conceding seat cancels the trade', () => {
    const s0 = when(table({ seatCount: 3, hands: [['tripe'], ['rib'], []] }), 0, { type: 'draw', source: 'morgue' }).state;
    const offered = when(s0, 0, { type: 'offer-trade', to: 1, give: [inHand(s0, 0, 'tripe')], ask: 1 }).state;
    const { state, events } = when(offered, 1, { type: 'concede' });
    expect(firstOf(events, 'trade-cancelled')).toMatchObject({ reason: 'player-out' });
    expect(state.step).toBe('trade');
    expect(state.current).toBe(0);
  });

  it('M-END-3 RULING the turn limit ends the game: least direct damage wins, then most stack health, else a draw', () => {
    const s0 = table({
      turnLimit: 1,
      directDamage: [3, 1],
      slabs: [
        [FULL, null],
        [null, null],
      ],
    });
    const end = steps(toPlay(s0), [
      [0, { type: 'end-play' }],
      [0, { type: 'skip-swap' }],
      [0, { type: 'attack', defender: 1 }],
    ]);
    expect(types(end.events).slice(-3)).toEqual(['turn-ended', 'turn-limit-reached', 'game-ended']);
    // P2 took 2 (total 3) and P1 has 3: tie on damage, P1's stack has more health.
    expect(end.state.outcome).toEqual({ winners: [0], reason: 'turn-limit' });
    const draw = steps(toPlay(table({ turnLimit: 1 })), [
      [0, { type: 'end-play' }],
      [0, { type: 'skip-swap' }],
    ]);
    expect(draw.state.outcome).toEqual({ winners: [], reason: 'turn-limit-draw' });
  });
  it('M-MISC-5 RULING the attack on the only opponent left is a forced move; with two opponents it is a choice', () => {
    const full = [{ cards: ['scrap-meat', 'rib', 'rage-spirit'] }, null] as const;
    const toAttack = (seatCount: number) =>
      steps(playTable({ seatCount, slabs: Array.from({ length: seatCount }, (_, i) => (i === 0 ? full : [null, null])) }), [
        [0, { type: 'end-play' }],
        [0, { type: 'skip-swap' }],
      ]).state;
    const two = toAttack(2);
    expect(two.step).toBe('attack');
    expect(forcedMove(two, 0)).toEqual({ type: 'attack', defender: 1 });
    expect(mansters.autoPassAction(two, 0, { mode: 'smart' })).toEqual({ type: 'attack', defender: 1 });
    // Nobody else is waited for: nothing is forced on P2.
    expect(forcedMove(two, 1)).toBeNull();
    const three = toAttack(3);
    expect(three.step).toBe('attack');
    expect(legalActions(three, 0).filter((c) => c.type === 'attack')).toHaveLength(2);
    expect(forcedMove(three, 0)).toBeNull();
  });

  it('M-MISC-5 RULING ending plays is forced only when no card in hand can be placed (here: none is left); the draw instead keeps it a choice', () => {
    // Two counted plays made and the hand is empty: ending the plays is all that is left.
    const s0 = playTable({ hands: [['scrap-meat'], []] }); // and the Scrap Meat drawn from the morgue
    expect(forcedMove(s0, 0)).toBeNull(); // plays, end, draw instead
    const [m1, m2] = playerAt(s0, 0).hand.filter((c) => c.card === 'scrap-meat');
    const s1 = steps(s0, [
      [0, playCmd(m1!.id, 0, 0)],
      [0, playCmd(m2!.id, 0, 0)],
    ]).state;
    expect(s1.step).toBe('play');
    expect(s1.playsMade).toBe(2);
    expect(legalActions(s1, 0).filter((c) => c.type !== 'concede')).toEqual([{ type: 'end-play' }]);
    expect(forcedMove(s1, 0)).toEqual({ type: 'end-play' });
    // With nothing played yet an empty hand still leaves the draw instead (M-TURN-3): a choice.
    expect(forcedMove(playTable(), 0)).toBeNull();
  });
});
