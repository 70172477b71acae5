/** Setting up a match (R-SETUP-1..6) and the scenario input. */
import { describe, expect, it } from 'vitest';
import { canonicalJson, isRejection, rngFromInt } from '../../engine';
import { CHARACTER_IDS, characterDef, itemDef } from './cards';
import type { FsEvent } from './events';
import { fourSouls } from './index';
import { eventsOf, given, objT, play, resolveTop, toAction, top } from './testing/kit';

const fold = (es: FsEvent[]) => es.reduce((s, e) => fourSouls.evolve(s, e), fourSouls.initialState());
const setup = (seats: number, seed: number, scenario: unknown = null, rulesVersion?: string) =>
  fourSouls.setup({ seatCount: seats, options: { turnCap: 120 }, scenario, ...(rulesVersion ? { rulesVersion } : {}) }, rngFromInt(seed));

describe('R-SETUP setting up a match', () => {
  it('R-SETUP-1 2 to 4 players; each gets a character (deactivated) and its eternal starting item (charged)', () => {
    expect(isRejection(fourSouls.parseOptions(null, 1))).toBe(true);
    expect(isRejection(fourSouls.parseOptions(null, 5))).toBe(true);
    for (const seats of [2, 3, 4]) {
      const events = setup(seats, seats) as FsEvent[];
      const seated = eventsOf(events, 'player-seated');
      expect(seated).toHaveLength(seats);
      for (const p of seated) {
        expect(p.character.tapped).toBe(true);
        expect(p.startingItem.tapped).toBeFalsy();
        expect(itemDef(p.startingItem.card)?.eternal).toBe(true);
      }
    }
  });

  it('R-SETUP-2 the decks are shuffled by the seeded generator; the order is written in hidden events', () => {
    const a = eventsOf(setup(2, 1) as FsEvent[], 'deck-formed');
    const b = eventsOf(setup(2, 2) as FsEvent[], 'deck-formed');
    expect(a.map((e) => e.deck)).toEqual(['loot', 'treasure', 'monster', 'room']);
    expect(canonicalJson(a.map((e) => e.cards.map((c) => c.card)))).not.toBe(canonicalJson(b.map((e) => e.cards.map((c) => c.card))));
    expect(fourSouls.visibility(a[0]!)).toEqual({ kind: 'seats', seats: [] });
    expect(canonicalJson(setup(3, 9))).toBe(canonicalJson(setup(3, 9)));
  });

  it('R-SETUP-3 two shop items and two monsters; an event revealed during setup goes to the bottom and is replaced; nobody has priority during setup', () => {
    const events = setup(2, 1, { decks: { monster: ['troll-bombs', 'gaper', 'fly', 'dip'] } }) as FsEvent[];
    const s = fold(events);
    expect(s.slots.shop.map((sl) => sl.length)).toEqual([1, 1]);
    expect(s.slots.monster.map((sl) => sl.at(-1)!.card)).toEqual(['gaper', 'fly']);
    expect(s.decks.monster.map((c) => c.card)).toEqual(['dip', 'troll-bombs']);
    const firstPriority = events.findIndex((e) => e.type === 'priority-given');
    expect(firstPriority).toBeGreaterThan(events.findIndex((e) => e.type === 'turn-started'));
  });

  it('R-SETUP-4 each player draws 3 loot (hidden) and takes 3¢', () => {
    const s = fold(setup(4, 3) as FsEvent[]);
    const first = s.turn.active;
    for (const p of s.players) {
      expect(p.coins).toBe(3);
      expect(p.hand.length).toBe(3 + (p.seat === first && s.turn.step !== 'start-triggers' ? 1 : 0));
    }
  });

  it('R-ZONE-8 "Character cards, starting item cards, and bonus souls that aren\'t being used also exist outside the game": unused starting items are outside, public', () => {
    const events = setup(2, 4) as FsEvent[];
    const s = fold(events);
    const seated = eventsOf(events, 'player-seated');
    const used = seated.map((p) => p.character.card);
    const unused = CHARACTER_IDS.filter((c) => !used.includes(c));
    const outside = s.outside.map((c) => c.card);
    expect(outside).toEqual([...unused, ...unused.map((c) => characterDef(c)!.startingItem)]);
    // The items in use are not duplicated outside.
    for (const p of seated) expect(outside).not.toContain(p.startingItem.card);
    // "cards that are outside the game are considered public information": every seat and spectators see them.
    const asideItems = eventsOf(events, 'set-aside').filter((e) => e.to === 'outside')[1]!;
    expect(fourSouls.visibility(asideItems)).toEqual({ kind: 'public' });
    expect(fourSouls.view(s, { kind: 'spectator' }).outside.map((c) => c.card)).toEqual(outside);
    expect(fourSouls.view(s, { kind: 'seat', seat: 0 }).outside.map((c) => c.card)).toEqual(outside);
  });

  it('R-ZONE-8 under rules four-souls-4 (matches recorded before) no unused starting item was created', () => {
    const events = setup(2, 4, null, 'four-souls-4') as FsEvent[];
    const outside = fold(events).outside.map((c) => c.card);
    expect(outside.every((c) => CHARACTER_IDS.includes(c))).toBe(true);
    expect(eventsOf(events, 'set-aside').filter((e) => e.to === 'outside')).toHaveLength(1);
  });

  it('R-SETUP-5 three bonus souls are chosen and placed outside the game', () => {
    const s = fold(setup(2, 4) as FsEvent[]);
    expect(s.bonusSouls.map((c) => c.card).sort()).toEqual(['soul-of-gluttony', 'soul-of-greed', 'soul-of-guppy']);
  });

  it('R-SETUP-6 the first player is chosen at random and recorded', () => {
    const firsts = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => eventsOf(setup(4, seed) as FsEvent[], 'first-player-chosen')[0]!.seat));
    expect(firsts.size).toBeGreaterThan(1);
    const t = given({ firstPlayer: 1 });
    expect(t.state.turn.active).toBe(1);
  });

  it('R-SETUP-1 a scenario is validated: unknown cards and cards in the wrong place are refused', () => {
    const bad1 = setup(2, 1, { hands: [['no-such-card']] });
    expect(isRejection(bad1) && bad1.code).toBe('BAD_SCENARIO');
    const bad2 = setup(2, 1, { monsters: ['a-penny'] });
    expect(isRejection(bad2) && bad2.code).toBe('BAD_SCENARIO');
    const bad3 = setup(2, 1, { characters: ['isaac'] });
    expect(isRejection(bad3)).toBe(true);
    const bad4 = setup(2, 1, { sneaky: true });
    expect(isRejection(bad4)).toBe(true);
    const ok = setup(2, 1, { coins: [7, 0], hands: [['bomb'], []], items: [['sharp-knife'], []], souls: [['monstro'], []] });
    const s = fold(ok as FsEvent[]);
    expect(s.players[0]!.coins).toBe(7);
    expect(s.players[0]!.items.map((c) => c.card)).toContain('sharp-knife');
    expect(s.players[0]!.souls.map((c) => c.card)).toEqual(['monstro']);
  });

  it('R-DICE-4 scenario dice: die results taken in order by the next rolls (rerolls too), then the rng; hidden until rolled; validated', () => {
    for (const dice of [[0], [7], [1.5], 'four', Array.from({ length: 201 }, () => 1)]) {
      const bad = setup(2, 1, { dice });
      expect(isRejection(bad) && bad.code).toBe('BAD_SCENARIO');
    }
    const events = setup(2, 1, { firstPlayer: 0, dice: [6, 1] }) as FsEvent[];
    const scripted = eventsOf(events, 'dice-scripted')[0]!;
    expect(scripted.values).toEqual([6, 1]);
    expect(fourSouls.visibility(scripted)).toEqual({ kind: 'seats', seats: [] });
    expect(fourSouls.redactEvent(scripted, { kind: 'seat', seat: 0 })).toEqual({ type: 'dice-scripted', count: 2 });
    let t = given({ hands: [['red-pill', 'dice-shard'], []], dice: [6, 1] });
    t = toAction(t);
    t = play(t, 0, 'red-pill');
    t = resolveTop(t);
    expect(top(t)).toMatchObject({ kind: 'roll', value: 6 });
    t = play(t, 0, 'dice-shard', [objT(top(t).id)], { viaCharacter: true });
    t = resolveTop(t); // the reroll takes the next scripted result
    expect(top(t)).toMatchObject({ kind: 'roll', value: 1 });
    expect(eventsOf(t.log, 'scripted-die-rolled').map((e) => e.value)).toEqual([6, 1]);
    expect(t.state.scriptedDice).toEqual([]);
  });
});
