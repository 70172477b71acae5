/**
 * The scenario shape accepted by `setup` (validated) and used by the test DSL: deck orders,
 * characters, hands, items, souls, coins, slots, discards, the first player. Anything left out
 * is set up normally (shuffled decks, random characters, 3 loot and 3¢ each).
 */
import { reject, type Rejection, type Seat } from '../../engine';
import { cardDef, isCard, lootDef } from './cards';
import type { CardId, DeckKind } from './types';

export interface Scenario {
  readonly characters?: readonly CardId[];
  readonly firstPlayer?: Seat;
  readonly coins?: readonly number[];
  readonly hands?: readonly (readonly CardId[])[];
  readonly items?: readonly (readonly CardId[])[];
  readonly souls?: readonly (readonly CardId[])[];
  readonly shop?: readonly CardId[];
  readonly monsters?: readonly CardId[];
  /** The top card of each room slot (R-ROOM-1); a scenario without it has no room slot. */
  readonly rooms?: readonly CardId[];
  /** The decks after setup, top first. */
  readonly decks?: Partial<Record<DeckKind, readonly CardId[]>>;
  /** Discard piles, bottom first. */
  readonly discards?: Partial<Record<DeckKind, readonly CardId[]>>;
  readonly turnCap?: number;
  /** Die results (1..6) the match's rolls take in order before the rng is used; rerolls take them too. */
  readonly dice?: readonly number[];
  /** Cards covered in each slot (R-ZONE-6), under the slot's top card, bottom first; needs `shop` / `monsters`. */
  readonly covered?: { readonly shop?: readonly (readonly CardId[])[]; readonly monster?: readonly (readonly CardId[])[] };
  /** Cards put under an item a seat controls, outside the game (R-ZONE-8), as Friendly Ball does. */
  readonly under?: readonly { readonly seat: Seat; readonly item: CardId; readonly cards: readonly CardId[] }[];
  /** Deck cards put outside the game (R-ZONE-8). */
  readonly outside?: readonly CardId[];
}

const bad = (message: string) => reject('BAD_SCENARIO', 'R-SETUP-1', message);
type Kind = ReturnType<typeof cardDef>['kind'];

function cardList(v: unknown, what: string, ok: (kind: Kind, id: CardId) => boolean, max = 200): CardId[] | Rejection {
  if (!Array.isArray(v) || v.length > max) return bad(`${what} must be a list of card ids`);
  for (const id of v) {
    if (!isCard(id)) return bad(`${what}: unknown card ${String(id)}`);
    if (!ok(cardDef(id).kind, id)) return bad(`${what}: ${id} cannot go there`);
  }
  return v as CardId[];
}

function perSeat(v: unknown, what: string, seats: number, ok: (kind: Kind, id: CardId) => boolean): CardId[][] | Rejection {
  if (!Array.isArray(v) || v.length > seats) return bad(`${what} must be a list per seat`);
  const out: CardId[][] = [];
  for (const [i, l] of v.entries()) {
    const r = cardList(l, `${what}[${i}]`, ok);
    if (!Array.isArray(r)) return r;
    out.push(r);
  }
  return out;
}

const is =
  (...kinds: Kind[]) =>
  (k: Kind) =>
    kinds.includes(k);
const isSoul = (k: Kind, id: CardId) => {
  const d = cardDef(id);
  return k !== 'bonus-soul' && ((d.kind === 'monster' && d.soul > 0) || (d.kind === 'loot' && !!d.soul));
};

