import { describe, expect, it } from 'vitest';
import { seatViewer, spectator } from '../../engine';
import { mansters } from './index';
import { legalActions } from './legal-actions';
import { stackStats } from './stats';
import { at, firstOf, FULL, inHand, playCmd, playTable, refused, steps, table, toPlay, types, when } from './testing';
import { playerAt } from './state';

describe('M-TURN — a turn', () => {
  it('M-TURN-1 the turn starts with one draw from the morgue, the manster deck or the graveyard top', () => {
    const s0 = table({ morgue: ['tripe'], mansterDeck: ['lich-lord'], graveyard: ['skull', 'rib'] });
    expect(mansters.prompt(s0)).toMatchObject({ kind: 'draw', seats: [0] });
    expect(
      legalActions(s0, 0)
        .filter((a) => a.type === 'draw')
        .map((a) => a.type === 'draw' && a.source),
    ).toEqual(['morgue', 'manster', 'graveyard']);
    const cases = [
      ['morgue', 'tripe'],
      ['manster', 'lich-lord'],
      ['graveyard', 'skull'],
    ] as const;
    for (const [source, card] of cases) {
      const { state } = when(s0, 0, { type: 'draw', source });
      expect(playerAt(state, 0).hand.map((c) => c.card)).toEqual([card]);
      expect(state.step).toBe('trade');
    }
    expect(refused(s0, 1, { type: 'draw', source: 'morgue' })).toMatchObject({ code: 'NOT_YOUR_TURN', rule: 'M-TURN-1' });
    expect(refused(s0, 0, { type: 'end-play' })).toMatchObject({ code: 'WRONG_STEP' });
  });

  it('M-TURN-2 trade: an offer is accepted with cards of the partner choosing; only the two see the cards', () => {
    const s0 = when(table({ seatCount: 3, hands: [['spine', 'tripe'], ['flank', 'rib'], ['knuckle']] }), 0, { type: 'draw', source: 'morgue' }).state;
    const offer = when(s0, 0, { type: 'offer-trade', to: 1, give: [inHand(s0, 0, 'spine')], ask: 1 });
    expect(mansters.prompt(offer.state)).toMatchObject({ kind: 'trade-answer', seats: [1] });
    expect(mansters.prompt(offer.state)?.text).not.toContain('Spine');
    const offered = firstOf(offer.events, 'trade-offered');
    expect(mansters.redactEvent(offered, seatViewer(2))).toEqual({ type: 'trade-offered', from: 0, to: 1 });
    expect(mansters.redactEvent(offered, seatViewer(1))).toBe(offered);
    expect(mansters.view(offer.state, seatViewer(2)).trade).toEqual({ from: 0, to: 1, give: null, ask: null, counter: false });
    expect(mansters.view(offer.state, seatViewer(1)).trade?.give?.map((c) => c.card)).toEqual(['spine']);
    // The offerer cannot answer their own offer.
    expect(refused(offer.state, 0, { type: 'decline-trade' }).code).toBe('NOT_YOUR_TURN');
    const accepted = when(offer.state, 1, { type: 'accept-trade', give: [inHand(offer.state, 1, 'rib')] });
    expect(
      playerAt(accepted.state, 0)
        .hand.map((c) => c.card)
        .sort(),
    ).toEqual(['rib', 'scrap-meat', 'tripe']);
    expect(
      playerAt(accepted.state, 1)
        .hand.map((c) => c.card)
        .sort(),
    ).toEqual(['flank', 'spine']);
    // The offerer may attempt another trade (M-TURN-2 RULING: up to MAX_TRADE_ATTEMPTS offers).
    expect(accepted.state.step).toBe('trade');
    const done = firstOf(accepted.events, 'trade-accepted');
    expect(mansters.redactEvent(done, spectator)).toEqual({ type: 'trade-ended', from: 0, to: 1, cardsMoved: 2, fromGave: 1, toGave: 1 });
    expect(mansters.redactEvent(done, seatViewer(2))).toEqual({ type: 'trade-ended', from: 0, to: 1, cardsMoved: 2, fromGave: 1, toGave: 1 });
    // Each party sees the ids of the cards it received, never the other's hand ids.
    const forP2 = mansters.redactEvent(done, seatViewer(1)) as unknown as { received: { card: string }[]; gave: string[] };
    expect(forP2.received.map((c) => c.card)).toEqual(['spine']);
    expect(forP2.gave).toEqual([inHand(offer.state, 1, 'rib')]);
    expect(JSON.stringify(mansters.redactEvent(done, seatViewer(0)))).not.toContain(inHand(offer.state, 1, 'rib'));
  });

  it('M-TURN-2 RULING a declined offer moves nothing; the offerer may try again until the attempts run out', () => {
    const s0 = when(table({ hands: [['spine'], ['flank']] }), 0, { type: 'draw', source: 'morgue' }).state;
    const offer = when(s0, 0, { type: 'offer-trade', to: 1, give: [inHand(s0, 0, 'spine')], ask: 1 }).state;
    const declined = when(offer, 1, { type: 'decline-trade' });
    expect(
      playerAt(declined.state, 0)
        .hand.map((c) => c.card)
        .sort(),
    ).toEqual(['scrap-meat', 'spine']);
    expect(declined.state.step).toBe('trade');
    expect(mansters.redactEvent(at(declined.events, 0), seatViewer(0))).toEqual(declined.events[0]);
    // Offer shape limits: at least one card moving, no more asked than the partner holds.
    expect(refused(s0, 0, { type: 'offer-trade', to: 1, give: [inHand(s0, 0, 'spine')], ask: 2 }).code).toBe('TRADE_BAD_ASK');
    expect(refused(s0, 0, { type: 'offer-trade', to: 1, give: [], ask: 0 }).code).toBe('TRADE_EMPTY');
    expect(refused(s0, 0, { type: 'offer-trade', to: 0, give: [inHand(s0, 0, 'spine')], ask: 1 }).code).toBe('TRADE_BAD_PARTNER');
    expect(refused(offer, 1, { type: 'accept-trade', give: ['c999'] }).code).toBe('CARD_NOT_IN_HAND');
  });

  it('M-TURN-3 play up to 3 cards; the third play ends the play step', () => {
    const s0 = playTable({ hands: [['tripe', 'rib', 'flank', 'shank'], []] });
    expect(mansters.prompt(s0)?.kind).toBe('play');
    const s1 = steps(s0, [
      [0, playCmd(inHand(s0, 0, 'tripe'), 0, 0)],
      [0, playCmd(inHand(s0, 0, 'rib'), 0, 0)],
    ]).state;
    expect(refused(s1, 0, { type: 'draw-instead', source: 'morgue' })).toMatchObject({ code: 'ALREADY_PLAYED', rule: 'M-TURN-3' });
    const s2 = when(s1, 0, playCmd(inHand(s1, 0, 'flank'), 0, 1));
    expect(s2.state.step).toBe('swap');
    expect(refused(s2.state, 0, playCmd(inHand(s2.state, 0, 'shank'), 0, 1))).toMatchObject({ code: 'PLAY_LIMIT', rule: 'M-TURN-3' });
  });

  it('M-TURN-3 or draw one more card instead of playing', () => {
    const s0 = playTable({ hands: [['tripe'], []], graveyard: ['skull', 'rib'] });
    const { state } = when(s0, 0, { type: 'draw-instead', source: 'graveyard' });
    expect(playerAt(state, 0).hand.map((c) => c.card)).toEqual(['tripe', 'scrap-meat', 'skull']);
    expect(state.step).toBe('swap');
    expect(playerAt(state, 0).slabs).toEqual([null, null]);
  });

  it('M-TURN-4 swapping moves the active-slab token to the other slab', () => {
    const s0 = playTable({
      slabs: [
        [null, FULL],
        [null, null],
      ],
    });
    const s1 = when(s0, 0, { type: 'end-play' }).state;
    expect(mansters.prompt(s1)?.kind).toBe('swap');
    const swapped = when(s1, 0, { type: 'swap' });
    expect(playerAt(swapped.state, 0).activeSlab).toBe(1);
    // Now the full stack is active, so the attack follows.
    expect(swapped.state.step).toBe('attack');
    const kept = when(s1, 0, { type: 'skip-swap' });
    expect(playerAt(kept.state, 0).activeSlab).toBe(0);
    expect(kept.state.current).toBe(1);
  });

  it('M-TURN-5 a full active stack must attack: the attack step cannot be skipped', () => {
    const s0 = when(
      playTable({
        seatCount: 3,
        slabs: [
          [FULL, null],
          [null, null],
          [null, null],
        ],
      }),
      0,
      { type: 'end-play' },
    ).state;
    const s1 = when(s0, 0, { type: 'skip-swap' }).state;
    expect(mansters.prompt(s1)).toMatchObject({ kind: 'attack', seats: [0] });
    const options = legalActions(s1, 0).filter((a) => a.type !== 'concede');
    expect(options).toEqual([
      { type: 'attack', defender: 1 },
      { type: 'attack', defender: 2 },
    ]);
    expect(refused(s1, 0, { type: 'end-play' }).code).toBe('WRONG_STEP');
    expect(refused(s1, 0, { type: 'attack', defender: 0 })).toMatchObject({ code: 'BAD_ATTACK_TARGET', rule: 'M-TURN-5' });
  });

  it('M-TURN-5 an unblocked attack is direct damage; a full defender stack blocks and takes it', () => {
    const attackerStack = { cards: ['flank', 'spine', 'rage-spirit'] }; // 4 damage
    const direct = steps(
      playTable({
        slabs: [
          [attackerStack, null],
          [{ cards: ['prime-cut'] }, null],
        ],
      }),
      [
        [0, { type: 'end-play' }],
        [0, { type: 'skip-swap' }],
        [0, { type: 'attack', defender: 1 }],
      ],
    );
    expect(playerAt(direct.state, 1).directDamage).toBe(4);
    expect(playerAt(direct.state, 1).slabs[0]?.damage).toBe(0);
    const blocked = steps(
      playTable({
        slabs: [
          [attackerStack, null],
          [{ cards: ['prime-cut', 'prime-cut', 'rib', 'bulwark-spirit'] }, null],
        ],
      }),
      [
        [0, { type: 'end-play' }],
        [0, { type: 'skip-swap' }],
        [0, { type: 'attack', defender: 1 }],
      ],
    );
    expect(playerAt(blocked.state, 1).directDamage).toBe(0);
    expect(playerAt(blocked.state, 1).slabs[0]?.damage).toBe(4);
    expect(firstOf(blocked.events, 'attack-declared')).toMatchObject({ damage: 4, blocked: true });
    expect(blocked.state.current).toBe(1);
  });

  it('M-TURN-5 without a full active stack there is no attack and the turn ends', () => {
    const s = when(
      playTable({
        slabs: [
          [{ cards: ['flank', 'spine'] }, null],
          [null, null],
        ],
      }),
      0,
      { type: 'end-play' },
    ).state;
    expect(types(when(s, 0, { type: 'skip-swap' }).events)).toEqual(['turn-ended', 'turn-started']);
  });

  it('M-TURN-6 stack damage persists until defeat; blocked damage never carries over to the player', () => {
    const big = { cards: ['flank', 'skull', 'rage-spirit'] }; // 4 damage
    const wall = { cards: ['prime-cut', 'scrap-meat', 'knuckle', 'bulwark-spirit'] }; // 7 health, 1 damage
    let s = playTable({
      slabs: [
        [big, null],
        [wall, null],
      ],
    });
    s = steps(s, [
      [0, { type: 'end-play' }],
      [0, { type: 'skip-swap' }],
      [0, { type: 'attack', defender: 1 }],
    ]).state;
    expect(playerAt(s, 1).slabs[0]?.damage).toBe(4);
    // P2's turn: the damage is still there.
    s = toPlay(s);
    s = steps(s, [
      [1, { type: 'end-play' }],
      [1, { type: 'skip-swap' }],
      [1, { type: 'attack', defender: 0 }],
    ]).state;
    expect(playerAt(s, 1).slabs[0]?.damage).toBe(4);
    s = toPlay(s);
    const again = steps(s, [
      [0, { type: 'end-play' }],
      [0, { type: 'skip-swap' }],
      [0, { type: 'attack', defender: 1 }],
    ]);
    expect(playerAt(again.state, 1).slabs[0]).toBeNull();
    expect(types(again.events)).toContain('stack-defeated');
    expect(playerAt(again.state, 1).directDamage).toBe(0);
    expect(again.state.graveyard.slice(-4).map((c) => c.card)).toEqual(['prime-cut', 'scrap-meat', 'knuckle', 'bulwark-spirit']);
    expect(stackStats(playerAt(again.state, 0).slabs[0]).damage).toBe(1);
  });

  it('M-TURN-6 RULING a stack without damage is never defeated, even with 0 health', () => {
    const s = playTable({ hands: [['knuckle'], []] });
    const { state } = when(s, 0, playCmd(inHand(s, 0, 'knuckle'), 0, 0));
    expect(playerAt(state, 0).slabs[0]?.cards.length).toBe(1);
  });

  it('M-TURN-5 RULING only a full stack blocks: a manster in a stack that is not full does not', () => {
    const s = steps(
      playTable({
        slabs: [
          [FULL, null],
          [{ cards: ['prime-cut', 'crypt-crawler'] }, null],
        ],
      }),
      [
        [0, { type: 'end-play' }],
        [0, { type: 'skip-swap' }],
        [0, { type: 'attack', defender: 1 }],
      ],
    ).state;
    expect(playerAt(s, 1).directDamage).toBe(2);
    expect(playerAt(s, 1).slabs[0]?.damage).toBe(0);
  });
});
