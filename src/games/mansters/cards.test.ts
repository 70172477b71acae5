import { describe, expect, it } from 'vitest';
import { rngFromInt, seatViewer, spectator } from '../../engine';
import { CARDS, cardDef } from './cards/catalog';
import { COPIES, standardDeck } from './cards/composition';
import { mansters } from './index';
import { legalActions } from './legal-actions';
import { stackStats } from './stats';
import { at, firstOf, FULL, inHand, ofType, playCmd, playTable, refused, stackOf, table, toPlay, types, when } from './testing';
import { playerAt } from './state';

/*
 * One test per card (docs/games/mansters.md lists the same names). Given a table from a scenario,
 * when the card is played, then its effect shows in the state and the events.
 */

const meats = CARDS.filter((c) => c.kind === 'meat');
const bones = CARDS.filter((c) => c.kind === 'bone');

describe('card set data', () => {
  it('has at least 12 meat/bone cards, 20 spirits, 14 mansters, 3 "anywhere" and 3 "at any time" cards, with copies in data', () => {
    expect(meats.length + bones.length).toBeGreaterThanOrEqual(12);
    expect(CARDS.filter((c) => c.kind === 'spirit').length).toBeGreaterThanOrEqual(20);
    expect(CARDS.filter((c) => c.kind === 'manster').length).toBeGreaterThanOrEqual(14);
    expect(CARDS.filter((c) => c.anywhere).length).toBeGreaterThanOrEqual(3);
    expect(CARDS.filter((c) => c.atAnyTime).length).toBeGreaterThanOrEqual(3);
    for (const c of CARDS) expect(COPIES[c.id], c.id).toBeGreaterThan(0);
    expect(meats.every((c) => c.health >= 1 && c.health <= 4)).toBe(true);
    expect(bones.every((c) => c.damage >= 1 && c.damage <= 3)).toBe(true);
    expect(standardDeck('morgue').length).toBe(73);
    expect(standardDeck('manster').length).toBe(28);
  });
});

describe('meat cards (M-CARD-2)', () => {
  it.each(meats.map((c) => [c.name, c.id] as const))('card %s adds its meat value to its stack health', (_, id) => {
    const s0 = playTable({
      hands: [[id], []],
      slabs: [
        [{ cards: ['knuckle'] }, null],
        [null, null],
      ],
    });
    const { state } = when(s0, 0, playCmd(inHand(s0, 0, id), 0, 0));
    expect(stackStats(playerAt(state, 0).slabs[0]).health).toBe(cardDef(id).health);
    expect(stackStats(playerAt(state, 0).slabs[0]).attack).toBe(1);
  });
});

describe('bone cards (M-CARD-3)', () => {
  it.each(bones.map((c) => [c.name, c.id] as const))('card %s adds its bone value to its stack damage', (_, id) => {
    const s0 = playTable({
      hands: [[id], []],
      slabs: [
        [{ cards: ['tripe'] }, null],
        [null, null],
      ],
    });
    const { state } = when(s0, 0, playCmd(inHand(s0, 0, id), 0, 0));
    expect(stackStats(playerAt(state, 0).slabs[0]).attack).toBe(cardDef(id).damage);
    expect(stackStats(playerAt(state, 0).slabs[0]).health).toBe(2);
  });
});