export function parseScenario(raw: unknown, seatCount: number): Scenario | Rejection {
  if (raw === null || raw === undefined) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) return bad('a scenario is an object');
  const r = raw as Record<string, unknown>;
  const known = [
    'characters',
    'firstPlayer',
    'coins',
    'hands',
    'items',
    'souls',
    'shop',
    'monsters',
    'rooms',
    'decks',
    'discards',
    'turnCap',
    'dice',
    'covered',
    'under',
    'outside',
  ];
  for (const k of Object.keys(r)) if (!known.includes(k)) return bad(`unknown scenario field ${k}`);
  const out: Record<string, unknown> = {};
  if (r.characters !== undefined) {
    const c = cardList(r.characters, 'characters', is('character'), seatCount);
    if (!Array.isArray(c)) return c;
    if (c.length !== seatCount || new Set(c).size !== c.length) return bad('characters: one distinct character per seat');
    out.characters = c;
  }
  if (r.firstPlayer !== undefined) {
    if (!Number.isInteger(r.firstPlayer) || (r.firstPlayer as number) < 0 || (r.firstPlayer as number) >= seatCount) return bad('firstPlayer must be a seat');
    out.firstPlayer = r.firstPlayer;
  }
  if (r.coins !== undefined) {
    if (!Array.isArray(r.coins) || r.coins.length > seatCount || !r.coins.every((n) => Number.isInteger(n) && n >= 0 && n < 1000))
      return bad('coins: a count per seat');
    out.coins = r.coins;
  }
  if (r.turnCap !== undefined) {
    if (!Number.isInteger(r.turnCap) || (r.turnCap as number) < 1 || (r.turnCap as number) > 10_000) return bad('turnCap: 1..10000');
    out.turnCap = r.turnCap;
  }
  if (r.dice !== undefined) {
    if (!Array.isArray(r.dice) || r.dice.length > 200 || !r.dice.every((n) => Number.isInteger(n) && n >= 1 && n <= 6))
      return bad('dice: a list of die results 1..6 (at most 200)');
    out.dice = r.dice;
  }
  const seatLists: [string, (k: Kind, id: CardId) => boolean][] = [
    ['hands', is('loot')],
    ['items', is('treasure')],
    ['souls', isSoul],
  ];
  for (const [key, ok] of seatLists) {
    if (r[key] === undefined) continue;
    const l = perSeat(r[key], key, seatCount, ok);
    if (!Array.isArray(l)) return l;
    out[key] = l;
  }
  if (r.shop !== undefined) {
    const l = cardList(r.shop, 'shop', isShopCard, 8);
    if (!Array.isArray(l)) return l;
    if (l.length === 0) return bad('shop: at least one slot');
    out.shop = l;
  }
  if (r.monsters !== undefined) {
    const l = cardList(r.monsters, 'monsters', is('monster'), 8);
    if (!Array.isArray(l)) return l;
    if (l.length === 0) return bad('monsters: at least one slot');
    out.monsters = l;
  }
  if (r.rooms !== undefined) {
    const l = cardList(r.rooms, 'rooms', is('room'), 4);
    if (!Array.isArray(l)) return l;
    out.rooms = l;
  }
  const deckOk: Record<DeckKind, (k: Kind) => boolean> = { loot: is('loot'), treasure: is('treasure'), monster: is('monster', 'event'), room: is('room') };
  for (const key of ['decks', 'discards'] as const) {
    if (r[key] === undefined) continue;
    const d = r[key];
    if (typeof d !== 'object' || d === null || Array.isArray(d)) return bad(`${key}: an object by deck`);
    const parsed: Partial<Record<DeckKind, CardId[]>> = {};
    for (const [deck, list] of Object.entries(d)) {
      if (!(deck in deckOk)) return bad(`${key}: unknown deck ${deck}`);
      const l = cardList(list, `${key}.${deck}`, deckOk[deck as DeckKind]);
      if (!Array.isArray(l)) return l;
      parsed[deck as DeckKind] = l;
    }
    out[key] = parsed;
  }
  const placed = parsePlacement(r, out, seatCount);
  if (placed) return placed;
  return out as Scenario;
}

const isDeckCard = (k: Kind) => k === 'loot' || k === 'treasure' || k === 'monster' || k === 'event';
/** A shop slot holds items for sale: treasures, and trinkets (the zones page, R-ZONE-6). */
const isShopCard = (k: Kind, id: CardId) => k === 'treasure' || (k === 'loot' && !!lootDef(id)?.trinket);

/** `covered`, `under`, `outside` (R-ZONE-6, R-ZONE-8): written into `out`; a rejection if malformed. */
function parsePlacement(r: Record<string, unknown>, out: Record<string, unknown>, seatCount: number): Rejection | null {
  if (r.covered !== undefined) {
    const c = r.covered;
    if (typeof c !== 'object' || c === null || Array.isArray(c)) return bad('covered: an object by slot kind (shop, monster)');
    const parsed: Record<string, CardId[][]> = {};
    for (const [kind, lists] of Object.entries(c)) {
      const tops = kind === 'shop' ? out.shop : kind === 'monster' ? out.monsters : undefined;
      if (kind !== 'shop' && kind !== 'monster') return bad(`covered: unknown slot kind ${kind}`);
      if (!Array.isArray(tops)) return bad(`covered.${kind}: give the slots' top cards too (${kind === 'shop' ? 'shop' : 'monsters'})`);
      const ok = kind === 'shop' ? isShopCard : is('monster');
      const l = perSeat(lists, `covered.${kind}`, tops.length, ok);
      if (!Array.isArray(l)) return l;
      parsed[kind] = l;
    }
    out.covered = parsed;
  }
  if (r.under !== undefined) {
    if (!Array.isArray(r.under) || r.under.length > 16) return bad('under: a list of { seat, item, cards }');
    const parsed: { seat: Seat; item: CardId; cards: CardId[] }[] = [];
    for (const [i, u] of r.under.entries()) {
      if (typeof u !== 'object' || u === null || Array.isArray(u)) return bad(`under[${i}]: { seat, item, cards }`);
      const { seat, item, cards, ...rest } = u as Record<string, unknown>;
      if (Object.keys(rest).length > 0) return bad(`under[${i}]: unknown fields ${Object.keys(rest).join(', ')}`);
      if (!Number.isInteger(seat) || (seat as number) < 0 || (seat as number) >= seatCount) return bad(`under[${i}].seat must be a seat`);
      if (!isCard(item) || cardDef(item).kind !== 'treasure') return bad(`under[${i}].item must be a treasure the seat controls`);
      const l = cardList(cards, `under[${i}].cards`, isDeckCard, 40);
      if (!Array.isArray(l)) return l;
      parsed.push({ seat: seat as Seat, item, cards: l });
    }
    out.under = parsed;
  }
  if (r.outside !== undefined) {
    const l = cardList(r.outside, 'outside', isDeckCard, 40);
    if (!Array.isArray(l)) return l;
    out.outside = l;
  }
  return null;
}
