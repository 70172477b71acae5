/**
 * Setting up a match (R-SETUP-1..6). Everything random (deck orders, characters, bonus souls,
 * the first player) is drawn from the rng and written into events. A scenario overrides parts;
 * its cards are put on top of the decks and dealt by the same moves as a normal setup, so every
 * card enters the game through the same events. Nobody has priority during setup (R-STACK-7);
 * the first turn then starts and the settle loop runs to the first prompt.
 */
import { isRejection, reject, type Rejection, type Rng } from '../../engine';
import { BONUS_SOUL_IDS, CHARACTER_IDS, cardDef, characterDef, monsterDef, STANDARD_DECKS } from './cards';
import type { FsEvent } from './events';
import { initialState } from './evolve';
import { UNUSED_STARTING_ITEMS_OUTSIDE } from './rules-version';
import { parseScenario, type Scenario } from './scenario';
import { settle } from './settle';
import { startTurn } from './turn';
import type { CardId, DeckKind, ZoneRef } from './types';
import { DECKS } from './zones';
import { emit, freshIds, startWork, type Work } from './work';
import { deckOf, takeTop } from './decks';

export interface FsOptions {
  readonly turnCap: number;
  /** R-SETUP-2, R-ROOM-1: play with the room deck and a room slot (default on; a scenario says it with `rooms`). */
  readonly rooms?: boolean;
}

export const DEFAULT_TURN_CAP = 120;
export const STARTING_COINS = 3;
export const STARTING_HAND = 3;
const SLOTS = 2;
const ROOM_SLOTS = 1;

function formDeck(w: Work, deck: DeckKind, cards: readonly CardId[]): void {
  const ids = freshIds(w, cards.length);
  emit(w, { type: 'deck-formed', deck, cards: cards.map((card, i) => ({ id: ids[i]!, card })) });
}

function deal(w: Work, deck: DeckKind, to: ZoneRef, n: number): void {
  for (let i = 0; i < n; i += 1) takeTop(w, deck, to);
}

/** R-SETUP-6: cards marked for more players are left out. */
function forPlayers(ids: readonly CardId[], seats: number): CardId[] {
  return ids.filter((id) => (cardDef(id).minPlayers ?? 0) <= seats);
}

