/** Every choice in words: given a table, the labels of a seat's legal actions (M-TURN-1..5). */
import { describe, expect, it } from 'vitest';
import { seatViewer } from '../../engine';
import { mansters } from './index';
import type { MState } from './state';
import { FULL, inHand, playTable, steps, table, when } from './testing';

const labels = (state: MState, seat: number) => mansters.legalActions(state, seat).map((c) => mansters.labelAction(state, seat, c).label);
const action = (state: MState, seat: number, label: string) => {
  const c = mansters.legalActions(state, seat).find((x) => mansters.labelAction(state, seat, x).label === label);
  if (!c) throw new Error(`no action "${label}" among ${JSON.stringify(labels(state, seat))}`);
  return { command: c, ...mansters.labelAction(state, seat, c) };
};

describe('Mansters action labels', () => {
  it('M-TURN-1 each draw names its source, and the graveyard draw the card on top', () => {
    const s = table({ graveyard: ['knuckle', 'rib'] });
    expect(labels(s, 0)).toEqual(['Draw from the morgue', 'Draw from the manster deck', 'Draw from the graveyard (Knuckle)', 'Concede the game']);
    expect(action(s, 0, 'Draw from the graveyard (Knuckle)').refs).toEqual([{ object: s.graveyard[0]!.id }]);
  });

  it('M-TURN-2 an offer names the cards given and how many are asked; the answer names both sides', () => {
    const s0 = when(table({ hands: [['spine'], ['flank']] }), 0, { type: 'draw', source: 'morgue' }).state;
    const offer = action(s0, 0, 'Offer P2 a trade: give Spine, ask for 1 card of their choice');
    expect(offer.refs).toEqual([{ seat: 1 }, { object: inHand(s0, 0, 'spine') }]);
    expect(labels(s0, 0)).toContain('Offer P2 a trade: give Spine, ask for nothing in return');
    expect(labels(s0, 0)).toContain('Skip trading');
    const s1 = when(s0, 0, offer.command).state;
    expect(labels(s1, 1)).toContain('Accept the trade: get Spine, give Flank');
    expect(labels(s1, 1)).toContain('Decline the trade');
  });

  it('M-TURN-3 a play names the card, the slab and what the stack there has', () => {
    const s = playTable({
      hands: [['flank'], []],
      slabs: [
        [{ cards: ['flank', 'knuckle'] }, null],
        [null, null],
      ],
    });
    expect(labels(s, 0)).toContain('Play Flank on your active slab (2/2 health, 1 attack)');
    expect(labels(s, 0)).toContain('Play Flank on your inactive slab (empty: starts a stack)');
    expect(labels(s, 0)).toContain('End your plays');
  });

  it('M-CARD-4 a card with an effect says what it does and what it targets', () => {
    const s = playTable({
      hands: [['spite-wraith'], ['flank']],
      slabs: [
        [{ cards: ['flank', 'knuckle'] }, null],
        [{ cards: ['flank'] }, null],
      ],
    });
    const wraith = action(
      s,
      0,
      "Play Spite Wraith on your active slab (2/2 health, 1 attack): deal 1 damage to an opponent's active stack, targeting P2's active stack",
    );
    expect(wraith.refs).toEqual([{ object: inHand(s, 0, 'spite-wraith') }, { seat: 1 }]);
  });

  it('M-TURN-4 M-TURN-5 swapping and attacking say which stacks and numbers meet', () => {
    const s = steps(
      playTable({
        slabs: [
          [FULL, null],
          [FULL, null],
        ],
      }),
      [[0, { type: 'end-play' }]],
    ).state;
    expect(labels(s, 0)).toEqual(['Swap stacks: make the empty slab active', 'Keep your active stack (2/2 health, 2 attack)', 'Concede the game']);
    const attack = steps(s, [[0, { type: 'skip-swap' }]]).state;
    const a = action(attack, 0, "Attack P2 (your 2 attack against 2/2 health, 2 attack): blocked by P2's full active stack, which takes the 2");
    expect(a.refs).toEqual([{ seat: 1 }]);
  });

  it('M-TURN-5 M-TURN-6 an attack on a stack that is not full says it goes straight to the player, for how much, and what the stack needs; the view says it too', () => {
    const notFull = { cards: ['flank', 'knuckle'] };
    const s = steps(
      playTable({
        slabs: [
          [FULL, null],
          [notFull, null],
        ],
      }),
      [
        [0, { type: 'end-play' }],
        [0, { type: 'skip-swap' }],
      ],
    ).state;
    action(s, 0, 'Attack P2 (your 2 attack against 2/2 health, 1 attack): 2 damage straight to P2: their active stack is not full (needs spirit)');
    const v = mansters.view(s, { kind: 'spectator' });
    expect(v.players[1]?.slabs[0]).toMatchObject({ full: false, needs: ['spirit'] });
    expect(v.players[0]?.slabs[0]).toMatchObject({ full: true, needs: [] });
    const empty = steps(
      playTable({
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
    action(empty, 0, 'Attack P2 (your 2 attack against no stack): 2 damage straight to P2: no active stack blocks it');
  });

  it('M-TURN-2 M-TURN-5 labels name players by their names; the seat too when two share a name; "P2" only for a seat without one', () => {
    const s0 = when(table({ hands: [['spine'], ['flank']] }), 0, { type: 'draw', source: 'morgue' }).state;
    const offer = mansters.legalActions(s0, 0).find((c) => c.type === 'offer-trade' && c.ask === 1 && c.give.length === 1)!;
    expect(mansters.labelAction(s0, 0, offer, ['Ada', 'Bob']).label).toBe('Offer Bob a trade: give Spine, ask for 1 card of their choice');
    expect(mansters.labelAction(s0, 0, offer, ['Ada', null]).label).toBe('Offer P2 a trade: give Spine, ask for 1 card of their choice');
    expect(mansters.labelAction(s0, 0, offer, ['random bot', 'random bot']).label).toBe(
      'Offer random bot (P2) a trade: give Spine, ask for 1 card of their choice',
    );
    const s = steps(
      playTable({
        slabs: [
          [FULL, null],
          [FULL, null],
        ],
      }),
      [
        [0, { type: 'end-play' }],
        [0, { type: 'skip-swap' }],
      ],
    ).state;
    const attack = mansters.legalActions(s, 0).find((c) => c.type === 'attack')!;
    expect(mansters.labelAction(s, 0, attack, ['Ada', 'Bob']).label).toBe(
      "Attack Bob (your 2 attack against 2/2 health, 2 attack): blocked by Bob's full active stack, which takes the 2",
    );
    // A play onto another player's stack names whose it is (and never "your" for someone else's).
    const wraith = playTable({
      hands: [['spite-wraith'], []],
      slabs: [
        [FULL, null],
        [FULL, null],
      ],
    });
    const names = mansters
      .legalActions(wraith, 0)
      .filter((c) => c.type === 'play-card' && c.target !== null)
      .map((c) => mansters.labelAction(wraith, 0, c, ['Ada', 'Bob']).label);
    expect(names.some((l) => l.includes("targeting Bob's active stack"))).toBe(true);
    expect(names.join('\n')).not.toMatch(/\bP[12]\b/);
  });
});

describe('Mansters view: current values', () => {
  it('M-CARD-2 M-CARD-3 M-CARD-5 hand cards carry their values; stacks their health, attack, damage and counts', () => {
    const s = playTable({
      hands: [['flank', 'knuckle'], []],
      slabs: [
        [FULL, null],
        [null, null],
      ],
    });
    const v = mansters.view(s, seatViewer(0));
    expect(v.players[0]!.hand?.map((c) => [c.name, c.kind, c.health, c.damage])).toEqual([
      ['Flank', 'meat', 2, 0],
      ['Knuckle', 'bone', 0, 1],
      ['Scrap Meat', 'meat', 1, 0],
    ]);
    expect(v.players[0]!.slabs[0]).toMatchObject({
      health: 2,
      attack: 2,
      damage: 0,
      remaining: 2,
      full: true,
      counts: { meat: 1, bone: 1, spirit: 1, manster: 0 },
    });
    expect(mansters.view(s, seatViewer(1)).players[0]!.hand).toBeNull();
  });
});
