import { describe, expect, it } from 'vitest';
import { seatViewer, spectator } from '../../engine';
import { CARDS, cardDef } from './cards/catalog';
import { cardCatalog } from './cards/printed';
import { EFFECT_TARGETS } from './cards/targets';
import { cardText } from './cards/text';
import type { Effect } from './cards/types';
import { mansters } from './index';
import { legalActions } from './legal-actions';
import { playerAt } from './state';
import { stackStats } from './stats';
import { at, FULL, firstOf, inHand, playCmd, playTable, refused, stackOf, steps, types, when } from './testing';

/*
 * The catalog checks every card's text against its data; then one given/when/then test per card
 * added with the effect model (effects as data, choices, triggers, direct damage).
 */

const numbersIn = (e: Effect): number[] => {
  switch (e.op) {
    case 'choose':
      return e.options.flatMap((o) => o.flatMap(numbersIn));
    case 'draw':
      return [e.count];
    default:
      return 'amount' in e ? [e.amount] : [];
  }
};

describe('card catalog', () => {
  it('every card text is generated from its data and prints its numbers: meat/bone values, boosts, effect amounts, prerequisites', () => {
    const names = (id: string) => cardDef(id).name;
    for (const c of CARDS) {
      expect(c.text, c.id).toBe(cardText(c, names));
      const printed: number[] = [];
      if (c.kind !== 'spirit') printed.push(c.kind === 'bone' ? c.damage : c.health);
      if (c.kind === 'manster') printed.push(c.damage);
      for (const e of [...c.effects, ...c.triggers.flatMap((t) => t.effects)]) printed.push(...numbersIn(e));
      for (const p of c.prerequisites) if (p.type !== 'containsCard') printed.push(p.type === 'minHealth' ? p.health : p.count);
      if (c.ongoing) printed.push(Math.abs(c.ongoing.amount));
      for (const n of printed) expect(c.text, `${c.id} prints ${n}`).toMatch(new RegExp(`\\b${n}\\b`));
      if (c.anywhere) expect(c.text).toContain('Anywhere.');
      if (c.atAnyTime) expect(c.text).toContain('At any time.');
      for (const p of c.prerequisites) if (p.type === 'containsCard') expect(c.text).toContain(cardDef(p.card).name);
    }
  });

  it('effects are well formed: at most one chosen target per play, triggers never ask for one, a catalog entry per card', () => {
    const targeted = (effects: readonly Effect[]) => effects.filter((e) => EFFECT_TARGETS[e.op] !== 'none' && e.op !== 'choose').length;
    for (const c of CARDS) {
      const choose = c.effects.find((e): e is Extract<Effect, { op: 'choose' }> => e.op === 'choose');
      const plain = c.effects.filter((e) => e.op !== 'choose');
      for (const option of choose ? choose.options : [[]]) expect(targeted([...plain, ...option]), c.id).toBeLessThanOrEqual(1);
      for (const t of c.triggers) expect(targeted(t.effects), c.id).toBe(0);
    }
    const catalog = cardCatalog();
    expect(catalog.map((p) => p.id)).toEqual(CARDS.map((c) => c.id));
    expect(catalog.find((p) => p.id === 'tripe')).toMatchObject({ kind: 'meat', deck: 'morgue', meat: 2, bone: null, boosts: null, copies: 4 });
    expect(catalog.find((p) => p.id === 'grave-titan')).toMatchObject({
      deck: 'manster',
      boosts: { health: 8, damage: 2 },
      prerequisites: ['at least 6 health', 'at least 3 meat cards'],
    });
    expect(catalog.find((p) => p.id === 'hex-shard')?.effect).toBe("deal 2 damage to an opponent's active stack");
  });
});

