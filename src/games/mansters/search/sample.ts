/**
 * A world consistent with one seat's view, for the searching bot: the stacks, the graveyard and
 * the seat's own hand are copied from the view; the other hands and both decks are drawn from the
 * standard decks' cards the seat has not seen anywhere, in the sizes the view shows. A trade
 * offer the seat is not party to keeps its shape with cards drawn the same way.
 */
import type { Rng, Seat } from '../../../engine';
import { standardDeck } from '../cards/composition';
import type { DeckName } from '../cards/types';
import type { CardInstance, MState, PlayerState, Stack, TradeOffer } from '../state';
import { RULES_VERSION, rulesNumberOf } from '../rules-version';
import type { MView, StackView } from '../view';

const ID_PREFIX = 'c';

const instance = (c: { readonly id: string; readonly card: string }): CardInstance => ({ id: c.id, card: c.card });

function stackOf(v: StackView | null): Stack | null {
  return v ? { cards: v.cards.map(instance), damage: v.damage } : null;
}

function seenCards(v: MView): CardInstance[] {
  const out: CardInstance[] = [...v.graveyard, ...v.revealed.map((r) => r.card), ...(v.trade?.give ?? [])];
  for (const p of v.players) {
    out.push(...(p.hand ?? []));
    for (const s of p.slabs) if (s) out.push(...s.cards);
  }
  return out;
}

function unseen(deck: DeckName, seen: readonly CardInstance[]): string[] {
  const counts = new Map<string, number>();
  for (const id of standardDeck(deck)) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const c of seen) {
    const n = counts.get(c.card);
    if (n !== undefined && n > 0) counts.set(c.card, n - 1);
  }
  return [...counts].flatMap(([id, n]) => Array.from({ length: n }, () => id));
}

/** The numeric part of the largest card id shown, so the sampled cards' ids never collide with it. */
function largestId(seen: readonly CardInstance[]): number {
  let max = 0;
  for (const c of seen) {
    const n = Number(c.id.slice(ID_PREFIX.length));
    if (Number.isInteger(n) && n > max) max = n;
  }
  return max;
}

export function sampleWorld(v: MView, seat: Seat, rng: Rng): MState {
  const seen = seenCards(v);
  let nextId = largestId(seen) + 1;
  const fresh = (card: string): CardInstance => ({ id: `${ID_PREFIX}${nextId++}`, card });
  const pools: Record<DeckName, string[]> = { morgue: rng.shuffle(unseen('morgue', seen)), manster: rng.shuffle(unseen('manster', seen)) };
  const draw = (deck: DeckName, n: number): CardInstance[] => {
    const out = pools[deck].splice(0, n);
    while (out.length < n) out.push(rng.pick(standardDeck(deck)));
    return out.map(fresh);
  };
  // A hand mixes both decks. Every unseen morgue card not in the morgue is in a hand, so the hands
  // hold exactly that many morgue cards (spread at random over the other seats) and mansters besides.
  const others = v.players.filter((p) => !(p.seat === seat && p.hand));
  const handCards = others.reduce((n, p) => n + p.handSize, 0);
  const morgueInHands = Math.min(handCards, Math.max(0, pools.morgue.length - v.morgueCount));
  const handDecks = rng.shuffle(Array.from({ length: handCards }, (_, i): DeckName => (i < morgueInHands ? 'morgue' : 'manster')));
  const drawHand = (n: number): CardInstance[] => handDecks.splice(0, n).flatMap((deck) => draw(deck, 1));

  const players: PlayerState[] = v.players.map((p) => ({
    hand: p.seat === seat && p.hand ? p.hand.map(instance) : drawHand(p.handSize),
    slabs: [stackOf(p.slabs[0]), stackOf(p.slabs[1])],
    activeSlab: p.activeSlab,
    directDamage: p.directDamage,
    status: p.status,
    shieldedSlab: p.shieldedSlab,
  }));
  const trade: TradeOffer | null = v.trade
    ? {
        from: v.trade.from,
        to: v.trade.to,
        give: v.trade.give ? v.trade.give.map(instance) : draw('morgue', 1),
        ask: v.trade.ask ?? 1,
        counter: v.trade.counter,
      }
    : null;
  const morgue = draw('morgue', v.morgueCount);
  const mansterDeck = draw('manster', v.mansterDeckCount);
  return {
    rules: rulesNumberOf(RULES_VERSION),
    openingSlab: openingSlabOf(v),
    phase: v.phase,
    seatCount: v.seatCount,
    players,
    morgue,
    mansterDeck,
    graveyard: v.graveyard.map(instance),
    revealed: v.revealed.map((r) => ({ seat: r.seat, card: instance(r.card) })),
    firstPlayer: v.firstPlayer,
    current: v.current,
    step: v.step,
    playsMade: v.playsMade,
    turnNumber: v.turnNumber,
    turnLimit: v.turnLimit,
    tradeOffer: trade,
    // Not shown: a seat that has offered trades this turn remembers it; the search assumes none.
    tradeAttempts: 0,
    outcome: v.outcome,
    nextObjectId: nextId,
    scenario: false,
  };
}

/** During an opening, the slab the current player's opening stack is on (public: the cards are on the table). */
function openingSlabOf(v: MView): 0 | 1 | null {
  if (v.phase !== 'opening' || v.current === null || v.playsMade === 0) return null;
  const slabs = v.players.find((p) => p.seat === v.current)?.slabs;
  if (!slabs) return null;
  return slabs[0] ? 0 : slabs[1] ? 1 : null;
}
