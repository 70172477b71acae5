/** Game zones (the zones page, R-ZONE-1..8) and what each viewer may see (docs/design.md §3). */
import { describe, expect, it } from 'vitest';
import { isRejection, omniscient, rngFromInt, seatViewer, spectator } from '../../engine';
import { fourSouls } from './index';
import { act, attempt, eventsOf, given, item, monster, objT, play, resolveAll, resolveTop, top, turnOf, use } from './testing/kit';

describe('the zones page: game zones', () => {
  it('R-ZONE-1 a card that moves zone becomes a new object: hand -> stack -> discard each give a new id', () => {
    let t = given({ hands: [['a-penny'], []] });
    t = turnOf(t, 0);
    const inHand = t.state.players[0]!.hand.find((c) => c.card === 'a-penny')!.id;
    t = play(t, 0, 'a-penny');
    const onStack = top(t).id;
    t = resolveAll(t);
    const inDiscard = t.state.discards.loot.at(-1)!.id;
    expect(new Set([inHand, onStack, inDiscard]).size).toBe(3);
  });

  it('R-ZONE-1 / R-ZONE-6 the zones page: an uncovered monster is a new object, not the one that was covered', () => {
    let t = given({ hands: [['reapers-note', 'bomb'], []], monsters: ['gaper'], decks: { monster: ['the-bloat', 'dip'] } });
    t = turnOf(t, 0);
    const gaper = monster(t, 'gaper');
    t = act(t, 0, { type: 'declare-attack', monster: 'deck' });
    t.rng.dice(1);
    t = resolveTop(t); // The Bloat covers the Gaper and is attacked
    expect(t.state.slots.monster[0]!.map((c) => c.card)).toEqual(['gaper', 'the-bloat']);
    // R-ZONE-6: a covered card is not in play: it cannot be targeted
    const r = attempt(t, 0, {
      type: 'play-loot',
      card: t.state.players[0]!.hand.find((c) => c.card === 'bomb')!.id,
      targets: [objT(gaper)],
      mode: null,
      viaCharacter: true,
    });
    expect(isRejection(r) && [r.code, r.rule]).toEqual(['BAD_TARGET', 'R-STACK-3']);
    t = play(t, 0, 'reapers-note', [objT(monster(t, 'the-bloat'))], { viaCharacter: true });
    t = resolveTop(t);
    t = resolveTop(t); // the death resolves: The Bloat leaves, the Gaper is uncovered
    const uncovered = monster(t, 'gaper');
    expect(uncovered).not.toBe(gaper);
    expect(eventsOf(t.last, 'moved').some((e) => e.fromId === gaper && e.obj.id === uncovered)).toBe(true);
  });

  it('R-ZONE-2 / R-ZONE-3 / R-ZONE-4 / R-ZONE-5 / R-ZONE-7 views: decks are counts, hands are seen by their owner only, discards, slots and the stack are public', () => {
    let t = given({ hands: [['a-penny', 'bomb'], ['nudge']] });
    t = turnOf(t, 0);
    t = play(t, 0, 'a-penny');
    const mine = fourSouls.view(t.state, seatViewer(0));
    const theirs = fourSouls.view(t.state, seatViewer(1));
    const spec = fourSouls.view(t.state, spectator);
    expect(mine.players[0]!.hand!.map((c) => c.card)).toContain('bomb');
    expect(theirs.players[0]!.hand).toBeNull();
    expect(theirs.players[0]!.handCount).toBe(mine.players[0]!.hand!.length);
    expect(spec.players[1]!.hand).toBeNull();
    expect(JSON.stringify(theirs)).not.toContain('"bomb"');
    expect(theirs.deckCounts.loot).toBe(t.state.decks.loot.length);
    expect(JSON.stringify(spec)).not.toContain(t.state.decks.monster[0]!.id);
    expect(theirs.stack.map((i) => i.kind)).toEqual(['loot']);
    expect(theirs.slots.monster.length).toBe(2);
    expect(theirs.discards).toEqual(t.state.discards);
  });

  it('R-ZONE-3 every deck order, top first, is shown to the omniscient viewer only; seats and spectators get neither order nor ids', () => {
    let t = given({ decks: { monster: ['spider', 'dip', 'gaper'] } });
    t = turnOf(t, 0);
    const all = fourSouls.view(t.state, omniscient);
    for (const deck of ['loot', 'treasure', 'monster', 'room'] as const) {
      expect(all.decks![deck].map((c) => ({ id: c.id, card: c.card }))).toEqual(t.state.decks[deck].map((c) => ({ id: c.id, card: c.card })));
      expect(all.decks![deck]).toHaveLength(all.deckCounts[deck]);
    }
    // The scenario's order is the deck's, top first, each card with its name as the table shows it.
    expect(all.decks!.monster.slice(0, 3).map((c) => c.name)).toEqual(['Spider', 'Dip', 'Gaper']);
    for (const viewer of [seatViewer(0), seatViewer(1), spectator]) {
      const seen = fourSouls.view(t.state, viewer);
      expect(seen.decks).toBeNull();
      const text = JSON.stringify(seen);
      for (const c of Object.values(t.state.decks).flat()) expect(text).not.toContain(JSON.stringify(c.id));
    }
  });

  it('R-ZONE-5 a card drawn by another player appears in their redacted event only as a count', () => {
    let t = given({ hands: [[], []] });
    t = turnOf(t, 0);
    const draw = eventsOf(t.log, 'moved')
      .filter((e) => e.to.z === 'hand')
      .at(-1)!;
    expect(fourSouls.redactEvent(draw, seatViewer(1))).toEqual({ type: 'moved', from: draw.from, to: draw.to, count: 1 });
    expect(fourSouls.redactEvent(draw, seatViewer(0))).toBe(draw);
    const formed = eventsOf(t.log, 'deck-formed')[0]!;
    expect(fourSouls.redactEvent(formed, seatViewer(0))).toEqual({ type: 'deck-formed', deck: formed.deck, count: formed.cards.length });
  });

  it('R-ZONE-8 a monster captured under an item is outside the game, public, and has no abilities', () => {
    let t = given({ items: [['friendly-ball'], []], monsters: ['horf'], decks: { monster: ['dip', 'fly'] } });
    t = turnOf(t, 0);
    t = use(t, 0, 'friendly-ball', [objT(monster(t, 'horf'))]);
    t = resolveAll(t);
    const ball = item(t, 0, 'friendly-ball');
    expect(fourSouls.view(t.state, spectator).under[ball]!.map((c) => c.card)).toEqual(['horf']);
    expect(t.state.slots.monster.flat().map((c) => c.card)).not.toContain('horf');
  });

  it('R-ZONE-8 a boss cannot be captured (only basic monsters)', () => {
    let t = given({ items: [['friendly-ball'], []], monsters: ['monstro'] });
    t = turnOf(t, 0);
    t = use(t, 0, 'friendly-ball', [objT(monster(t, 'monstro'))]);
    t = resolveAll(t);
    expect(monster(t, 'monstro')).toBeDefined();
  });

  it('R-ZONE-6 / R-ZONE-8 scenario placement: cards covered in a slot (the zones page: "covered in a slot") and under an item outside the game ("Friendly Ball\'s ability puts monsters under it")', () => {
    let t = given({
      hands: [['reapers-note'], []],
      items: [['friendly-ball'], []],
      monsters: ['gaper', 'leaper'],
      shop: ['breakfast'],
      covered: { monster: [['fly', 'dip']], shop: [['sharp-knife']] },
      under: [{ seat: 0, item: 'friendly-ball', cards: ['spider'] }],
      outside: ['pooter'],
    });
    expect(t.state.slots.monster[0]!.map((c) => c.card)).toEqual(['fly', 'dip', 'gaper']); // bottom first; only Gaper is in play
    expect(t.state.slots.shop[0]!.map((c) => c.card)).toEqual(['sharp-knife', 'breakfast']);
    expect(t.state.under[item(t, 0, 'friendly-ball')]!.map((c) => c.card)).toEqual(['spider']);
    expect(t.state.outside.map((c) => c.card)).toContain('pooter');
    t = turnOf(t, 0);
    t = play(t, 0, 'reapers-note', [objT(monster(t, 'gaper'))]);
    t = resolveTop(t);
    t = resolveTop(t); // Gaper's death resolves: its card leaves the slot and Dip, under it, enters play
    expect(monster(t, 'dip')).toBeDefined();
    expect(t.state.slots.monster[0]!.map((c) => c.card)).toEqual(['fly', 'dip']);
    for (const bad of [
      { covered: { monster: [['fly']] } }, // no top cards given
      { monsters: ['gaper'], covered: { monster: [['a-penny']] } },
      { under: [{ seat: 0, item: 'friendly-ball', cards: ['spider'] }] }, // seat 0 controls no Friendly Ball
      { outside: ['isaac'] },
    ]) {
      const r = fourSouls.setup({ seatCount: 2, options: { turnCap: 120 }, scenario: { characters: ['isaac', 'maggy'], ...bad } }, rngFromInt(1));
      expect(isRejection(r) && r.code).toBe('BAD_SCENARIO');
    }
  });
});