describe('spirit cards (M-CARD-4)', () => {
  it('card Salve Wisp removes up to 3 damage from one of your stacks', () => {
    const s0 = playTable({
      hands: [['salve-wisp'], []],
      slabs: [
        [{ ...FULL, cards: [...FULL.cards, 'shank'], damage: 4 }, null],
        [null, null],
      ],
    });
    const { state, events } = when(s0, 0, playCmd(inHand(s0, 0, 'salve-wisp'), 0, 1, { kind: 'stack', seat: 0, slab: 0 }));
    expect(playerAt(state, 0).slabs[0]?.damage).toBe(1);
    expect(ofType(events, 'stack-healed')).toEqual([{ type: 'stack-healed', seat: 0, slab: 0, amount: 3 }]);
    // The wisp itself went into slab 1 (a spirit is played into a stack).
    expect(playerAt(state, 0).slabs[1]?.cards.map((c) => c.card)).toEqual(['salve-wisp']);
  });

  it('card Hex Shard deals 2 damage to an opponent stack', () => {
    const s0 = playTable({
      hands: [['hex-shard'], []],
      slabs: [
        [null, null],
        [{ cards: ['prime-cut', 'knuckle', 'rage-spirit'] }, null],
      ],
    });
    const { state } = when(s0, 0, playCmd(inHand(s0, 0, 'hex-shard'), 0, 0, { kind: 'stack', seat: 1, slab: 0 }));
    expect(playerAt(state, 1).slabs[0]?.damage).toBe(2);
    // It cannot aim at your own stacks.
    const r = refused(s0, 0, playCmd(inHand(s0, 0, 'hex-shard'), 0, 0, { kind: 'stack', seat: 0, slab: 0 }));
    expect(r.code).toBe('BAD_TARGET');
  });

  it('card Grave Robber scavenges the chosen graveyard card and leaves the rest in order (M-ZONE-4)', () => {
    const s0 = playTable({ hands: [['grave-robber'], []], graveyard: ['knuckle', 'spine', 'rib', 'tripe'] });
    const spine = s0.graveyard.find((c) => c.card === 'spine')!.id;
    const { state } = when(s0, 0, playCmd(inHand(s0, 0, 'grave-robber'), 0, 0, { kind: 'graveyard', cardId: spine }));
    expect(state.graveyard.map((c) => c.card)).toEqual(['knuckle', 'rib', 'tripe']);
    expect(playerAt(state, 0).hand.map((c) => c.card)).toContain('spine');
    // The scavenged card gets a fresh id in the hand.
    expect(playerAt(state, 0).hand.some((c) => c.id === spine)).toBe(false);
  });

  it('card Pickpocket takes a random card from an opponent hand, seen only by the two players', () => {
    const s0 = playTable({ hands: [['pickpocket'], ['spine', 'tripe', 'rib']] });
    const { state, events } = when(s0, 0, playCmd(inHand(s0, 0, 'pickpocket'), 0, 0, { kind: 'seat', seat: 1 }), rngFromInt(5));
    const stolen = firstOf(events, 'card-stolen');
    expect(stolen.from).toBe(1);
    expect(playerAt(state, 1).hand.length).toBe(2);
    expect(playerAt(state, 0).hand.map((c) => c.card)).toContain(stolen.card.card);
    expect(mansters.redactEvent(stolen, spectator)).toEqual({ type: 'card-stolen', from: 1, to: 0 });
    expect(mansters.redactEvent(stolen, seatViewer(0))).toEqual({ type: 'card-stolen', from: 1, to: 0, card: stolen.card });
    expect(mansters.redactEvent(stolen, seatViewer(1))).toEqual({ type: 'card-stolen', from: 1, to: 0, oldId: stolen.oldId, card: stolen.card.card });
  });

  it('card Poltergeist forces an opponent to swap stacks', () => {
    const s0 = playTable({
      hands: [['poltergeist'], []],
      slabs: [
        [null, null],
        [FULL, null],
      ],
    });
    const { state, events } = when(s0, 0, playCmd(inHand(s0, 0, 'poltergeist'), 0, 0, { kind: 'seat', seat: 1 }));
    expect(playerAt(state, 1).activeSlab).toBe(1);
    expect(firstOf(events, 'slab-swapped')).toMatchObject({ seat: 1, by: 0, activeSlab: 1 });
  });

  it('card Carrion Crow discards a card from an opponent stack to the graveyard bottom', () => {
    const s0 = playTable({
      hands: [['carrion-crow'], []],
      slabs: [
        [null, null],
        [{ cards: ['tripe', 'skull'] }, null],
      ],
    });
    const skull = at(stackOf(s0, 1, 0).cards, 1).id;
    const { state } = when(s0, 0, playCmd(inHand(s0, 0, 'carrion-crow'), 0, 0, { kind: 'stackCard', seat: 1, slab: 0, cardId: skull }));
    expect(playerAt(state, 1).slabs[0]?.cards.map((c) => c.card)).toEqual(['tripe']);
    expect(at(state.graveyard, -1).card).toBe('skull');
  });

  it('card Wake of the Dead makes every player draw a morgue card, the player first, then clockwise', () => {
    const s0 = table({ seatCount: 3, firstPlayer: 1, hands: [[], ['wake-of-the-dead'], []] });
    const s1 = toPlay(s0);
    const { events } = when(s1, 1, playCmd(inHand(s1, 1, 'wake-of-the-dead'), 1, 0));
    expect(ofType(events, 'cards-drawn').map((e) => e.seat)).toEqual([1, 2, 0]);
  });

  it('card Warding Candle shields its owner active stack until their next turn starts', () => {
    const s0 = playTable({
      hands: [['warding-candle', 'hex-shard'], []],
      slabs: [
        [FULL, null],
        [null, null],
      ],
    });
    const { state, events } = when(s0, 0, playCmd(inHand(s0, 0, 'warding-candle'), 0, 1));
    expect(types(events)).toContain('stack-shielded');
    expect(playerAt(state, 0).shieldedSlab).toBe(0);
    expect(at(mansters.view(state, spectator).players, 0).shieldedSlab).toBe(0);
  });

  it('card Rage Spirit gives its stack 1 more damage while it stays there', () => {
    const s0 = playTable({
      hands: [['rage-spirit'], []],
      slabs: [
        [{ cards: ['tripe', 'rib'] }, null],
        [null, null],
      ],
    });
    const { state } = when(s0, 0, playCmd(inHand(s0, 0, 'rage-spirit'), 0, 0));
    expect(stackStats(playerAt(state, 0).slabs[0]).attack).toBe(2);
  });

  it('card Bulwark Spirit gives its stack 2 more health', () => {
    const s0 = playTable({
      hands: [['bulwark-spirit'], []],
      slabs: [
        [{ cards: ['tripe', 'rib'] }, null],
        [null, null],
      ],
    });
    const { state } = when(s0, 0, playCmd(inHand(s0, 0, 'bulwark-spirit'), 0, 0));
    expect(stackStats(playerAt(state, 0).slabs[0]).health).toBe(4);
  });

  it('card Gloom Moth can be played anywhere and lowers its stack damage by 1 (M-CARD-8)', () => {
    const s0 = playTable({
      hands: [['gloom-moth'], []],
      slabs: [
        [null, null],
        [{ cards: ['tripe', 'spine'] }, null],
      ],
    });
    const { state } = when(s0, 0, playCmd(inHand(s0, 0, 'gloom-moth'), 1, 0));
    expect(stackStats(playerAt(state, 1).slabs[0]).attack).toBe(2);
    expect(stackStats(playerAt(state, 1).slabs[0]).full).toBe(true);
  });

  it('card Spite Wraith can be played at any time, outside its owner turn (M-CARD-8)', () => {
    const s0 = playTable({
      hands: [[], ['spite-wraith']],
      slabs: [
        [{ cards: ['shank'] }, null],
        [null, null],
      ],
    });
    const { state, events } = when(s0, 1, playCmd(inHand(s0, 1, 'spite-wraith'), 1, 0, { kind: 'stack', seat: 0, slab: 0 }));
    expect(playerAt(state, 0).slabs[0]?.damage).toBe(1);
    expect(firstOf(events, 'card-played').counted).toBe(false);
    // P1's play step is untouched.
    expect(state.step).toBe('play');
    expect(state.playsMade).toBe(0);
  });
});

