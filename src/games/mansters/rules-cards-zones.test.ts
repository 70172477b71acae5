import { describe, expect, it } from 'vitest';
import { seatViewer, spectator } from '../../engine';
import { cardDef } from './cards/catalog';
import { standardDeck } from './cards/composition';
import { mansters } from './index';
import { legalActions } from './legal-actions';
import { stackStats } from './stats';
import { at, firstOf, FULL, given, inHand, playCmd, playTable, refused, stackOf, steps, table, types, when } from './testing';
import { playerAt } from './state';

describe('M-CARD — cards and terms', () => {
  it('M-CARD-1 the morgue holds meat, bone and spirit cards, the manster deck mansters, both hidden', () => {
    expect(new Set(standardDeck('morgue').map((c) => cardDef(c).kind))).toEqual(new Set(['meat', 'bone', 'spirit']));
    expect(new Set(standardDeck('manster').map((c) => cardDef(c).kind))).toEqual(new Set(['manster']));
    const { state } = given(2);
    const v = mansters.view(state, seatViewer(0));
    expect(v.morgue).toBeNull();
    expect(v.mansterDeck).toBeNull();
    expect(v.morgueCount).toBe(state.morgue.length);
  });

  it('M-CARD-2 a stack health is the sum of its meat values', () => {
    expect(
      stackStats({
        cards: [
          { id: 'a', card: 'tripe' },
          { id: 'b', card: 'prime-cut' },
          { id: 'c', card: 'rib' },
        ],
        damage: 0,
      }).health,
    ).toBe(6);
  });

  it('M-CARD-3 a stack damage per attack is the sum of its bone values', () => {
    expect(
      stackStats({
        cards: [
          { id: 'a', card: 'skull' },
          { id: 'b', card: 'jawbone' },
          { id: 'c', card: 'tripe' },
        ],
        damage: 0,
      }).attack,
    ).toBe(5);
  });

  it('M-CARD-4 RULING a spirit is played into a stack; its instant effect resolves on play; its ongoing effect lasts while it stays', () => {
    const s0 = playTable({
      hands: [['rage-spirit', 'carrion-crow'], []],
      slabs: [
        [{ cards: ['tripe', 'rib'] }, null],
        [{ cards: ['tripe', 'rib', 'rage-spirit'] }, null],
      ],
    });
    const s1 = when(s0, 0, playCmd(inHand(s0, 0, 'rage-spirit'), 0, 0)).state;
    expect(stackStats(playerAt(s1, 0).slabs[0]).attack).toBe(2);
    // Removing P2's Rage Spirit ends its ongoing effect.
    const rage = at(stackOf(s1, 1, 0).cards, 2).id;
    expect(stackStats(playerAt(s1, 1).slabs[0]).attack).toBe(2);
    const s2 = when(s1, 0, playCmd(inHand(s1, 0, 'carrion-crow'), 0, 1, { kind: 'stackCard', seat: 1, slab: 0, cardId: rage })).state;
    expect(stackStats(playerAt(s2, 1).slabs[0]).attack).toBe(1);
  });

  it('M-CARD-4 RULING an effect must name a target when one exists, and none when none exists', () => {
    const s0 = playTable({
      hands: [['hex-shard', 'hex-shard'], []],
      slabs: [
        [null, null],
        [{ cards: ['tripe'] }, null],
      ],
    });
    const id = inHand(s0, 0, 'hex-shard');
    expect(refused(s0, 0, playCmd(id, 0, 0, null))).toMatchObject({ code: 'TARGET_REQUIRED', rule: 'M-CARD-4' });
    const none = playTable({ hands: [['hex-shard'], []] });
    expect(refused(none, 0, playCmd(inHand(none, 0, 'hex-shard'), 0, 0, { kind: 'stack', seat: 1, slab: 0 })).code).toBe('TARGET_NOT_ALLOWED');
    when(none, 0, playCmd(inHand(none, 0, 'hex-shard'), 0, 0, null));
  });

  it('M-CARD-5 a full stack has a meat, a bone and a spirit; then only mansters can be added', () => {
    const s0 = playTable({
      hands: [['tripe', 'gravewing'], []],
      slabs: [
        [FULL, null],
        [null, null],
      ],
    });
    expect(stackStats(playerAt(s0, 0).slabs[0]).full).toBe(true);
    expect(refused(s0, 0, playCmd(inHand(s0, 0, 'tripe'), 0, 0))).toMatchObject({ code: 'STACK_FULL', rule: 'M-CARD-5' });
    when(s0, 0, playCmd(inHand(s0, 0, 'gravewing'), 0, 0));
    expect(legalActions(s0, 0).some((a) => a.type === 'play-card' && a.cardId === inHand(s0, 0, 'tripe') && a.to.slab === 0)).toBe(false);
  });

  it('M-CARD-6 mansters join only full stacks and only when their prerequisites hold (clear rejection)', () => {
    const s0 = playTable({
      hands: [['gravewing', 'bone-colossus'], []],
      slabs: [
        [{ cards: ['tripe', 'rib'] }, FULL],
        [null, null],
      ],
    });
    expect(refused(s0, 0, playCmd(inHand(s0, 0, 'gravewing'), 0, 0))).toMatchObject({ code: 'STACK_NOT_FULL', rule: 'M-CARD-6' });
    const r = refused(s0, 0, playCmd(inHand(s0, 0, 'bone-colossus'), 0, 1));
    expect(r).toMatchObject({ code: 'PREREQUISITE_NOT_MET', rule: 'M-CARD-6' });
    expect(r.message).toContain('at least 2 bone cards');
  });

  it('M-CARD-7 manster cards are no morgue type: they never make a stack full', () => {
    const s = stackStats({
      cards: [
        { id: 'a', card: 'tripe' },
        { id: 'b', card: 'rib' },
        { id: 'c', card: 'crypt-crawler' },
      ],
      damage: 0,
    });
    expect(s.full).toBe(false);
    expect(s.counts).toEqual({ meat: 1, bone: 1, spirit: 0, manster: 1 });
  });

  it('M-CARD-8 only "anywhere" cards go onto opponents stacks; only "at any time" cards outside your turn', () => {
    const s0 = playTable({
      hands: [
        ['tripe', 'gloom-moth'],
        ['rib', 'spite-wraith'],
      ],
      slabs: [
        [{ cards: ['tripe'] }, null],
        [{ cards: ['tripe'] }, null],
      ],
    });
    expect(refused(s0, 0, playCmd(inHand(s0, 0, 'tripe'), 1, 0))).toMatchObject({ code: 'NOT_ANYWHERE', rule: 'M-CARD-8' });
    when(s0, 0, playCmd(inHand(s0, 0, 'gloom-moth'), 1, 0));
    expect(refused(s0, 1, playCmd(inHand(s0, 1, 'rib'), 1, 0))).toMatchObject({ code: 'NOT_YOUR_TURN', rule: 'M-CARD-8' });
    when(s0, 1, playCmd(inHand(s0, 1, 'spite-wraith'), 1, 1, { kind: 'stack', seat: 0, slab: 0 }));
    // legalActions offers the at-any-time play to the seat that is not being waited for.
    expect(legalActions(s0, 1).filter((a) => a.type === 'play-card').length).toBeGreaterThan(0);
  });
});

