import { CommonRejections, reject, type Rejection } from '../../engine';
import { DRAW_SOURCES, MAX_TRADE_IDS, type DrawSource, type EffectTarget, type MCommand } from './commands';
import { currentName, LEGACY_COMMAND_TYPES } from './legacy-names';
import type { SlabIndex, SlabRef } from './state';

/*
 * Shape validation of untrusted input (types, ranges, no unknown fields). Rules are decide's job.
 * Any problem is MALFORMED_COMMAND.
 */

class Malformed extends Error {}
const fail = (msg: string): never => {
  throw new Malformed(msg);
};

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const MAX_SEAT = 5;
const MAX_ID_LENGTH = 32;

function onlyKeys(o: Obj, allowed: readonly string[], what: string): void {
  const extra = Object.keys(o).filter((k) => !allowed.includes(k));
  if (extra.length > 0) fail(`${what}: unknown field(s) ${extra.join(', ')}`);
}

const seat = (v: unknown, what: string): number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_SEAT ? v : fail(`${what} must be a seat 0..${MAX_SEAT}`);
const slab = (v: unknown, what: string): SlabIndex => (v === 0 || v === 1 ? v : fail(`${what} must be 0 or 1`));
const cardId = (v: unknown, what: string): string =>
  typeof v === 'string' && v.length > 0 && v.length <= MAX_ID_LENGTH ? v : fail(`${what} must be a card id`);
const source = (v: unknown): DrawSource =>
  typeof v === 'string' && (DRAW_SOURCES as readonly string[]).includes(v) ? (v as DrawSource) : fail(`source must be one of ${DRAW_SOURCES.join(', ')}`);

function ids(v: unknown, what: string): string[] {
  if (!Array.isArray(v) || v.length > MAX_TRADE_IDS) return fail(`${what} must list 0..${MAX_TRADE_IDS} card ids`);
  return v.map((x, i) => cardId(x, `${what}[${i}]`));
}

function askCount(v: unknown): number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_TRADE_IDS ? v : fail(`ask must be an integer 0..${MAX_TRADE_IDS}`);
}

const MAX_CHOICE = 9;
const choice = (v: unknown): number | null =>
  v === null || v === undefined
    ? null
    : typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_CHOICE
      ? v
      : fail(`choice must be null or 0..${MAX_CHOICE}`);

function slabRef(v: unknown): SlabRef {
  if (!isObj(v)) return fail('to must be { seat, slab }');
  onlyKeys(v, ['seat', 'slab'], 'to');
  return { seat: seat(v.seat, 'to.seat'), slab: slab(v.slab, 'to.slab') };
}

function target(v: unknown): EffectTarget | null {
  if (v === null || v === undefined) return null;
  if (!isObj(v)) return fail('target must be an object or null');
  switch (v.kind) {
    case 'stack':
      onlyKeys(v, ['kind', 'seat', 'slab'], 'target');
      return { kind: 'stack', seat: seat(v.seat, 'target.seat'), slab: slab(v.slab, 'target.slab') };
    case 'seat':
      onlyKeys(v, ['kind', 'seat'], 'target');
      return { kind: 'seat', seat: seat(v.seat, 'target.seat') };
    case 'graveyard':
      onlyKeys(v, ['kind', 'cardId'], 'target');
      return { kind: 'graveyard', cardId: cardId(v.cardId, 'target.cardId') };
    case 'stackCard':
      onlyKeys(v, ['kind', 'seat', 'slab', 'cardId'], 'target');
      return { kind: 'stackCard', seat: seat(v.seat, 'target.seat'), slab: slab(v.slab, 'target.slab'), cardId: cardId(v.cardId, 'target.cardId') };
    default:
      return fail('target.kind must be stack, seat, graveyard or stackCard');
  }
}

function parse(raw: unknown): MCommand {
  if (!isObj(raw)) return fail('a command must be an object');
  // Legacy alias: matches recorded under rules mansters-1 hold camelCase command names (legacy-names.ts).
  const t = typeof raw.type === 'string' ? currentName(LEGACY_COMMAND_TYPES, raw.type) : raw.type;
  switch (t) {
    case 'draw':
    case 'draw-instead':
      onlyKeys(raw, ['type', 'source'], t);
      return { type: t, source: source(raw.source) };
    case 'offer-trade':
      onlyKeys(raw, ['type', 'to', 'give', 'ask'], t);
      return { type: t, to: seat(raw.to, 'to'), give: ids(raw.give, 'give'), ask: askCount(raw.ask) };
    case 'counter-trade':
      onlyKeys(raw, ['type', 'give', 'ask'], t);
      return { type: t, give: ids(raw.give, 'give'), ask: askCount(raw.ask) };
    case 'accept-trade':
      onlyKeys(raw, ['type', 'give'], t);
      return { type: t, give: ids(raw.give, 'give') };
    case 'play-card':
      onlyKeys(raw, ['type', 'cardId', 'to', 'target', 'choice'], t);
      return { type: t, cardId: cardId(raw.cardId, 'cardId'), to: slabRef(raw.to), target: target(raw.target), choice: choice(raw.choice) };
    case 'attack':
      onlyKeys(raw, ['type', 'defender'], t);
      return { type: t, defender: seat(raw.defender, 'defender') };
    case 'skip-trade':
    case 'decline-trade':
    case 'end-play':
    case 'swap':
    case 'skip-swap':
    case 'concede':
      onlyKeys(raw, ['type'], t);
      return { type: t };
    default:
      return fail(`unknown command type ${JSON.stringify(t)?.slice(0, 40)}`);
  }
}

export function parseCommand(raw: unknown): MCommand | Rejection {
  try {
    return parse(raw);
  } catch (e) {
    if (e instanceof Malformed) return reject(CommonRejections.MALFORMED_COMMAND, null, e.message);
    throw e;
  }
}
