import { describe, expect, it } from 'vitest';
import { isRejection, rngFromInt, seatViewer, SEARCH_LEVELS, type Seat } from '../../../engine';
import { greedyBot } from '../bots';
import { mansters } from '../index';
import { waitedSeat } from '../queries';
import type { MState } from '../state';
import { view } from '../view';
import { searchMansters } from './index';
import { sampleWorld } from './sample';

const easy = SEARCH_LEVELS.find((l) => l.level === 'easy')!.budget;

/** The states of one greedy match, every `every` commands, up to `commands`. */
function greedyStates(seed: number, commands: number, every: number): MState[] {
  const rng = rngFromInt(seed);
  const setup = mansters.setup({ seatCount: 2, options: {}, scenario: null }, rng);
  if (isRejection(setup)) throw new Error(setup.message);
  let s = setup.reduce((st, e) => mansters.evolve(st, e), mansters.initialState());
  const out: MState[] = [];
  for (let n = 0; n < commands && !s.outcome; n += 1) {
    if (n % every === 0) out.push(s);
    const seat = waitedSeat(s)!;
    const r = mansters.decide(s, greedyBot(s, seat, rng)!, { seat, origin: 'player', rng });
    if (isRejection(r)) throw new Error(r.message);
    for (const e of r) s = mansters.evolve(s, e);
  }
  return out;
}

const hidden = (s: MState, other: Seat) => [...s.players[other]!.hand, ...s.morgue, ...s.mansterDeck].map((c) => c.card).sort();

describe('the searching bot of Mansters sees only its seat', () => {
  it('samples worlds the seat cannot tell from the real one: the same view, hidden cards from the unseen ones', () => {
    for (const s of greedyStates(3, 60, 5)) {
      const seat = waitedSeat(s)!;
      const v = view(s, seatViewer(seat));
      const world = sampleWorld(v, seat, rngFromInt(11));
      expect(view(world, seatViewer(seat))).toEqual(v);
      expect(hidden(world, 1 - seat)).toEqual(hidden(s, 1 - seat));
    }
  });

  it('draws different hidden cards for different seeds', () => {
    const s = greedyStates(5, 1, 1)[0]!;
    const seat = waitedSeat(s)!;
    const v = view(s, seatViewer(seat));
    const hands = new Set(
      [1, 2, 3, 4, 5].map((seed) =>
        sampleWorld(v, seat, rngFromInt(seed))
          .players[1 - seat]!.hand.map((c) => c.card)
          .join(),
      ),
    );
    expect(hands.size).toBeGreaterThan(1);
  });

  it('decides the same in two states that differ only in what the seat cannot see', () => {
    const s = greedyStates(7, 1, 1)[0]!;
    const seat = waitedSeat(s)!;
    const other = 1 - seat;
    // The other seat's hand swapped with the morgue's top cards (ids kept), and the decks reordered.
    const hand = s.players[other]!.hand.map((c, i) => ({ id: c.id, card: s.morgue[i]!.card }));
    const morgue = [...s.morgue.map((c, i) => (i < hand.length ? { id: c.id, card: s.players[other]!.hand[i]!.card } : c))].reverse();
    const players = s.players.map((p, i) => (i === other ? { ...p, hand } : p));
    const t: MState = { ...s, players, morgue, mansterDeck: [...s.mansterDeck].reverse() };
    expect(hand.map((c) => c.card)).not.toEqual(s.players[other]!.hand.map((c) => c.card));
    expect(view(t, seatViewer(seat))).toEqual(view(s, seatViewer(seat)));
    for (const seed of [1, 2]) {
      expect(mansters.bots['strong-easy']!(t, seat, rngFromInt(seed))).toEqual(mansters.bots['strong-easy']!(s, seat, rngFromInt(seed)));
    }
    // @ts-expect-error: the search takes a seat's view, never a state.
    const fromState = () => searchMansters(s, seat, easy, rngFromInt(1));
    expect(fromState).toBeTypeOf('function');
  });
});
