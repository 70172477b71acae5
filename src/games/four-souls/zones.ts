/**
 * Pure data access to zones (R-ZONE-1..8): reading and replacing the object list a ZoneRef
 * names. Used by `evolve` (to apply moves) and by the rules (to find objects).
 */
import type { ObjectId, Seat } from '../../engine';
import type { CardObj, DeckKind, FsState, PlayerState, SlotKind, Target, ZoneRef } from './types';

export function zoneCards(s: FsState, z: ZoneRef): readonly CardObj[] {
  switch (z.z) {
    case 'deck':
      return s.decks[z.deck];
    case 'discard':
      return s.discards[z.deck];
    case 'hand':
      return s.players[z.seat]!.hand;
    case 'items':
      return s.players[z.seat]!.items;
    case 'souls':
      return s.players[z.seat]!.souls;
    case 'curses':
      return s.players[z.seat]!.curses;
    case 'slot':
      return s.slots[z.kind][z.slot] ?? [];
    case 'limbo':
      return s.limbo;
    case 'outside':
      return s.outside;
    case 'bonus':
      return s.bonusSouls;
    case 'under':
      return s.under[z.host] ?? [];
  }
}

export function withZone(s: FsState, z: ZoneRef, cards: readonly CardObj[]): FsState {
  switch (z.z) {
    case 'deck':
      return { ...s, decks: { ...s.decks, [z.deck]: cards } };
    case 'discard':
      return { ...s, discards: { ...s.discards, [z.deck]: cards } };
    case 'hand':
      return withPlayer(s, z.seat, { hand: cards });
    case 'items':
      return withPlayer(s, z.seat, { items: cards });
    case 'souls':
      return withPlayer(s, z.seat, { souls: cards });
    case 'curses':
      return withPlayer(s, z.seat, { curses: cards });
    case 'slot': {
      const slots = s.slots[z.kind].map((c, i) => (i === z.slot ? cards : c));
      return { ...s, slots: { ...s.slots, [z.kind]: slots } };
    }
    case 'limbo':
      return { ...s, limbo: cards };
    case 'outside':
      return { ...s, outside: cards };
    case 'bonus':
      return { ...s, bonusSouls: cards };
    case 'under': {
      const under = { ...s.under };
      if (cards.length === 0) delete under[z.host];
      else under[z.host] = cards;
      return { ...s, under };
    }
  }
}

export function withPlayer(s: FsState, seat: Seat, patch: Partial<PlayerState>): FsState {
  return { ...s, players: s.players.map((p) => (p.seat === seat ? { ...p, ...patch } : p)) };
}

/** Decks are top-first; every other zone keeps its newest card last (the top of a slot/discard). */
export function removeFrom(s: FsState, z: ZoneRef, id: ObjectId | null): FsState {
  const cards = zoneCards(s, z);
  if (z.z === 'deck') return withZone(s, z, z.at === 'bottom' ? cards.slice(0, -1) : cards.slice(1));
  return withZone(
    s,
    z,
    cards.filter((c) => c.id !== id),
  );
}

export function addTo(s: FsState, z: ZoneRef, obj: CardObj): FsState {
  const cards = zoneCards(s, z);
  if (z.z === 'deck') return withZone(s, z, z.at === 'bottom' ? [...cards, obj] : [obj, ...cards]);
  // R-ZONE-6: a card that becomes covered in a slot loses its counters.
  if (z.z === 'slot') return withZone(s, z, [...cards.map(uncountered), obj]);
  return withZone(s, z, [...cards, obj]);
}

function uncountered(o: CardObj): CardObj {
  if (o.counters === undefined) return o;
  const { counters: _gone, ...rest } = o;
  return rest;
}

