/**
 * A world consistent with one seat's view, for the searching bot: everything public is copied
 * from the view; the cards the seat cannot see (the other hands, the decks) are drawn from the
 * cards of the standard decks it has not seen anywhere, respecting every count the view shows.
 * Cards the seat is looking at (its own `arrange` decision) stay on top of their deck.
 */
import type { ObjectId, Rng, Seat } from '../../../engine';
import { cardDef, STANDARD_DECKS } from '../cards';
import { deckOf } from '../decks';
import { DEFAULT_TURN_CAP } from '../setup';
import { attackOf, maxHealth } from '../stats';
import type { Buff, CardId, CardObj, DeckKind, FsState, PendingTrigger, PlayerState, StackItem } from '../types';
import type { FsView } from '../view';
import { DECKS } from '../zones';

/** A card object without the view's extra words and numbers. */
function obj(c: CardObj): CardObj {
  const out: { -readonly [K in keyof CardObj]: CardObj[K] } = { id: c.id, card: c.card };
  if (c.tapped !== undefined) out.tapped = c.tapped;
  if (c.damage !== undefined) out.damage = c.damage;
  if (c.counters !== undefined) out.counters = c.counters;
  return out;
}

const objs = (l: readonly CardObj[]): CardObj[] => l.map(obj);

function stackItem(i: StackItem & { readonly name?: string; readonly text?: string }): StackItem {
  const { name: _name, text: _text, ...item } = i;
  return item as StackItem;
}

/** Every card object the view shows, wherever it is. */
function seenCards(v: FsView): CardObj[] {
  const out: CardObj[] = [];
  for (const p of v.players) out.push(p.character, ...p.items, ...p.souls, ...p.curses, ...(p.hand ?? []));
  for (const d of DECKS) out.push(...v.discards[d]);
  for (const kind of ['shop', 'monster', 'room'] as const) for (const pile of v.slots[kind]) out.push(...pile);
  out.push(...v.limbo, ...v.outside, ...v.bonusSouls, ...(v.looking ?? []));
  for (const pile of Object.values(v.under)) out.push(...pile);
  // A card on the stack (a loot card being played, an event) is there as the stack object itself
  // unless a card in limbo stands for it.
  const items = [...v.stack, ...(v.resolving ? [v.resolving.item] : [])];
  for (const item of items)
    if ('card' in item && !v.limbo.some((c) => c.id === item.id) && !out.some((c) => c.id === item.id)) out.push({ id: item.id, card: item.card });
  return out;
}

/** The numeric part of the largest object id shown, so the sampled cards' ids never collide with it. */
function largestId(v: FsView, seen: readonly CardObj[]): number {
  let max = 0;
  const note = (id: ObjectId) => {
    const n = Number(id.slice(1));
    if (Number.isInteger(n) && n > max) max = n;
  };
  for (const c of seen) note(c.id);
  for (const i of v.stack) note(i.id);
  for (const p of v.pending) note(p.item.id);
  for (const host of Object.keys(v.under)) note(host);
  return max;
}

/** Per deck, the standard deck's cards minus those the view shows (as a multiset). */
function unseenByDeck(v: FsView, seen: readonly CardObj[]): Record<DeckKind, CardId[]> {
  const out = {} as Record<DeckKind, CardId[]>;
  const seats = v.players.length;
  for (const d of DECKS) {
    const counts = new Map<CardId, number>();
    for (const id of STANDARD_DECKS[d]) if ((cardDef(id).minPlayers ?? 0) <= seats) counts.set(id, (counts.get(id) ?? 0) + 1);
    for (const c of seen) {
      if (deckOf(cardDef(c.card).kind) !== d) continue;
      const n = counts.get(c.card);
      if (n !== undefined && n > 0) counts.set(c.card, n - 1);
    }
    out[d] = [...counts].flatMap(([id, n]) => Array.from({ length: n }, () => id));
  }
  return out;
}

/**
 * Draws `n` cards from the shuffled pool (consumed); when bookkeeping left too few unseen cards,
 * the rest are drawn from the whole standard deck so every count still matches the view.
 */
function draw(pool: CardId[], n: number, deck: DeckKind, rng: Rng): CardId[] {
  const out = pool.splice(0, n);
  while (out.length < n) out.push(rng.pick(STANDARD_DECKS[deck]));
  return out;
}

