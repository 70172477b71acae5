/** Refilling slots, decks running out, slot expansion (the refills page, R-REFILL-1..5, R-DECK-1). */
import { describe, expect, it } from 'vitest';
import { act, eventsOf, given, holder, monster, objT, play, resolveAll, resolveTop, seatT, stackKinds, top, turnOf } from './testing/kit';

describe('the refills page: refilling slots', () => {
  it('R-REFILL-1/2 an empty monster slot gets a refill object; the active player gets priority; a monster fills the slot', () => {
    let t = given({ hands: [['reapers-note'], []], monsters: ['fly', 'gaper'], decks: { monster: ['dip'] } });
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
    let t = given({ hands: [['reapers-note'], []], monsters: ['fly', 'gaper'], decks: { monster: ['secret-room', 'dip', 'leaper'] } });
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

  it('R-REFILL-5 / R-PDEATH-5 the refills page FAQ: the active player dies with a slot left to fill: the refill happens at the beginning of the end phase, and the event it reveals is still played by the dead player', () => {
    let t = given({ hands: [['reapers-note', 'big-bomb'], []], monsters: ['fly', 'gaper'], decks: { monster: ['secret-room', 'dip', 'leaper'] } });
    t = turnOf(t, 0);
    t = play(t, 0, 'reapers-note', [objT(monster(t, 'fly'))]);
    for (let i = 0; i < 4; i += 1) t = resolveTop(t); // the note, the death, the rewards, the card: the slot is empty
    expect(stackKinds(t)).toEqual(['refill']);
    t = play(t, 0, 'big-bomb', [seatT(0)], { viaCharacter: true }); // in response, Isaac kills himself
    t = resolveTop(t);
    t = resolveTop(t); // the death resolves: to the end phase, the refill still on the stack
    expect(t.state.turn.step).toBe('end-triggers');
    expect(stackKinds(t)).toEqual(['refill', 'death-penalty']);
    t = resolveTop(t); // the penalty: Isaac discards one of his two loot cards
    t = act(t, 0, { type: 'choose', option: (t.state.decision as { readonly options: readonly string[] }).options[0]! });
    const hand = t.state.players[0]!.hand.length;
    t = resolveTop(t); // the refill reveals Secret Room in the end phase: the dead active player plays it
    expect(top(t)).toMatchObject({ kind: 'event', card: 'secret-room', controller: 0 });
    expect(holder(t)).toBe(0);
    t = resolveTop(t);
    expect(t.state.players[0]!.hand.length).toBe(hand + 2);
    t = resolveAll(t);
    expect(t.state.slots.monster[0]!.at(-1)!.card).toBe('dip');
    const log = t.log.map((e) => (e.type === 'step-changed' ? `step:${e.step}` : e.type === 'stack-pushed' ? `push:${e.item.kind}` : '')).filter(Boolean);
    expect(log.indexOf('push:event')).toBeGreaterThan(log.indexOf('step:end-triggers'));
  });
});

describe('the stack and priority page: timing not outlined', () => {
  it('R-STACK-9 / R-REFILL-1 "If the timing is not outlined here, the active player chooses the order": two slots emptied at once are refilled in the order the active player gives', () => {
    let t = given({
      characters: ['maggy', 'isaac'],
      items: [[], ['sharp-knife']],
      shop: ['breakfast', 'guppys-head'],
      decks: { treasure: [] },
      hands: [['shopping-spree', 'big-bomb'], []],
      coins: [20, 0],
    });
    t = turnOf(t, 0);
    t = resolveAll(act(t, 0, { type: 'declare-purchase', item: t.state.slots.shop[0]!.at(-1)!.id }));
    t = resolveAll(play(t, 0, 'shopping-spree'));
    t = resolveAll(act(t, 0, { type: 'declare-purchase', item: t.state.slots.shop[1]!.at(-1)!.id }));
    expect(t.state.slots.shop).toEqual([[], []]); // no treasure left anywhere: both stay empty (ruling 25)
    t = play(t, 0, 'big-bomb', [seatT(1)], { viaCharacter: true });
    t = resolveTop(t); // Isaac dies
    t = resolveTop(t); // his death: the penalty goes on
    t = resolveTop(t); // the penalty destroys Sharp Knife: the treasure deck is its discard at once, both slots can refill
    expect(t.state.decks.treasure.map((c) => c.card)).toEqual(['sharp-knife']);
    expect(t.state.decision).toMatchObject({ kind: 'order-triggers', seat: 0 });
    const keys = (t.state.decision as { readonly keys: readonly string[] }).keys;
    const slotOf = (k: string) => t.state.pending.find((p) => p.key === k)!.item as { readonly slot: number };
    expect(keys.map((k) => slotOf(k).slot).sort()).toEqual([0, 1]);
    t = act(t, 0, { type: 'order-triggers', keys: [...keys].sort((a, b) => slotOf(a).slot - slotOf(b).slot) }); // slot 1 on top
    expect(stackKinds(t)).toEqual(['refill', 'refill']);
    t = resolveAll(t);
    expect(t.state.slots.shop[1]!.map((c) => c.card)).toEqual(['sharp-knife']);
    expect(t.state.slots.shop[0]).toEqual([]);
  });
});

describe('refill ruling: no monster left', () => {
  it('R-REFILL-2 / R-TURN-7 ruling: with no monster card in the monster deck or discard, an empty monster slot stays empty and the turn can end', () => {
    let t = given({ hands: [['reapers-note'], []], monsters: ['monstro'], decks: { monster: ['secret-room', 'troll-bombs'] } });
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
  it('R-DECK-1 the refills page: "If at any point during the game a deck runs out of cards, instantly shuffle its discard pile and make it the deck": the reshuffle follows the draw of the last card, not the next draw', () => {
    let t = given({ hands: [['a-sack'], []], decks: { loot: ['a-penny'] }, discards: { loot: ['bomb', 'two-cents', 'nudge'] } });
    t = turnOf(t, 0); // the turn's loot draws the last card
    const drawn = t.log.findLastIndex((e) => e.type === 'moved' && e.from.z === 'deck' && e.from.deck === 'loot');
    expect(t.log[drawn + 1]).toMatchObject({ type: 'deck-reshuffled', deck: 'loot' }); // at once, no stack object between
    expect(t.state.decks.loot.map((c) => c.card).sort()).toEqual(['bomb', 'nudge', 'two-cents']);
    expect(t.state.discards.loot).toEqual([]);
    t = play(t, 0, 'a-sack');
    t = resolveTop(t); // loot 2 from the new deck; A Sack is discarded and stays in the discard
    expect(eventsOf(t.last, 'deck-reshuffled')).toHaveLength(0);
    expect(t.state.decks.loot).toHaveLength(1);
    expect(t.state.discards.loot.map((c) => c.card)).toEqual(['a-sack']);
  });

  it('R-DECK-1 the zones page: a deck that ran out with an empty discard becomes the first card discarded, at once', () => {
    let t = given({ hands: [['a-penny', 'bomb'], []], decks: { loot: ['nudge'] } });
    t = turnOf(t, 0); // the turn's loot draws the last card: deck and discard are empty
    expect(t.state.decks.loot).toEqual([]);
    t = play(t, 0, 'a-penny');
    t = resolveTop(t);
    expect(t.state.decks.loot.map((c) => c.card)).toEqual(['a-penny']);
    expect(t.state.discards.loot).toEqual([]);
  });
});