export function mapObject(s: FsState, id: ObjectId, f: (o: CardObj) => CardObj): FsState {
  const mapList = (l: readonly CardObj[]) => (l.some((o) => o.id === id) ? l.map((o) => (o.id === id ? f(o) : o)) : l);
  const players = s.players.map((p) => (p.character.id === id ? { ...p, character: f(p.character) } : { ...p, items: mapList(p.items) }));
  const slots = { shop: s.slots.shop.map(mapList), monster: s.slots.monster.map(mapList), room: s.slots.room.map(mapList) };
  return { ...s, players, slots };
}

/** The top object of each slot is in play (R-ZONE-2); the rest are covered (R-ZONE-6). */
export function slotTop(s: FsState, kind: SlotKind, slot: number): CardObj | null {
  const cards = s.slots[kind][slot];
  return cards && cards.length > 0 ? cards[cards.length - 1]! : null;
}

export function activeMonsters(s: FsState): { obj: CardObj; slot: number }[] {
  const out: { obj: CardObj; slot: number }[] = [];
  s.slots.monster.forEach((_, i) => {
    const top = slotTop(s, 'monster', i);
    if (top) out.push({ obj: top, slot: i });
  });
  return out;
}

export function monsterSlotOf(s: FsState, id: ObjectId): number | null {
  const m = activeMonsters(s).find((x) => x.obj.id === id);
  return m ? m.slot : null;
}

export function shopSlotOf(s: FsState, id: ObjectId): number | null {
  for (let i = 0; i < s.slots.shop.length; i += 1) if (slotTop(s, 'shop', i)?.id === id) return i;
  return null;
}

/** The player controlling an item in play, if any. */
export function itemOwner(s: FsState, id: ObjectId): Seat | null {
  for (const p of s.players) if (p.items.some((o) => o.id === id) || p.character.id === id) return p.seat;
  return null;
}

export function findItem(s: FsState, id: ObjectId): CardObj | null {
  for (const p of s.players) {
    if (p.character.id === id) return p.character;
    const it = p.items.find((o) => o.id === id);
    if (it) return it;
  }
  return null;
}

export function inGame(s: FsState): Seat[] {
  return s.players.filter((p) => !p.conceded).map((p) => p.seat);
}

/** The next seat in turn order that is still in the game (R-TURN: turns pass to the left). */
export function nextSeat(s: FsState, seat: Seat): Seat {
  for (let i = 1; i <= s.seatCount; i += 1) {
    const next = (seat + i) % s.seatCount;
    if (!s.players[next]!.conceded) return next;
  }
  return seat;
}

/** Seats in turn order starting with the active player (R-STACK-9). */
export function turnOrder(s: FsState): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < s.seatCount; i += 1) {
    const seat = (s.turn.active + i) % s.seatCount;
    if (!s.players[seat]!.conceded) out.push(seat);
  }
  return out;
}

export function isSeatTarget(t: Target): t is { seat: Seat } {
  return t.seat !== undefined;
}

export const DECKS: readonly DeckKind[] = ['loot', 'treasure', 'monster', 'room'];
export const SLOT_KINDS: readonly SlotKind[] = ['monster', 'shop', 'room'];

/** The rooms in play: the top card of each room slot (R-ROOM-1, R-ZONE-2). */
export function roomsInPlay(s: FsState): CardObj[] {
  return s.slots.room.flatMap((_, i) => slotTop(s, 'room', i) ?? []);
}

/** Every card object in every zone (for conservation checks and debugging). */
export function allCards(s: FsState): CardObj[] {
  const out: CardObj[] = [];
  for (const d of DECKS) out.push(...s.decks[d], ...s.discards[d]);
  for (const p of s.players) out.push(p.character, ...p.items, ...p.souls, ...p.curses, ...p.hand);
  for (const k of SLOT_KINDS) for (const sl of s.slots[k]) out.push(...sl);
  out.push(...s.outside, ...s.bonusSouls, ...s.limbo);
  for (const host of Object.keys(s.under).sort()) out.push(...s.under[host]!);
  for (const it of s.stack) if ('card' in it) out.push({ id: it.id, card: it.card });
  return out;
}
