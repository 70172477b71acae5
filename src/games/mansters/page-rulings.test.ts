import { describe, expect, it } from 'vitest';
import { isRejection, rngFromInt, seatViewer, spectator } from '../../engine';
import { mansters } from './index';
import { MAX_TRADE_ATTEMPTS } from './commands';
import { legalActions } from './legal-actions';
import { playerAt } from './state';
import {
  at,
  checkOutcome,
  FULL,
  firstOf,
  given,
  inHand,
  ofType,
  playCmd,
  playMatch,
  playTable,
  refused,
  stackOf,
  steps,
  table,
  toPlay,
  types,
  when,
} from './testing';

/*
 * Where an earlier ruling strayed from the Mansters page, the page now decides. Each test names
 * the rule id and quotes the page's words it rests on.
 */

const INACTIVE_DAMAGED = { cards: ['flank', 'knuckle', 'rage-spirit'], damage: 1 };

describe('the Mansters page decides', () => {
  it('M-ZONE-1 the inactive slab takes no damage from any source: "assemble a stack without risking it taking damage"', () => {
    const s0 = playTable({
      hands: [['hex-shard', 'carrion-crow', 'spite-wraith'], ['spite-wraith']],
      slabs: [
        [FULL, { cards: ['tripe'], damage: 1 }],
        [null, INACTIVE_DAMAGED],
      ],
    });
    // Only an inactive stack: the harmful spirits find no target there, so they are played without one.
    for (const card of ['hex-shard', 'carrion-crow', 'spite-wraith']) {
      const plays = legalActions(s0, 0).filter((a) => a.type === 'play-card' && a.cardId === inHand(s0, 0, card));
      expect(plays.length).toBeGreaterThan(0);
      expect(plays.every((a) => a.type === 'play-card' && a.target === null)).toBe(true);
    }
    expect(refused(s0, 0, playCmd(inHand(s0, 0, 'hex-shard'), 0, 1, { kind: 'stack', seat: 1, slab: 1 }))).toMatchObject({
      code: 'TARGET_NOT_ALLOWED',
      rule: 'M-CARD-4',
    });
    const crowTarget = { kind: 'stackCard', seat: 1, slab: 1, cardId: at(stackOf(s0, 1, 1).cards, 0).id } as const;
    expect(refused(s0, 0, playCmd(inHand(s0, 0, 'carrion-crow'), 0, 1, crowTarget)).code).toBe('TARGET_NOT_ALLOWED');
    // An at-any-time Spite Wraith outside its owner's turn may hit P1's active stack, never the inactive one.
    expect(refused(s0, 1, playCmd(inHand(s0, 1, 'spite-wraith'), 1, 0, { kind: 'stack', seat: 0, slab: 1 })).code).toBe('BAD_TARGET');
    const wraithTargets = legalActions(s0, 1).flatMap((a) => (a.type === 'play-card' && a.target ? [a.target] : []));
    expect(wraithTargets).toEqual([{ kind: 'stack', seat: 0, slab: 0 }]);
    // A forced swap puts a damaged active stack on the inactive slab: from then on nothing hurts it.
    const s1 = playTable({
      hands: [['poltergeist', 'hex-shard'], []],
      slabs: [
        [null, null],
        [{ cards: ['flank', 'knuckle', 'rage-spirit'], damage: 1 }, null],
      ],
    });
    const swapped = when(s1, 0, playCmd(inHand(s1, 0, 'poltergeist'), 0, 0, { kind: 'seat', seat: 1 })).state;
    expect(playerAt(swapped, 1).activeSlab).toBe(1);
    const after = when(swapped, 0, playCmd(inHand(swapped, 0, 'hex-shard'), 0, 0));
    expect(types(after.events)).not.toContain('stack-damaged');
    expect(stackOf(after.state, 1, 0).damage).toBe(1);
  });

  it("card Warding Candle shields the active stack for a round: no damage from spirits or attacks until its owner's next turn", () => {
    const sturdy = { cards: ['prime-cut', 'prime-cut', 'knuckle', 'rage-spirit'] };
    const s0 = playTable({
      hands: [['warding-candle'], ['hex-shard']],
      slabs: [
        [FULL, null],
        [sturdy, null],
      ],
    });
    const shielded = when(s0, 0, playCmd(inHand(s0, 0, 'warding-candle'), 0, 1));
    expect(firstOf(shielded.events, 'stack-shielded')).toEqual({ type: 'stack-shielded', seat: 0, slab: 0, by: 0 });
    expect(mansters.view(shielded.state, spectator).players[0]?.shieldedSlab).toBe(0);
    // P2's turn: a Hex Shard and an attack both hit the shield.
    const p2 = steps(shielded.state, [
      [0, { type: 'end-play' }],
      [0, { type: 'skip-swap' }],
      [0, { type: 'attack', defender: 1 }],
    ]).state;
    const p2play = toPlay(p2);
    const hex = when(p2play, 1, playCmd(inHand(p2play, 1, 'hex-shard'), 1, 1, { kind: 'stack', seat: 0, slab: 0 }));
    expect(firstOf(hex.events, 'damage-prevented')).toMatchObject({ seat: 0, slab: 0, amount: 2, cause: 'effect' });
    const attacked = steps(hex.state, [
      [1, { type: 'end-play' }],
      [1, { type: 'skip-swap' }],
      [1, { type: 'attack', defender: 0 }],
    ]);
    expect(firstOf(attacked.events, 'attack-declared')).toMatchObject({ blocked: true });
    expect(firstOf(attacked.events, 'damage-prevented')).toMatchObject({ cause: 'attack' });
    expect(stackOf(attacked.state, 0, 0).damage).toBe(0);
    // The shield ends when its owner's next turn starts.
    expect(attacked.state.current).toBe(0);
    expect(playerAt(attacked.state, 0).shieldedSlab).toBeNull();
  });

  it('M-END-2 "the game continues until all players except one have been eliminated": the round limit is an option, off by default', () => {
    expect(given(3).state.turnLimit).toBeNull();
    expect(mansters.parseOptions(undefined, 3)).toEqual({});
    expect(mansters.parseOptions({ roundLimit: 40 }, 3)).toEqual({ roundLimit: 40 });
    const limited = mansters.setup({ seatCount: 3, options: { roundLimit: 40 }, scenario: null }, rngFromInt(3));
    expect(isRejection(limited) ? null : firstOf(limited, 'game-created')).toMatchObject({ turnLimit: 120 });
    // Far past the old 40-round limit the turns go on.
    const long = table({ directDamage: [0, 0] });
    const late = { ...long, turnNumber: 500 };
    const next = steps(toPlay(late), [
      [0, { type: 'end-play' }],
      [0, { type: 'skip-swap' }],
    ]);
    expect(firstOf(next.events, 'turn-started')).toMatchObject({ seat: 1, turnNumber: 501 });
    expect(types(next.events)).not.toContain('turn-limit-reached');
    // Bot matches without a limit end with one player left.
    for (const seed of [1, 2, 3]) {
      const r = playMatch({ seatCount: 3, seed, bots: ['greedy', 'random'] });
      expect(r.ended).toBe(true);
      checkOutcome(r.state);
      expect(r.state.outcome?.reason).toBe('last-player-standing');
    }
  });

  it('M-TURN-2 "attempt to trade cards from your hand with any of your opponents": any number each way, any opponent, a counter-offer, bounded attempts', () => {
    const s0 = steps(table({ seatCount: 3, hands: [['spine', 'tripe', 'rib'], ['flank'], ['knuckle', 'skull', 'femur']] }), [
      [0, { type: 'draw', source: 'morgue' }],
    ]).state;
    // Three cards to the opponent two seats away, asking for none.
    const give = ['spine', 'tripe', 'rib'].map((c) => inHand(s0, 0, c));
    const offered = when(s0, 0, { type: 'offer-trade', to: 2, give, ask: 0 });
    expect(mansters.prompt(offered.state)).toMatchObject({ kind: 'trade-answer', seats: [2] });
    // The partner counters: one card of theirs for two of the offerer's.
    const countered = when(offered.state, 2, { type: 'counter-trade', give: [inHand(offered.state, 2, 'skull')], ask: 2 });
    const counter = firstOf(countered.events, 'trade-countered');
    expect(counter).toMatchObject({ from: 2, to: 0, ask: 2 });
    expect(mansters.prompt(countered.state)).toMatchObject({ kind: 'trade-answer', seats: [0] });
    // Hidden information stays hidden: the third player sees who trades with whom, never the cards.
    expect(mansters.redactEvent(counter, seatViewer(1))).toEqual({ type: 'trade-countered', from: 2, to: 0 });
    expect(mansters.view(countered.state, seatViewer(1)).trade).toEqual({ from: 2, to: 0, give: null, ask: null, counter: true });
    expect(mansters.view(countered.state, seatViewer(0)).trade?.give?.map((c) => c.card)).toEqual(['skull']);
    // A counter-offer cannot be countered again.
    expect(refused(countered.state, 0, { type: 'counter-trade', give: [], ask: 1 }).code).toBe('TRADE_NO_COUNTER');
    const accepted = when(countered.state, 0, { type: 'accept-trade', give: [inHand(countered.state, 0, 'spine'), inHand(countered.state, 0, 'rib')] });
    expect(
      playerAt(accepted.state, 0)
        .hand.map((c) => c.card)
        .sort(),
    ).toEqual(['scrap-meat', 'skull', 'tripe']);
    expect(
      playerAt(accepted.state, 2)
        .hand.map((c) => c.card)
        .sort(),
    ).toEqual(['femur', 'knuckle', 'rib', 'spine']);
    const done = firstOf(accepted.events, 'trade-accepted');
    expect(mansters.redactEvent(done, seatViewer(1))).toEqual({ type: 'trade-ended', from: 2, to: 0, cardsMoved: 3, fromGave: 1, toGave: 2 });
    // Attempts are bounded: after MAX_TRADE_ATTEMPTS offers the play step comes.
    let s = accepted.state;
    for (let k = 1; k < MAX_TRADE_ATTEMPTS; k += 1) {
      expect(s.step).toBe('trade');
      s = when(s, 0, { type: 'offer-trade', to: 1, give: [], ask: 1 }).state;
      s = when(s, 1, { type: 'decline-trade' }).state;
    }
    expect(s.step).toBe('play');
    expect(s.tradeAttempts).toBe(MAX_TRADE_ATTEMPTS);
    expect(legalActions(s, 0).some((a) => a.type === 'offer-trade')).toBe(false);
  });

  it('M-TURN-3 and M-SETUP-6: a 4th play cites the rule of its window, "play up to 3 cards"', () => {
    const turn = playTable({ hands: [['tripe', 'rib', 'flank', 'shank'], ['skull']] });
    const three = steps(turn, [
      [0, playCmd(inHand(turn, 0, 'tripe'), 0, 0)],
      [0, playCmd(inHand(turn, 0, 'rib'), 0, 0)],
      [0, playCmd(inHand(turn, 0, 'flank'), 0, 1)],
    ]).state;
    expect(refused(three, 0, playCmd(inHand(three, 0, 'shank'), 0, 1))).toMatchObject({ code: 'PLAY_LIMIT', rule: 'M-TURN-3' });
    // Before the play step: the step rule, not "not your turn".
    const drawStep = table({ hands: [['tripe'], []] });
    expect(refused(drawStep, 0, playCmd(inHand(drawStep, 0, 'tripe'), 0, 0))).toMatchObject({ code: 'WRONG_STEP', rule: 'M-TURN-3' });
    // Someone else's turn: only "at any time" cards (M-CARD-8).
    expect(refused(turn, 1, playCmd(inHand(turn, 1, 'skull'), 1, 0))).toMatchObject({ code: 'NOT_YOUR_TURN', rule: 'M-CARD-8' });

    const opening = given(2, { hands: [['tripe', 'rib', 'flank', 'shank'], ['skull']], firstPlayer: 0 }).state;
    const openingPlays = steps(opening, [
      [0, playCmd(inHand(opening, 0, 'tripe'), 0, 0)],
      [0, playCmd(inHand(opening, 0, 'rib'), 0, 0)],
      [0, playCmd(inHand(opening, 0, 'flank'), 0, 0)],
    ]);
    const opened = openingPlays.state;
    expect(opened.current).toBe(1);
    expect(refused(opened, 0, playCmd(inHand(opened, 0, 'shank'), 0, 1))).toMatchObject({ code: 'OPENING_OVER', rule: 'M-SETUP-6' });
    expect(refused(opening, 1, playCmd(inHand(opening, 1, 'skull'), 1, 0))).toMatchObject({ code: 'NOT_YOUR_TURN', rule: 'M-SETUP-6' });
    expect(ofType(openingPlays.events, 'opening-started').map((e) => e.seat)).toEqual([1]);
  });
});
