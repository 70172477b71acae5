import { reject, type Rejection } from '../../engine';
import { isCardId } from './cards/catalog';
import { deckOf } from './cards/composition';
import type { SlabIndex } from './state';

/**
 * A scenario fixes parts of the table for tests and demos: deck orders (top first), the graveyard
 * (top first), hands, slabs, the first player, and whether to skip the opening. Anything left out
 * is set up normally. Input is untrusted: every field is checked and a bad shape is a rejection.
 */
export interface SlabSpec {
  readonly cards: readonly string[];
  readonly damage: number;
}

export interface Scenario {
  readonly morgue: readonly string[] | null;
  readonly mansterDeck: readonly string[] | null;
  readonly graveyard: readonly string[] | null;
  readonly hands: readonly (readonly string[])[] | null;
  readonly slabs: readonly (readonly [SlabSpec | null, SlabSpec | null])[] | null;
  readonly activeSlabs: readonly SlabIndex[] | null;
  readonly directDamage: readonly number[] | null;
  readonly firstPlayer: number | null;
  readonly skipOpening: boolean;
  readonly turnLimit: number | null;
}

const KEYS = ['morgue', 'mansterDeck', 'graveyard', 'hands', 'slabs', 'activeSlabs', 'directDamage', 'firstPlayer', 'skipOpening', 'turnLimit'];

class Bad extends Error {}

const bad = (msg: string): never => {
  throw new Bad(msg);
};

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, lo: number, hi: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;

function cardList(v: unknown, what: string, deck: 'morgue' | 'manster' | 'any'): string[] {
  if (!Array.isArray(v) || v.length > 500) return bad(`${what} must be an array of card ids`);
  return v.map((c, i) => {
    if (typeof c !== 'string' || !isCardId(c)) return bad(`${what}[${i}] is not a card id`);
    if (deck !== 'any' && deckOf(c) !== deck) return bad(`${what}[${i}] (${c}) does not belong in the ${deck} deck`);
    return c;
  });
}

function perSeat<T>(v: unknown, what: string, seatCount: number, f: (x: unknown, i: number) => T): T[] {
  if (!Array.isArray(v) || v.length !== seatCount) return bad(`${what} must have one entry per seat (${seatCount})`);
  return v.map(f);
}

function slabSpec(v: unknown, what: string): SlabSpec | null {
  if (v === null) return null;
  if (!isObj(v) || !Object.keys(v).every((k) => k === 'cards' || k === 'damage')) return bad(`${what} must be null or { cards, damage? }`);
  const cards = cardList(v.cards, `${what}.cards`, 'any');
  if (cards.length === 0) return bad(`${what}.cards must not be empty (use null for an empty slab)`);
  const damage = v.damage === undefined ? 0 : isInt(v.damage, 0, 99) ? v.damage : bad(`${what}.damage must be an integer 0..99`);
  return { cards, damage };
}

export function parseScenario(raw: unknown, seatCount: number): Scenario | Rejection {
  try {
    if (!isObj(raw)) return bad('scenario must be an object');
    const unknown = Object.keys(raw).filter((k) => !KEYS.includes(k));
    if (unknown.length > 0) return bad(`unknown scenario field(s): ${unknown.join(', ')}`);
    const opt = <T>(key: string, f: (v: unknown) => T): T | null => (raw[key] === undefined || raw[key] === null ? null : f(raw[key]));
    return {
      morgue: opt('morgue', (v) => cardList(v, 'morgue', 'morgue')),
      mansterDeck: opt('mansterDeck', (v) => cardList(v, 'mansterDeck', 'manster')),
      graveyard: opt('graveyard', (v) => cardList(v, 'graveyard', 'any')),
      hands: opt('hands', (v) => perSeat(v, 'hands', seatCount, (h, i) => cardList(h, `hands[${i}]`, 'any'))),
      slabs: opt('slabs', (v) =>
        perSeat(v, 'slabs', seatCount, (pair, i): [SlabSpec | null, SlabSpec | null] => {
          if (!Array.isArray(pair) || pair.length !== 2) return bad(`slabs[${i}] must be [slab0, slab1]`);
          return [slabSpec(pair[0], `slabs[${i}][0]`), slabSpec(pair[1], `slabs[${i}][1]`)];
        }),
      ),
      activeSlabs: opt('activeSlabs', (v) =>
        perSeat(v, 'activeSlabs', seatCount, (a, i): SlabIndex => (a === 0 || a === 1 ? a : bad(`activeSlabs[${i}] must be 0 or 1`))),
      ),
      directDamage: opt('directDamage', (v) =>
        perSeat(v, 'directDamage', seatCount, (d, i) => (isInt(d, 0, 9) ? d : bad(`directDamage[${i}] must be an integer 0..9`))),
      ),
      firstPlayer: opt('firstPlayer', (v) => (isInt(v, 0, seatCount - 1) ? v : bad(`firstPlayer must be a seat 0..${seatCount - 1}`))),
      skipOpening: opt('skipOpening', (v) => (typeof v === 'boolean' ? v : bad('skipOpening must be a boolean'))) ?? false,
      turnLimit: opt('turnLimit', (v) => (isInt(v, 1, 100000) ? v : bad('turnLimit must be an integer 1..100000'))),
    };
  } catch (e) {
    if (e instanceof Bad) return reject('BAD_SCENARIO', null, e.message);
    throw e;
  }
}
