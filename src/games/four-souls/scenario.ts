/**
 * The scenario shape accepted by `setup` (validated) and used by the test DSL: deck orders,
 * characters, hands, items, souls, coins, slots, discards, the first player. Anything left out
 * is set up normally (shuffled decks, random characters, 3 loot and 3¢ each).
 */
import { reject, type Rejection, type Seat } from '../../engine';
import { cardDef, isCard } from './cards';
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
  /** The decks after setup, top first. */
  readonly decks?: Partial<Record<DeckKind, readonly CardId[]>>;
  /** Discard piles, bottom first. */
  readonly discards?: Partial<Record<DeckKind, readonly CardId[]>>;
  readonly turnCap?: number;
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

const is = (...kinds: Kind[]) => (k: Kind) => kinds.includes(k);
const isSoul = (k: Kind, id: CardId) => {
  const d = cardDef(id);
  return k !== 'bonus-soul' && ((d.kind === 'monster' && d.soul > 0) || (d.kind === 'loot' && !!d.soul));
};

export function parseScenario(raw: unknown, seatCount: number): Scenario | Rejection {
  if (raw === null || raw === undefined) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) return bad('a scenario is an object');
  const r = raw as Record<string, unknown>;
  const known = ['characters', 'firstPlayer', 'coins', 'hands', 'items', 'souls', 'shop', 'monsters', 'decks', 'discards', 'turnCap'];
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
    if (!Array.isArray(r.coins) || r.coins.length > seatCount || !r.coins.every((n) => Number.isInteger(n) && n >= 0 && n < 1000)) return bad('coins: a count per seat');
    out.coins = r.coins;
  }
  if (r.turnCap !== undefined) {
    if (!Number.isInteger(r.turnCap) || (r.turnCap as number) < 1 || (r.turnCap as number) > 10_000) return bad('turnCap: 1..10000');
    out.turnCap = r.turnCap;
  }
  const seatLists: [string, (k: Kind, id: CardId) => boolean][] = [['hands', is('loot')], ['items', is('treasure')], ['souls', isSoul]];
  for (const [key, ok] of seatLists) {
    if (r[key] === undefined) continue;
    const l = perSeat(r[key], key, seatCount, ok);
    if (!Array.isArray(l)) return l;
    out[key] = l;
  }
  if (r.shop !== undefined) {
    const l = cardList(r.shop, 'shop', is('treasure'), 8);
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
  const deckOk: Record<DeckKind, (k: Kind) => boolean> = { loot: is('loot'), treasure: is('treasure'), monster: is('monster', 'event') };
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
  return out as Scenario;
}