describe('spirit cards added with the effect model (M-CARD-4)', () => {
  it('card Kindred Wisp can be played anywhere: you and the owner of its stack each draw a morgue card', () => {
    const s0 = playTable({
      hands: [['kindred-wisp'], []],
      slabs: [
        [null, null],
        [{ cards: ['tripe'] }, null],
      ],
    });
    const { state, events } = when(s0, 0, playCmd(inHand(s0, 0, 'kindred-wisp'), 1, 0));
    expect(firstOf(events, 'card-played').to).toEqual({ seat: 1, slab: 0 });
    expect(events.filter((e) => e.type === 'cards-drawn').map((e) => (e.type === 'cards-drawn' ? e.seat : -1))).toEqual([0, 1]);
    expect(playerAt(state, 1).hand.length).toBe(1);
  });

  it('card Hollow Echo can be played anywhere: the owner of its stack discards a random card, its hand id kept private', () => {
    const s0 = playTable({
      hands: [['hollow-echo'], ['spine', 'rib']],
      slabs: [
        [null, null],
        [{ cards: ['tripe'] }, null],
      ],
    });
    const { state, events } = when(s0, 0, playCmd(inHand(s0, 0, 'hollow-echo'), 1, 0));
    const discarded = firstOf(events, 'card-discarded');
    expect(discarded.seat).toBe(1);
    expect(playerAt(state, 1).hand.length).toBe(1);
    expect(at(state.graveyard, -1).card).toBe(discarded.card.card);
    expect(mansters.redactEvent(discarded, spectator)).toEqual({ type: 'card-discarded', seat: 1, card: discarded.card });
    expect(mansters.redactEvent(discarded, seatViewer(1))).toBe(discarded);
  });

  it('card Last Gasp can be played at any time: it removes up to 2 damage from one of your stacks', () => {
    const s0 = playTable({
      hands: [[], ['last-gasp']],
      slabs: [
        [null, null],
        [{ ...FULL, damage: 2 }, null],
      ],
    });
    const { state } = when(s0, 1, playCmd(inHand(s0, 1, 'last-gasp'), 1, 1, { kind: 'stack', seat: 1, slab: 0 }));
    expect(stackOf(state, 1, 0).damage).toBe(0);
    expect(state.current).toBe(0);
  });

  it('card Grave Ward can be played at any time: it shields its owner active stack before an attack', () => {
    const s0 = playTable({
      hands: [[], ['grave-ward']],
      slabs: [
        [FULL, null],
        [FULL, null],
      ],
    });
    const warded = when(s0, 1, playCmd(inHand(s0, 1, 'grave-ward'), 1, 1)).state;
    const attacked = steps(warded, [
      [0, { type: 'end-play' }],
      [0, { type: 'skip-swap' }],
      [0, { type: 'attack', defender: 1 }],
    ]);
    expect(types(attacked.events)).toContain('damage-prevented');
    expect(stackOf(attacked.state, 1, 0).damage).toBe(0);
  });

  it('card Soul Mender removes up to 2 of its player direct damage (M-END-1 counts what is left)', () => {
    const s0 = playTable({ hands: [['soul-mender'], []], directDamage: [3, 0] });
    const { state, events } = when(s0, 0, playCmd(inHand(s0, 0, 'soul-mender'), 0, 0));
    expect(firstOf(events, 'player-healed')).toEqual({ type: 'player-healed', seat: 0, amount: 2, total: 1 });
    expect(playerAt(state, 0).directDamage).toBe(1);
  });

  it('card Wail of the Lost deals 1 direct damage to a chosen opponent and can eliminate them (M-END-1)', () => {
    const s0 = playTable({ seatCount: 3, hands: [['wail-of-the-lost'], [], []], directDamage: [0, 9, 0] });
    expect(refused(s0, 0, playCmd(inHand(s0, 0, 'wail-of-the-lost'), 0, 0)).code).toBe('TARGET_REQUIRED');
    const { state, events } = when(s0, 0, playCmd(inHand(s0, 0, 'wail-of-the-lost'), 0, 0, { kind: 'seat', seat: 1 }));
    expect(firstOf(events, 'direct-damage-taken')).toMatchObject({ seat: 1, amount: 1, total: 10 });
    expect(playerAt(state, 1).status).toBe('eliminated');
  });

  it('card Twin Wisp asks for a choice: heal one of your stacks, or damage an opponent active stack', () => {
    const s0 = playTable({
      hands: [['twin-wisp', 'twin-wisp'], []],
      slabs: [
        [{ cards: ['tripe'], damage: 1 }, null],
        [FULL, null],
      ],
    });
    const id = inHand(s0, 0, 'twin-wisp');
    expect(refused(s0, 0, playCmd(id, 0, 1)).code).toBe('CHOICE_REQUIRED');
    expect(refused(s0, 0, playCmd(id, 0, 1, null, 2)).code).toBe('BAD_CHOICE');
    const choices = legalActions(s0, 0).flatMap((a) => (a.type === 'play-card' && a.cardId === id && a.to.slab === 1 ? [[a.choice, a.target]] : []));
    expect(choices).toEqual([
      [0, { kind: 'stack', seat: 0, slab: 0 }],
      [0, { kind: 'stack', seat: 0, slab: 1 }],
      [1, { kind: 'stack', seat: 1, slab: 0 }],
    ]);
    const healed = when(s0, 0, playCmd(id, 0, 1, { kind: 'stack', seat: 0, slab: 0 }, 0)).state;
    expect(stackOf(healed, 0, 0).damage).toBe(0);
    const hit = when(s0, 0, playCmd(id, 0, 1, { kind: 'stack', seat: 1, slab: 0 }, 1)).state;
    expect(stackOf(hit, 1, 0).damage).toBe(1);
  });

  it('card Crossroads Spirit asks for a choice: draw 2 morgue cards, or 1 manster card', () => {
    const s0 = playTable({ hands: [['crossroads-spirit'], []] });
    const morgue = when(s0, 0, playCmd(inHand(s0, 0, 'crossroads-spirit'), 0, 0, null, 0));
    expect(firstOf(morgue.events, 'cards-drawn')).toMatchObject({ source: 'morgue' });
    expect(playerAt(morgue.state, 0).hand.length).toBe(3);
    const manster = when(s0, 0, playCmd(inHand(s0, 0, 'crossroads-spirit'), 0, 0, null, 1));
    expect(playerAt(manster.state, 0).hand.map((c) => c.card)).toContain('gravewing');
  });

  it('card Thorn Spirit: when its stack is attacked, the attacker active stack takes 1 damage', () => {
    const s0 = playTable({
      slabs: [
        [FULL, null],
        [{ cards: ['prime-cut', 'knuckle', 'thorn-spirit'] }, null],
      ],
    });
    const r = steps(s0, [
      [0, { type: 'end-play' }],
      [0, { type: 'skip-swap' }],
      [0, { type: 'attack', defender: 1 }],
    ]);
    expect(firstOf(r.events, 'effect-triggered')).toEqual({ type: 'effect-triggered', seat: 1, slab: 0, card: 'thorn-spirit', on: 'attacked' });
    expect(stackOf(r.state, 0, 0).damage).toBe(1);
    expect(stackOf(r.state, 1, 0).damage).toBe(2);
  });
});

