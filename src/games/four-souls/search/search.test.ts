import { describe, expect, it } from 'vitest';
import { isRejection, rngFromInt, seatViewer, SEARCH_LEVELS, type Seat } from '../../../engine';
import { greedyBot } from '../bots';
import { fourSouls } from '../index';
import type { FsState } from '../types';
import { view } from '../view';
import { fsSearchModel, REPLY_SHARE, searchActions, searchFourSouls } from './index';
import { legalActions } from '../legal-actions';
import { sampleWorld } from './sample';

const easy = SEARCH_LEVELS.find((l) => l.level === 'easy')!.budget;

/** The states of one greedy match, every `every` commands, up to `commands`. */
function greedyStates(seed: number, commands: number, every: number): FsState[] {
  const rng = rngFromInt(seed);
  const setup = fourSouls.setup({ seatCount: 2, options: { turnCap: 60 }, scenario: null }, rng);
  if (isRejection(setup)) throw new Error(setup.message);
  let s = setup.reduce((st, e) => fourSouls.evolve(st, e), fourSouls.initialState());
  const out: FsState[] = [];
  for (let n = 0; n < commands && s.status === 'playing'; n += 1) {
    if (n % every === 0) out.push(s);
    const seat = fourSouls.prompt(s)!.seats[0]!;
    const r = fourSouls.decide(s, greedyBot(s, seat, rng)!, { seat, origin: 'player', rng });
    if (isRejection(r)) throw new Error(r.message);
    for (const e of r) s = fourSouls.evolve(s, e);
  }
  return out;
}

const handCards = (s: FsState, seat: Seat) => s.players[seat]!.hand.map((c) => c.card);

describe('the searching bot of Four Souls sees only its seat', () => {
  it('samples worlds the seat cannot tell from the real one: the same view, hidden cards from the unseen ones', () => {
    for (const s of greedyStates(3, 120, 10)) {
      const seat = fourSouls.prompt(s)!.seats[0]!;
      const v = view(s, seatViewer(seat));
      const world = sampleWorld(v, seat, rngFromInt(11));
      expect(view(world, seatViewer(seat))).toEqual(v);
      const other = 1 - seat;
      expect(world.players[other]!.hand).toHaveLength(s.players[other]!.hand.length);
      expect(world.decks.loot).toHaveLength(s.decks.loot.length);
      // Each hidden loot card is one the seat has not seen: the real hidden ones, reshuffled.
      const hidden = [...handCards(s, other), ...s.decks.loot.map((c) => c.card)].sort();
      expect([...handCards(world, other), ...world.decks.loot.map((c) => c.card)].sort()).toEqual(hidden);
    }
  });

  it('draws different hidden cards for different seeds', () => {
    const s = greedyStates(5, 1, 1)[0]!;
    const seat = fourSouls.prompt(s)!.seats[0]!;
    const v = view(s, seatViewer(seat));
    const hands = new Set([1, 2, 3, 4, 5].map((seed) => handCards(sampleWorld(v, seat, rngFromInt(seed)), 1 - seat).join()));
    expect(hands.size).toBeGreaterThan(1);
  });

  it('decides the same in two states that differ only in what the seat cannot see', () => {
    const s = greedyStates(7, 1, 1)[0]!;
    const seat = fourSouls.prompt(s)!.seats[0]!;
    const other = 1 - seat;
    // The other seat's hand swapped with the loot deck's top cards, and the decks reordered.
    const n = s.players[other]!.hand.length;
    const hand = s.decks.loot.slice(0, n).map((c, i) => ({ id: s.players[other]!.hand[i]!.id, card: c.card }));
    const deck = [...s.players[other]!.hand.map((c, i) => ({ id: s.decks.loot[i]!.id, card: c.card })), ...s.decks.loot.slice(n)].reverse();
    const players = s.players.map((p) => (p.seat === other ? { ...p, hand } : p));
    const t: FsState = { ...s, players, decks: { ...s.decks, loot: deck, monster: [...s.decks.monster].reverse() } };
    expect(handCards(t, other)).not.toEqual(handCards(s, other));
    expect(view(t, seatViewer(seat))).toEqual(view(s, seatViewer(seat)));
    for (const seed of [1, 2]) {
      expect(fourSouls.bots['strong-easy']!(t, seat, rngFromInt(seed))).toEqual(fourSouls.bots['strong-easy']!(s, seat, rngFromInt(seed)));
    }
    // @ts-expect-error: the search takes a seat's view, never a state.
    const fromState = () => searchFourSouls(s, seat, easy, rngFromInt(1));
    expect(fromState).toBeTypeOf('function');
  });
});

describe('the searching bot of Four Souls spends its budget where the turn is decided', () => {
  it('answers on the stack get the reply share of the iterations, plays on an empty stack all of them', () => {
    const states = greedyStates(3, 400, 1).filter((s) => s.priority !== null && !s.decision);
    const replies = states.filter((s) => s.stack.length > 0);
    const own = states.filter((s) => s.stack.length === 0);
    expect(replies.length).toBeGreaterThan(10);
    expect(own.length).toBeGreaterThan(10);
    for (const s of replies) expect(fsSearchModel.budgetShare!(s, s.priority!.seat)).toBe(REPLY_SHARE);
    for (const s of own) expect(fsSearchModel.budgetShare!(s, s.priority!.seat)).toBe(1);
    expect(REPLY_SHARE).toBeLessThan(0.5);
  });
});

describe('the searching bot of Four Souls does not search moves that change nothing', () => {
  it("leaves out the active player's pass on an empty stack in the action phase, and only there", () => {
    const states = greedyStates(3, 400, 1).filter((s) => s.priority !== null && !s.decision);
    const idle = states.filter((s) => s.stack.length === 0 && s.turn.step === 'action' && s.priority!.seat === s.turn.active);
    const others = states.filter((s) => !idle.includes(s));
    expect(idle.length).toBeGreaterThan(5);
    expect(others.length).toBeGreaterThan(5);
    for (const s of idle) {
      const seat = s.priority!.seat;
      expect(searchActions(s, seat).map((c) => c.type)).not.toContain('pass');
      expect(searchActions(s, seat)).toEqual(legalActions(s, seat).filter((c) => c.type !== 'pass'));
    }
    for (const s of others) expect(searchActions(s, s.priority!.seat)).toEqual(legalActions(s, s.priority!.seat));
  });
});