/**
 * One world `seat` cannot tell from the real one. A decision the view hides (another seat's
 * discard or arrange) is left out: the search only runs when `seat` itself is waited for.
 */
export function sampleWorld(v: FsView, seat: Seat, rng: Rng): FsState {
  return worldSampler(v, seat)(rng);
}

/** `sampleWorld` for many worlds of one view: what the view shows is read once. */
export function worldSampler(v: FsView, seat: Seat): (rng: Rng) => FsState {
  const seen = seenCards(v);
  const firstId = largestId(v, seen) + 1;
  const unseen = unseenByDeck(v, seen);
  const shown = publicPart(v, seat);
  return (rng) => {
    let nextId = firstId;
    const fresh = (card: CardId): CardObj => ({ id: `o${nextId++}`, card });
    const pools = {} as Record<DeckKind, CardId[]>;
    for (const d of DECKS) pools[d] = rng.shuffle(unseen[d]);
    const players = shown.players.map((p, i) => (p.hand ? p : { ...p, hand: draw(pools.loot, v.players[i]!.handCount, 'loot', rng).map(fresh) }));
    const decks = {} as Record<DeckKind, CardObj[]>;
    for (const d of DECKS) {
      const looked = v.decision && 'deck' in v.decision && v.decision.deck === d ? objs(v.looking ?? []) : [];
      decks[d] = [...looked, ...draw(pools[d], Math.max(0, v.deckCounts[d] - looked.length), d, rng).map(fresh)];
    }
    return { ...shown.world, players: players as PlayerState[], decks, nextObjectId: nextId };
  };
}

/** Everything of the world the view shows; the hands it hides are null. */
function publicPart(v: FsView, seat: Seat): { world: FsState; players: (Omit<PlayerState, 'hand'> & { hand: CardObj[] | null })[] } {
  const players = v.players.map((p) => ({
    seat: p.seat,
    character: obj(p.character),
    items: objs(p.items),
    souls: objs(p.souls),
    curses: objs(p.curses),
    hand: p.hand && p.seat === seat ? objs(p.hand) : null,
    coins: p.coins,
    damage: Math.max(0, p.maxHealth - p.health),
    lootPlays: p.lootPlays,
    purchases: p.purchases,
    attacks: p.attacks,
    diedThisTurn: p.diedThisTurn,
    conceded: p.conceded,
  }));

  const decision = v.decision === null ? null : 'options' in v.decision || 'keys' in v.decision || 'ids' in v.decision ? v.decision : null;
  const world: FsState = {
    status: v.status,
    seatCount: v.players.length,
    nextObjectId: 0,
    turnCap: DEFAULT_TURN_CAP,
    // The hands are the shown ones here (the hidden ones empty), for the buffs' arithmetic.
    players: players.map((p) => ({ ...p, hand: p.hand ?? [] })),
    decks: { loot: [], treasure: [], monster: [], room: [] },
    discards: v.discards,
    slots: { shop: v.slots.shop.map(objs), monster: v.slots.monster.map(objs), room: v.slots.room.map(objs) },
    outside: v.outside,
    bonusSouls: v.bonusSouls,
    under: v.under,
    stack: v.stack.map(stackItem),
    limbo: objs(v.limbo),
    resolving: v.resolving,
    priority: v.priority,
    pending: v.pending.map((p): PendingTrigger => ({ key: p.key, owner: p.owner, item: stackItem(p.item) })),
    decision,
    turn: v.turn,
    buffs: [],
    shields: [],
    winners: v.winners,
    endReason: v.endReason,
    scriptedDice: [],
  };
  return { world: { ...world, buffs: buffsShown(world, v) }, players };
}

/** "Until end of turn" buffs are not listed in the view, but their sum is: the shown stats minus the printed ones. */
function buffsShown(world: FsState, v: FsView): Buff[] {
  const out: Buff[] = [];
  for (const p of v.players) {
    const attack = p.attack - attackOf(world, p.seat);
    const health = p.maxHealth - maxHealth(world, p.seat);
    if (attack !== 0) out.push({ seat: p.seat, stat: 'attack', n: attack });
    if (health !== 0) out.push({ seat: p.seat, stat: 'health', n: health });
  }
  return out;
}
