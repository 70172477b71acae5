/** Refilling slots, decks running out, slot expansion (seed 000, R-REFILL-1..5, R-DECK-1). */
import { describe, expect, it } from 'vitest';
import { act, eventsOf, given, holder, monster, objT, play, resolveAll, resolveTop, seatT, stackKinds, turnOf } from './testing/kit';

describe('seed 000: refilling slots', () => {
  it('R-REFILL-1/2 an empty monster slot gets a refill object; the active player gets priority; a monster fills the slot', () => {
    let t = given({ hands: [["reapers-note"], []], monsters: ['fly', 'gaper'], decks: { monster: ['dip'] } });
    t = turnOf(t, 0);
    t = play(t, 0, 'reapers-note', [objT(monster(t, 'fly'))]);
    t = resolveTop(t);
    t = resolveTop(t);
    t = resolveTop(t); // rewards
    t = resolveTop(t); // the card is discarded: the slot is empty
    expect(stackKinds(t)).toEqual(['refill']);
    expect(holder(t)).toBe(0);
    t = resolveTop(t);
    expect(t.state.slots.monster[0]!.at(-1)!.card).toBe('dip');
  });

  it('R-REFILL-2 a non-monster revealed by a refill is played (active player gets priority); once it resolves, reveal again', () => {
    let t = given({ hands: [["reapers-note"], []], monsters: ['fly', 'gaper'], decks: { monster: ['secret-room', 'dip'] } });
    t = turnOf(t, 0);
    t = play(t, 0, 'reapers-note', [objT(monster(t, 'fly'))]);
    for (let i = 0; i < 4; i += 1) t = resolveTop(t);
    t = resolveTop(t); // refill reveals Secret Room
    expect(stackKinds(t)).toEqual(['event']);
    expect(holder(t)).toBe(0);
    const hand = t.state.players[0]!.hand.length;
    t = resolveTop(t);
    expect(t.state.players[0]!.hand.length).toBe(hand + 2);
    expect(stackKinds(t)).toEqual(['refill']);
    t = resolveTop(t);
    expect(t.state.slots.monster[0]!.at(-1)!.card).toBe('dip');
    expect(t.state.discards.monster.map((c) => c.card)).toEqual(['fly', 'secret-room']);
  });

  it('R-REFILL-3 / R-BUY-3 FAQ (Haunt): a bought shop slot takes whatever treasure is on top', () => {
    let t = given({ shop: ['sharp-knife', 'breakfast'], decks: { treasure: ['guppys-head'] }, coins: [10, 0] });
    t = turnOf(t, 0);
    t = act(t, 0, { type: 'declare-purchase', item: t.state.slots.shop[0]!.at(-1)!.id });
    t = resolveTop(t);
    expect(t.state.players[0]!.items.map((c) => c.card)).toContain('sharp-knife');
    expect(stackKinds(t)).toEqual(['refill']);
    t = resolveTop(t);
    expect(t.state.slots.shop[0]!.at(-1)!.card).toBe('guppys-head');
  });

  it('R-REFILL-4 an added monster slot lasts and is refilled like the others', () => {
    let t = given({ monsters: ['gaper'], decks: { monster: ['ambush', 'dip', 'fly'] } });
    t = turnOf(t, 0);
    t = act(t, 0, { type: 'declare-attack', monster: 'deck' });
    t = resolveTop(t); // Ambush! is played
    t = resolveTop(t);
    expect(t.state.slots.monster).toHaveLength(2);
    expect(stackKinds(t)).toEqual(['refill']);
    t = resolveTop(t);
    expect(t.state.slots.monster[1]!.at(-1)!.card).toBe('dip');
  });

  it('R-REFILL-5 / R-PDEATH-5 FAQ: the active player dies with a slot empty: slots refill before the end phase; a revealed event is still played by the dead player', () => {
    let t = given({ hands: [['sulfur-burst', 'bomb'], []], monsters: ['fly', 'gaper'], decks: { monster: ['secret-room', 'dip'] } });
    t = turnOf(t, 0);
    t = play(t, 0, 'bomb', [seatT(0)]);
    t = resolveTop(t);
    t = play(t, 0, 'sulfur-burst', [seatT(0), objT(monster(t, 'fly'))], { viaCharacter: true });
    t = resolveAll(t);
    while (t.state.decision) t = act(t, t.state.decision.seat, { type: 'choose', option: (t.state.decision as { readonly options: readonly string[] }).options[0]! });
    t = resolveAll(t);
    expect(t.state.players[0]!.diedThisTurn || t.state.turn.active !== 0).toBe(true);
    const log = t.log.map((e) => e.type === 'step-changed' ? `step:${e.step}` : e.type === 'stack-pushed' ? `push:${e.item.kind}` : '').filter(Boolean);
    const endAt = log.indexOf('step:end-triggers');
    expect(endAt).toBeGreaterThan(log.lastIndexOf('push:refill'));
    expect(log.indexOf('push:event')).toBeLessThan(endAt);
    expect(t.state.slots.monster[0]!.at(-1)!.card).toBe('dip');
  });
});

describe('refill ruling: no monster left', () => {
  it('R-REFILL-2 / R-TURN-7 ruling: with no monster card in the monster deck or discard, an empty monster slot stays empty and the turn can end', () => {
    let t = given({ hands: [["reapers-note"], []], monsters: ['monstro'], decks: { monster: ['secret-room', 'troll-bombs'] } });
    t = turnOf(t, 0);
    t = play(t, 0, 'reapers-note', [objT(monster(t, 'monstro'))]);
    t = resolveAll(t);
    expect(t.state.slots.monster[0]).toEqual([]);
    expect(t.state.stack).toEqual([]);
    t = act(t, 0, { type: 'end-turn' });
    expect(t.state.turn.step).toBe('end-triggers');
  });
});

describe('R-DECK-1 decks running out', () => {
  it('R-DECK-1 FAQ: a deck running out mid-effect is reshuffled from its discard at once, without the stack', () => {
    let t = given({ hands: [['a-sack'], []], decks: { loot: ['a-penny'] }, discards: { loot: ['bomb', 'two-cents', 'nudge'] } });
    t = turnOf(t, 0); // the turn's loot draws the last card
    expect(t.state.decks.loot).toHaveLength(0);
    t = play(t, 0, 'a-sack');
    const stackBefore = t.state.stack.length;
    t = resolveTop(t);
    const types = t.last.map((e) => e.type);
    const reshuffle = eventsOf(t.last, 'deck-reshuffled')[0]!;
    expect(reshuffle.cards.map((c) => c.card).sort()).toEqual(['bomb', 'nudge', 'two-cents']);
    expect(types).not.toContain('stack-pushed');
    expect(types.indexOf('deck-reshuffled')).toBeLessThan(types.lastIndexOf('moved'));
    expect(t.state.stack.length).toBe(stackBefore - 1);
    expect(t.state.discards.loot.map((c) => c.card)).toEqual(['a-sack']);
  });
});
