import { assertNever, counterAfter } from '../../engine';
import type { DrawSource } from './commands';
import type { MEvent } from './events';
import { UNNUMBERED_RULES } from './rules-version';
import { emptyPlayer, playerAt, type CardInstance, type MState, type PlayerState, type SlabIndex, type Stack } from './state';

/*
 * evolve: total and trivial (the engine contract). It copies what an event says into the state; it makes
 * no rules decisions and draws nothing. Decks are top-first arrays, so "take n from the top" is
 * slice(n).
 */

const ID_PREFIX = 'c';

function bump(state: MState, cards: readonly CardInstance[]): MState {
  return {
    ...state,
    nextObjectId: counterAfter(
      cards.map((c) => c.id),
      state.nextObjectId,
      ID_PREFIX,
    ),
  };
}

function updatePlayer(state: MState, seat: number, f: (p: PlayerState) => PlayerState): MState {
  const players = state.players.slice();
  players[seat] = f(playerAt(state, seat));
  return { ...state, players };
}

function setSlab(p: PlayerState, slab: SlabIndex, stack: Stack | null): PlayerState {
  const slabs: [Stack | null, Stack | null] = [p.slabs[0], p.slabs[1]];
  slabs[slab] = stack;
  return { ...p, slabs };
}

function updateStack(state: MState, seat: number, slab: SlabIndex, f: (s: Stack) => Stack | null): MState {
  return updatePlayer(state, seat, (p) => {
    const s = p.slabs[slab];
    return s ? setSlab(p, slab, f(s)) : p;
  });
}

function takeFromSource(state: MState, source: DrawSource, n: number): MState {
  switch (source) {
    case 'morgue':
      return { ...state, morgue: state.morgue.slice(n) };
    case 'manster':
      return { ...state, mansterDeck: state.mansterDeck.slice(n) };
    case 'graveyard':
      return { ...state, graveyard: state.graveyard.slice(n) };
    default:
      return assertNever(source, 'draw source');
  }
}

const without = (cards: readonly CardInstance[], ids: readonly string[]): CardInstance[] => cards.filter((c) => !ids.includes(c.id));