describe('M-ZONE — zones', () => {
  it('M-ZONE-1 two slabs with one stack each; the inactive stack neither attacks nor blocks', () => {
    // P1's full stack is inactive: no attack step.
    const s0 = when(
      playTable({
        slabs: [
          [null, FULL],
          [null, FULL],
        ],
      }),
      0,
      { type: 'end-play' },
    ).state;
    expect(types(when(s0, 0, { type: 'skip-swap' }).events)).toEqual(['turn-ended', 'turn-started']);
    // P2's full stack is inactive: it does not block.
    const s1 = steps(
      playTable({
        slabs: [
          [FULL, null],
          [null, FULL],
        ],
      }),
      [
        [0, { type: 'end-play' }],
        [0, { type: 'skip-swap' }],
        [0, { type: 'attack', defender: 1 }],
      ],
    ).state;
    expect(playerAt(s1, 1).directDamage).toBe(2);
    expect(playerAt(s1, 1).slabs[1]?.damage).toBe(0);
    // A slab holds one stack: playing onto an occupied slab adds to that stack.
    const s2 = playTable({
      hands: [['rib'], []],
      slabs: [
        [{ cards: ['tripe'] }, null],
        [null, null],
      ],
    });
    expect(playerAt(when(s2, 0, playCmd(inHand(s2, 0, 'rib'), 0, 0)).state, 0).slabs[0]?.cards.length).toBe(2);
  });

  it('M-ZONE-2 the graveyard is public and ordered; discards and defeated stacks go to the bottom as they are', () => {
    const s0 = playTable({
      hands: [['carrion-crow', 'hex-shard'], []],
      graveyard: ['knuckle'],
      slabs: [
        [null, null],
        [{ cards: ['scrap-meat', 'rib', 'skull'] }, null],
      ],
    });
    const rib = at(stackOf(s0, 1, 0).cards, 1).id;
    const s1 = when(s0, 0, playCmd(inHand(s0, 0, 'carrion-crow'), 0, 0, { kind: 'stackCard', seat: 1, slab: 0, cardId: rib })).state;
    expect(s1.graveyard.map((c) => c.card)).toEqual(['knuckle', 'rib']);
    const s2 = when(s1, 0, playCmd(inHand(s1, 0, 'hex-shard'), 0, 1, { kind: 'stack', seat: 1, slab: 0 })).state;
    expect(s2.graveyard.map((c) => c.card)).toEqual(['knuckle', 'rib', 'scrap-meat', 'skull']);
    expect(mansters.view(s2, spectator).graveyard.map((c) => c.card)).toEqual(['knuckle', 'rib', 'scrap-meat', 'skull']);
  });

  it('M-ZONE-3 when the graveyard becomes empty, 4 morgue cards and 1 manster go into it face up', () => {
    const s0 = table({ graveyard: ['skull'], morgue: ['tripe', 'rib', 'flank', 'knuckle', 'shank'], mansterDeck: ['lich-lord', 'gravewing'] });
    const { state, events } = when(s0, 0, { type: 'draw', source: 'graveyard' });
    expect(firstOf(events, 'graveyard-filled')).toMatchObject({ reason: 'empty', fromMorgue: 4, fromManster: 1 });
    expect(state.graveyard.map((c) => c.card)).toEqual(['tripe', 'rib', 'flank', 'knuckle', 'lich-lord']);
    expect(state.morgue.length).toBe(1);
  });

  it('M-ZONE-4 scavenging removes one chosen graveyard card and leaves the others in order', () => {
    const s0 = playTable({ hands: [['grave-robber'], []], graveyard: ['knuckle', 'spine', 'rib'] });
    const rib = at(s0.graveyard, 2).id;
    const s1 = when(s0, 0, playCmd(inHand(s0, 0, 'grave-robber'), 0, 0, { kind: 'graveyard', cardId: rib })).state;
    expect(s1.graveyard.map((c) => c.card)).toEqual(['knuckle', 'spine']);
    // Scavenging the only card empties the pile: M-ZONE-3 refills it.
    const s2 = playTable({ hands: [['grave-robber'], []], graveyard: ['knuckle'], morgue: ['tripe', 'tripe', 'tripe', 'tripe', 'tripe', 'tripe'] });
    const s3 = when(s2, 0, playCmd(inHand(s2, 0, 'grave-robber'), 0, 0, { kind: 'graveyard', cardId: at(s2.graveyard, 0).id })).state;
    expect(s3.graveyard.length).toBe(5);
  });

  it('M-ZONE-5 hands are hidden but their sizes public; stacks are public', () => {
    const s0 = playTable({
      hands: [['tripe'], ['spine', 'rib']],
      slabs: [
        [FULL, null],
        [null, null],
      ],
    });
    const v = mansters.view(s0, seatViewer(1));
    expect(at(v.players, 0).hand).toBeNull();
    expect(at(v.players, 0).handSize).toBe(2);
    expect(at(v.players, 1).hand?.map((c) => c.card)).toEqual(['spine', 'rib']);
    expect(at(v.players, 0).slabs[0]?.cards.map((c) => c.card)).toEqual(FULL.cards);
    expect(mansters.view(s0, spectator).players.every((p) => p.hand === null)).toBe(true);
  });

  it('M-ZONE-6 RULING an empty deck is rebuilt from its kind in the graveyard (all but the top card), shuffled', () => {
    const s0 = table({ morgue: [], graveyard: ['skull', 'gravewing', 'tripe', 'rib'] });
    const { state, events } = when(s0, 0, { type: 'draw', source: 'morgue' });
    const rebuilt = firstOf(events, 'deck-rebuilt');
    expect(rebuilt.takenIds.length).toBe(2);
    expect(state.graveyard.map((c) => c.card)).toEqual(['skull', 'gravewing']);
    expect(playerAt(state, 0).hand.length).toBe(1);
    expect(state.morgue.length).toBe(1);
    expect(mansters.redactEvent(rebuilt, spectator)).toEqual({ type: 'deck-rebuilt', deck: 'morgue', takenIds: rebuilt.takenIds, count: 2 });
  });

  it('M-ZONE-6 RULING with nothing to rebuild from, the draw does nothing', () => {
    const s0 = table({ mansterDeck: [], graveyard: ['skull', 'rib'] });
    const { state, events } = when(s0, 0, { type: 'draw', source: 'manster' });
    expect(types(events)).toEqual(['draw-fizzled', 'step-entered']);
    expect(playerAt(state, 0).hand.length).toBe(0);
    expect(state.step).toBe('trade');
  });
});