describe('manster cards added with the effect model (M-CARD-6)', () => {
  const attackWith = (attacker: unknown, defender: unknown) =>
    steps(
      playTable({
        slabs: [
          [attacker, null],
          [defender, null],
        ],
      }),
      [
        [0, { type: 'end-play' }],
        [0, { type: 'skip-swap' }],
        [0, { type: 'attack', defender: 1 }],
      ],
    );

  it('card Thornback needs a bone card; when its stack is attacked it deals 2 damage to the attacker active stack', () => {
    const s0 = playTable({
      hands: [['thornback'], []],
      slabs: [
        [{ cards: ['tripe', 'salve-wisp', 'rib'] }, { cards: ['tripe', 'salve-wisp'] }],
        [null, null],
      ],
    });
    expect(refused(s0, 0, playCmd(inHand(s0, 0, 'thornback'), 0, 1)).code).toBe('STACK_NOT_FULL');
    const joined = when(s0, 0, playCmd(inHand(s0, 0, 'thornback'), 0, 0)).state;
    expect(stackStats(stackOf(joined, 0, 0)).health).toBe(6);
    const r = attackWith({ cards: ['prime-cut', 'knuckle', 'rage-spirit'] }, { cards: ['prime-cut', 'rib', 'salve-wisp', 'thornback'] });
    expect(stackOf(r.state, 0, 0).damage).toBe(2);
  });

  it('card Carrion King: when its stack is defeated, its owner draws 2 morgue cards', () => {
    const r = attackWith({ cards: ['prime-cut', 'skull', 'spine', 'rage-spirit'] }, { cards: ['scrap-meat', 'rib', 'salve-wisp', 'carrion-king'] });
    expect(types(r.events)).toContain('stack-defeated');
    expect(firstOf(r.events, 'effect-triggered')).toMatchObject({ seat: 1, card: 'carrion-king', on: 'defeated' });
    expect(r.events.filter((e) => e.type === 'cards-drawn' && e.seat === 1 && e.source === 'morgue').length).toBe(2);
  });

  it('card Howling Wight needs a spirit card; when its stack attacks it removes 1 damage from it', () => {
    const r = attackWith({ cards: ['prime-cut', 'rib', 'salve-wisp', 'howling-wight'], damage: 2 }, null);
    expect(firstOf(r.events, 'effect-triggered')).toMatchObject({ seat: 0, card: 'howling-wight', on: 'attacks' });
    expect(stackOf(r.state, 0, 0).damage).toBe(1);
    expect(playerAt(r.state, 1).directDamage).toBe(4);
  });

  it('card Grave Titan needs at least 6 health and 3 meat cards', () => {
    const s0 = playTable({
      hands: [['grave-titan', 'grave-titan'], []],
      slabs: [
        [{ cards: ['prime-cut', 'haunch', 'rib', 'salve-wisp'] }, { cards: ['shank', 'flank', 'scrap-meat', 'rib', 'salve-wisp'] }],
        [null, null],
      ],
    });
    expect(refused(s0, 0, playCmd(inHand(s0, 0, 'grave-titan'), 0, 0))).toMatchObject({ code: 'PREREQUISITE_NOT_MET', rule: 'M-CARD-6' });
    const { state } = when(s0, 0, playCmd(inHand(s0, 0, 'grave-titan'), 0, 1));
    expect(stackStats(stackOf(state, 0, 1)).health).toBe(14);
  });

  it('card Soul Reaper: when its stack is defeated, each opponent takes 1 direct damage', () => {
    const r = attackWith({ cards: ['prime-cut', 'skull', 'spine', 'rage-spirit'] }, { cards: ['scrap-meat', 'rib', 'salve-wisp', 'soul-reaper'] });
    expect(firstOf(r.events, 'effect-triggered')).toMatchObject({ seat: 1, card: 'soul-reaper', on: 'defeated' });
    expect(playerAt(r.state, 0).directDamage).toBe(1);
  });

  it('card Ossuary Hulk needs at least 3 bone cards', () => {
    const s0 = playTable({
      hands: [['ossuary-hulk', 'ossuary-hulk'], []],
      slabs: [
        [{ cards: ['tripe', 'rib', 'knuckle', 'salve-wisp'] }, { cards: ['tripe', 'rib', 'knuckle', 'femur', 'salve-wisp'] }],
        [null, null],
      ],
    });
    expect(refused(s0, 0, playCmd(inHand(s0, 0, 'ossuary-hulk'), 0, 0)).code).toBe('PREREQUISITE_NOT_MET');
    const { state } = when(s0, 0, playCmd(inHand(s0, 0, 'ossuary-hulk'), 0, 1));
    expect(stackStats(stackOf(state, 0, 1)).attack).toBe(6);
  });
});