export function evolve(state: MState, event: MEvent): MState {
  switch (event.type) {
    case 'game-created':
      return {
        ...state,
        phase: 'setup',
        rules: event.rules ?? UNNUMBERED_RULES,
        seatCount: event.seatCount,
        turnLimit: event.turnLimit,
        scenario: event.scenario,
        players: Array.from({ length: event.seatCount }, emptyPlayer),
      };
    case 'decks-formed':
      return bump({ ...state, morgue: event.morgue, mansterDeck: event.mansterDeck }, [...event.morgue, ...event.mansterDeck]);
    case 'scenario-loaded': {
      const players = state.players.map((p, i): PlayerState => ({
        ...p,
        hand: event.hands[i] ?? [],
        slabs: event.slabs[i] ?? [null, null],
        activeSlab: event.activeSlabs[i] ?? 0,
        directDamage: event.directDamage[i] ?? 0,
      }));
      const all = [
        ...event.morgue,
        ...event.mansterDeck,
        ...event.graveyard,
        ...event.hands.flat(),
        ...event.slabs.flatMap((ss) => ss.flatMap((s) => s?.cards ?? [])),
      ];
      return bump({ ...state, players, morgue: event.morgue, mansterDeck: event.mansterDeck, graveyard: event.graveyard }, all);
    }
    case 'first-player-draw':
      return bump(
        { ...state, mansterDeck: state.mansterDeck.slice(event.draws.length), revealed: [...state.revealed, ...event.draws] },
        event.draws.map((d) => d.card),
      );
    case 'first-player-chosen':
      return { ...state, firstPlayer: event.seat };
    case 'manster-deck-shuffled':
      return bump({ ...state, mansterDeck: event.cards, revealed: [] }, event.cards);
    case 'graveyard-filled':
      return bump(
        {
          ...state,
          morgue: state.morgue.slice(event.fromMorgue),
          mansterDeck: state.mansterDeck.slice(event.fromManster),
          graveyard: [...state.graveyard, ...event.cards],
        },
        event.cards,
      );
    case 'cards-drawn':
      return bump(
        updatePlayer(takeFromSource(state, event.source, event.cards.length), event.seat, (p) => ({ ...p, hand: [...p.hand, ...event.cards] })),
        event.cards,
      );
    case 'draw-fizzled':
      return state;
    case 'deck-rebuilt': {
      const graveyard = without(state.graveyard, event.takenIds);
      const next = event.deck === 'morgue' ? { ...state, graveyard, morgue: event.cards } : { ...state, graveyard, mansterDeck: event.cards };
      return bump(next, event.cards);
    }
    case 'opening-started':
      return { ...state, phase: 'opening', current: event.seat, step: null, playsMade: 0, openingSlab: null };
    case 'turn-started':
      // A shield lasts until its owner's next turn starts (Warding Candle).
      return {
        ...updatePlayer(state, event.seat, (p) => ({ ...p, shieldedSlab: null })),
        phase: 'turns',
        current: event.seat,
        openingSlab: null,
        turnNumber: event.turnNumber,
        step: 'draw',
        playsMade: 0,
        tradeOffer: null,
        tradeAttempts: 0,
      };
    case 'step-entered':
      return { ...state, step: event.step };
    case 'trade-offered':
      return {
        ...state,
        tradeOffer: { from: event.from, to: event.to, give: event.give, ask: event.ask, counter: false },
        tradeAttempts: state.tradeAttempts + 1,
      };
    case 'trade-countered':
      return { ...state, tradeOffer: { from: event.from, to: event.to, give: event.give, ask: event.ask, counter: true } };
    case 'trade-declined':
    case 'trade-cancelled':
      return { ...state, tradeOffer: null };
    case 'trade-accepted': {
      const fromOld = event.fromCards.map((c) => c.oldId);
      const toOld = event.toCards.map((c) => c.oldId);
      let next = updatePlayer(state, event.from, (p) => ({ ...p, hand: [...without(p.hand, fromOld), ...event.toCards.map((c) => c.card)] }));
      next = updatePlayer(next, event.to, (p) => ({ ...p, hand: [...without(p.hand, toOld), ...event.fromCards.map((c) => c.card)] }));
      return bump(
        { ...next, tradeOffer: null },
        [...event.fromCards, ...event.toCards].map((c) => c.card),
      );
    }
    case 'trade-skipped':
      return state;
    case 'card-played': {
      let next = updatePlayer(state, event.seat, (p) => ({ ...p, hand: without(p.hand, [event.handId]) }));
      next = updatePlayer(next, event.to.seat, (p) => {
        const s = p.slabs[event.to.slab];
        return setSlab(p, event.to.slab, { cards: [...(s?.cards ?? []), event.card], damage: s?.damage ?? 0 });
      });
      // The first card of an opening onto the player's own slab marks the slab of the opening stack.
      const opens = state.phase === 'opening' && event.counted && event.seat === event.to.seat && state.openingSlab === null;
      return bump({ ...next, playsMade: next.playsMade + (event.counted ? 1 : 0), openingSlab: opens ? event.to.slab : state.openingSlab }, [event.card]);
    }
    case 'stack-healed':
      return updateStack(state, event.seat, event.slab, (s) => ({ ...s, damage: Math.max(0, s.damage - event.amount) }));
    case 'stack-damaged':
      return updateStack(state, event.seat, event.slab, (s) => ({ ...s, damage: s.damage + event.amount }));
    case 'stack-shielded':
      return updatePlayer(state, event.seat, (p) => ({ ...p, shieldedSlab: event.slab }));
    case 'damage-prevented':
    case 'effect-triggered':
      return state;
    case 'player-healed':
      return updatePlayer(state, event.seat, (p) => ({ ...p, directDamage: event.total }));
    case 'card-discarded': {
      const next = updatePlayer(state, event.seat, (p) => ({ ...p, hand: without(p.hand, [event.oldId]) }));
      return bump({ ...next, graveyard: [...next.graveyard, event.card] }, [event.card]);
    }
    case 'stack-defeated':
      return bump({ ...updateStack(state, event.seat, event.slab, () => null), graveyard: [...state.graveyard, ...event.cards] }, event.cards);
    case 'card-removed': {
      const next = updateStack(state, event.seat, event.slab, (s) => {
        const cards = without(s.cards, [event.removedId]);
        return cards.length > 0 ? { ...s, cards } : null;
      });
      return bump({ ...next, graveyard: [...next.graveyard, event.card] }, [event.card]);
    }
    case 'card-scavenged': {
      const next = updatePlayer(state, event.seat, (p) => ({ ...p, hand: [...p.hand, event.card] }));
      return bump({ ...next, graveyard: without(state.graveyard, [event.takenId]) }, [event.card]);
    }
    case 'card-stolen': {
      let next = updatePlayer(state, event.from, (p) => ({ ...p, hand: without(p.hand, [event.oldId]) }));
      next = updatePlayer(next, event.to, (p) => ({ ...p, hand: [...p.hand, event.card] }));
      return bump(next, [event.card]);
    }
    case 'slab-swapped':
      return updatePlayer(state, event.seat, (p) => ({ ...p, activeSlab: event.activeSlab }));
    case 'attack-declared':
      return state;
    case 'direct-damage-taken':
      return updatePlayer(state, event.seat, (p) => ({ ...p, directDamage: event.total }));
    case 'player-out':
      return updatePlayer(state, event.seat, (p) => ({ ...p, status: event.reason }));
    case 'player-cleared':
      return bump(
        { ...updatePlayer(state, event.seat, (p) => ({ ...p, hand: [], slabs: [null, null] })), graveyard: [...state.graveyard, ...event.cards] },
        event.cards,
      );
    case 'turn-ended':
      return { ...state, step: null, tradeOffer: null };
    case 'turn-limit-reached':
      return state;
    case 'game-ended':
      return { ...state, phase: 'over', step: null, current: null, tradeOffer: null, outcome: { winners: event.winners, reason: event.reason } };
    default:
      return assertNever(event, 'Mansters event');
  }
}