/** `rules`: the number of the rules version the match is played under (rules-version.ts). */
export function setupMatch(seatCount: number, options: FsOptions, rawScenario: unknown, rng: Rng, rules: number): FsEvent[] | Rejection {
  const sc = parseScenario(rawScenario, seatCount);
  if (isRejection(sc)) return sc;
  const s: Scenario = sc;
  const w = startWork(initialState(), rng);
  // R-ROOM-1: a standard match has one room slot unless the option turns rooms off; a scenario
  // has the room slots it names in `rooms` (none without it).
  const roomSlots = s.rooms ? s.rooms.length : rawScenario === null || rawScenario === undefined ? (options.rooms !== false ? ROOM_SLOTS : 0) : 0;
  emit(w, {
    type: 'game-started',
    seatCount,
    turnCap: s.turnCap ?? options.turnCap,
    shopSlots: s.shop?.length ?? SLOTS,
    monsterSlots: s.monsters?.length ?? SLOTS,
    roomSlots,
  });

  // Decks (R-SETUP-2). Scenario cards destined for hands, items, souls, slots and discards go on
  // top, in dealing order, and are dealt below.
  const seats = Array.from({ length: seatCount }, (_, i) => i);
  const base = (d: DeckKind) => s.decks?.[d] ?? rng.shuffle(forPlayers(STANDARD_DECKS[d], seatCount));
  const lootSouls = seats.flatMap((i) => s.souls?.[i] ?? []).filter((id) => cardDef(id).kind === 'loot');
  // Cards placed outside the game (under items, or loose), in the order they are dealt.
  const placed = (d: DeckKind) => [...(s.under ?? []).flatMap((u) => u.cards), ...(s.outside ?? [])].filter((id) => deckOf(cardDef(id).kind) === d);
  const shopCards = (d: DeckKind) => slotCards(s, 'shop').filter((id) => deckOf(cardDef(id).kind) === d);
  const lootTop = [
    ...(s.discards?.loot ?? []),
    ...placed('loot'),
    ...shopCards('loot'),
    ...lootSouls,
    ...(s.hands ? seats.flatMap((i) => s.hands![i] ?? []) : []),
  ];
  const treasureTop = [...(s.discards?.treasure ?? []), ...seats.flatMap((i) => s.items?.[i] ?? []), ...placed('treasure'), ...shopCards('treasure')];
  const monsterTop = [
    ...(s.discards?.monster ?? []),
    ...placed('monster'),
    ...seats.flatMap((i) => s.souls?.[i] ?? []).filter((id) => cardDef(id).kind === 'monster'),
    ...slotCards(s, 'monster'),
  ];
  formDeck(w, 'loot', [...lootTop, ...base('loot')]);
  formDeck(w, 'treasure', [...treasureTop, ...base('treasure')]);
  formDeck(w, 'monster', [...monsterTop, ...base('monster')]);
  if (roomSlots > 0) formDeck(w, 'room', [...(s.discards?.room ?? []), ...(s.rooms ?? []), ...base('room')]);
  for (const d of DECKS) deal(w, d, { z: 'discard', deck: d }, s.discards?.[d]?.length ?? 0);

  // Characters and their eternal starting items (R-SETUP-1); the rest stay outside the game.
  const chars = s.characters ?? rng.shuffle(CHARACTER_IDS).slice(0, seatCount);
  for (const seat of seats) {
    const ch = characterDef(chars[seat]!)!;
    const [cid, iid] = freshIds(w, 2);
    emit(w, {
      type: 'player-seated',
      seat,
      character: { id: cid!, card: ch.id, tapped: true, ...(ch.counters ? { counters: ch.counters } : {}) },
      startingItem: { id: iid!, card: ch.startingItem },
      coins: s.coins?.[seat] ?? STARTING_COINS,
    });
  }
  const unused = CHARACTER_IDS.filter((c) => !chars.includes(c));
  const outIds = freshIds(w, unused.length);
  if (unused.length > 0) emit(w, { type: 'set-aside', to: 'outside', cards: unused.map((card, i) => ({ id: outIds[i]!, card })) });
  // R-ZONE-8: "starting item cards … that aren't being used also exist outside the game" (rules 5 on).
  if (rules >= UNUSED_STARTING_ITEMS_OUTSIDE && unused.length > 0) {
    const items = unused.map((c) => characterDef(c)!.startingItem);
    const itemIds = freshIds(w, items.length);
    emit(w, { type: 'set-aside', to: 'outside', cards: items.map((card, i) => ({ id: itemIds[i]!, card })) });
  }

  // Shop and monster slots (R-SETUP-3), covered cards first (R-ZONE-6); scenario items, cards
  // outside the game (R-ZONE-8) and souls.
  for (const seat of seats) deal(w, 'treasure', { z: 'items', seat }, s.items?.[seat]?.length ?? 0);
  const outside = placeOutside(w, s);
  if (outside) return outside;
  w.state.slots.shop.forEach((_, slot) => {
    // A scenario's shop slot may hold trinkets (loot cards) too: each card comes from its own deck.
    const cards = s.shop ? [...(s.covered?.shop?.[slot] ?? []), s.shop[slot]!] : [null];
    for (const id of cards) deal(w, id === null ? 'treasure' : deckOf(cardDef(id).kind), { z: 'slot', kind: 'shop', slot }, 1);
  });
  w.state.slots.room.forEach((_, slot) => deal(w, 'room', { z: 'slot', kind: 'room', slot }, 1));
  for (const seat of seats) {
    for (const id of s.souls?.[seat] ?? []) deal(w, cardDef(id).kind === 'loot' ? 'loot' : 'monster', { z: 'souls', seat }, 1);
  }
  if (s.monsters) s.monsters.forEach((_, slot) => deal(w, 'monster', { z: 'slot', kind: 'monster', slot }, 1 + (s.covered?.monster?.[slot]?.length ?? 0)));
  else fillMonsterSlots(w);

  // Bonus souls (R-SETUP-5), hands (R-SETUP-4), the first player (R-SETUP-6).
  const bonus = rng.shuffle(BONUS_SOUL_IDS).slice(0, 3);
  const bonusIds = freshIds(w, bonus.length);
  emit(w, { type: 'set-aside', to: 'bonus', cards: bonus.map((card, i) => ({ id: bonusIds[i]!, card })) });
  for (const seat of seats) deal(w, 'loot', { z: 'hand', seat }, s.hands ? (s.hands[seat]?.length ?? 0) : STARTING_HAND);
  const first = s.firstPlayer ?? rng.int(0, seatCount - 1);
  emit(w, { type: 'first-player-chosen', seat: first });
  if (s.dice && s.dice.length > 0) emit(w, { type: 'dice-scripted', values: s.dice });
  startTurn(w, first, 1);
  settle(w);
  return w.events;
}

/** A scenario's slot cards in dealing order: each slot's covered cards (bottom first), then its top. */
function slotCards(s: Scenario, kind: 'shop' | 'monster'): CardId[] {
  const tops = (kind === 'shop' ? s.shop : s.monsters) ?? [];
  return tops.flatMap((top, slot) => [...(s.covered?.[kind]?.[slot] ?? []), top]);
}

/** Scenario cards under items and loose outside the game (R-ZONE-8), dealt from their decks. */
function placeOutside(w: Work, s: Scenario): Rejection | null {
  for (const u of s.under ?? []) {
    const host = w.state.players[u.seat]?.items.find((o) => o.card === u.item);
    if (!host) return reject('BAD_SCENARIO', 'R-SETUP-1', `under: seat ${u.seat} controls no ${u.item}`);
    for (const id of u.cards) deal(w, deckOf(cardDef(id).kind), { z: 'under', host: host.id }, 1);
  }
  for (const id of s.outside ?? []) deal(w, deckOf(cardDef(id).kind), { z: 'outside' }, 1);
  return null;
}

/** R-SETUP-3: a non-monster revealed during setup goes to the bottom and is replaced. */
function fillMonsterSlots(w: Work): void {
  let guard = w.state.decks.monster.length + 1;
  for (let slot = 0; slot < w.state.slots.monster.length; slot += 1) {
    while (w.state.slots.monster[slot]!.length === 0 && guard > 0 && w.state.decks.monster.length > 0) {
      guard -= 1;
      const top = w.state.decks.monster[0]!;
      if (monsterDef(top.card)) deal(w, 'monster', { z: 'slot', kind: 'monster', slot }, 1);
      else
        emit(w, {
          type: 'moved',
          from: { z: 'deck', deck: 'monster' },
          to: { z: 'deck', deck: 'monster', at: 'bottom' },
          fromId: null,
          obj: { id: freshIds(w, 1)[0]!, card: top.card },
        });
    }
  }
}