describe('manster cards (M-CARD-6)', () => {
  const fullWith = (...extra: string[]) => ({ cards: [...FULL.cards, ...extra] });

  it('card Gravewing joins a full stack with at least 2 health and adds 3 health and 2 damage', () => {
    const s0 = playTable({
      hands: [['gravewing'], []],
      slabs: [
        [FULL, { cards: ['scrap-meat', 'rib', 'rage-spirit'] }],
        [null, null],
      ],
    });
    expect(refused(s0, 0, playCmd(inHand(s0, 0, 'gravewing'), 0, 1)).code).toBe('PREREQUISITE_NOT_MET');
    const before = stackStats(playerAt(s0, 0).slabs[0]);
    const { state } = when(s0, 0, playCmd(inHand(s0, 0, 'gravewing'), 0, 0));
    const after = stackStats(playerAt(state, 0).slabs[0]);
    expect([after.health - before.health, after.attack - before.attack]).toEqual([3, 2]);
  });

  it('card Bone Colossus needs at least 2 bone cards', () => {
    const s0 = playTable({
      hands: [['bone-colossus'], []],
      slabs: [
        [FULL, fullWith('rib')],
        [null, null],
      ],
    });
    expect(refused(s0, 0, playCmd(inHand(s0, 0, 'bone-colossus'), 0, 0))).toMatchObject({ code: 'PREREQUISITE_NOT_MET', rule: 'M-CARD-6' });
    when(s0, 0, playCmd(inHand(s0, 0, 'bone-colossus'), 0, 1));
  });

  it('card Meat Golem needs a stack with at least 5 health', () => {
    const s0 = playTable({
      hands: [['meat-golem'], []],
      slabs: [
        [FULL, fullWith('shank')],
        [null, null],
      ],
    });
    expect(refused(s0, 0, playCmd(inHand(s0, 0, 'meat-golem'), 0, 0)).code).toBe('PREREQUISITE_NOT_MET');
    const { state } = when(s0, 0, playCmd(inHand(s0, 0, 'meat-golem'), 0, 1));
    expect(stackStats(playerAt(state, 0).slabs[1]).health).toBe(11);
  });

  it('card Spectral Hound needs at least 2 spirit cards', () => {
    const s0 = playTable({
      hands: [['spectral-hound'], []],
      slabs: [
        [FULL, fullWith('bulwark-spirit')],
        [null, null],
      ],
    });
    expect(refused(s0, 0, playCmd(inHand(s0, 0, 'spectral-hound'), 0, 0)).code).toBe('PREREQUISITE_NOT_MET');
    when(s0, 0, playCmd(inHand(s0, 0, 'spectral-hound'), 0, 1));
  });

  it('card Crypt Crawler may join a stack that is not full if it holds a meat card', () => {
    const s0 = playTable({
      hands: [['crypt-crawler', 'crypt-crawler'], []],
      slabs: [
        [{ cards: ['tripe', 'rib'] }, null],
        [null, null],
      ],
    });
    const s1 = when(s0, 0, playCmd(at(playerAt(s0, 0).hand, 0).id, 0, 0)).state;
    expect(stackStats(playerAt(s1, 0).slabs[0]).health).toBe(4);
    // A manster never makes a stack full (M-CARD-7).
    expect(stackStats(playerAt(s1, 0).slabs[0]).full).toBe(false);
    expect(refused(s1, 0, playCmd(at(playerAt(s1, 0).hand, 0).id, 0, 1))).toMatchObject({ code: 'PREREQUISITE_NOT_MET', rule: 'M-CARD-6' });
  });

  it('card Lich Lord needs a stack that already holds a manster', () => {
    const s0 = playTable({
      hands: [['lich-lord'], []],
      slabs: [
        [FULL, fullWith('gravewing')],
        [null, null],
      ],
    });
    expect(refused(s0, 0, playCmd(inHand(s0, 0, 'lich-lord'), 0, 0)).code).toBe('PREREQUISITE_NOT_MET');
    const { state } = when(s0, 0, playCmd(inHand(s0, 0, 'lich-lord'), 0, 1));
    expect(stackStats(playerAt(state, 0).slabs[1]).attack).toBe(1 + 1 + 2 + 4);
  });

  it('card Bloated Ghoul needs 2 meat cards and removes all damage from its stack', () => {
    const s0 = playTable({
      hands: [['bloated-ghoul'], []],
      slabs: [
        [FULL, { ...fullWith('tripe'), damage: 3 }],
        [null, null],
      ],
    });
    expect(refused(s0, 0, playCmd(inHand(s0, 0, 'bloated-ghoul'), 0, 0)).code).toBe('PREREQUISITE_NOT_MET');
    const { state, events } = when(s0, 0, playCmd(inHand(s0, 0, 'bloated-ghoul'), 0, 1));
    expect(playerAt(state, 0).slabs[1]?.damage).toBe(0);
    expect(types(events)).toContain('stack-healed');
  });

  it('card Banshee Queen needs a stack holding a Rage Spirit', () => {
    const s0 = playTable({
      hands: [['banshee-queen'], []],
      slabs: [
        [{ cards: ['flank', 'rib', 'bulwark-spirit'] }, FULL],
        [null, null],
      ],
    });
    expect(refused(s0, 0, playCmd(inHand(s0, 0, 'banshee-queen'), 0, 0)).message).toContain('Rage Spirit');
    when(s0, 0, playCmd(inHand(s0, 0, 'banshee-queen'), 0, 1));
  });

  it('every card can be offered by legalActions when it fits (no card is unplayable by construction)', () => {
    for (const c of CARDS) {
      const s0 = playTable({
        hands: [[c.id], ['rib']],
        slabs: [
          [{ cards: [...FULL.cards, 'tripe', 'gravewing', 'rib', 'bulwark-spirit'] }, null],
          [{ cards: ['tripe'] }, null],
        ],
        graveyard: ['rib'],
      });
      const plays = legalActions(s0, 0).filter((a) => a.type === 'play-card');
      expect(plays.length, c.id).toBeGreaterThan(0);
    }
    expect(mansters.view(playTable(), seatViewer(0)).players.length).toBe(2);
  });
});
