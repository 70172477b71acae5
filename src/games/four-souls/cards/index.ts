/** The card registry: one lookup for every definition, and the deck lists setup shuffles. */
import type { CardId } from '../types';
import { BONUS_SOULS } from './bonus-souls';
import { CHARACTERS, STARTING_ITEMS } from './characters';
import { LOOT } from './loot';
import type { Abilities, CardDef, CharacterDef, EventDef, LootDef, MonsterDef, RoomDef, TreasureDef } from './model';
import { EVENTS, MONSTERS } from './monsters';
import { ROOMS } from './rooms';
import { TREASURES } from './treasures';

export * from './model';

const ALL: readonly CardDef[] = [...CHARACTERS, ...STARTING_ITEMS, ...TREASURES, ...LOOT.map((l) => l.def), ...MONSTERS, ...EVENTS, ...ROOMS, ...BONUS_SOULS];
const BY_ID: Readonly<Record<CardId, CardDef>> = Object.fromEntries(ALL.map((c) => [c.id, c]));

export function cardDef(id: CardId): CardDef {
  const def = BY_ID[id];
  if (!def) throw new Error(`unknown card ${id}`);
  return def;
}

export const isCard = (id: unknown): id is CardId => typeof id === 'string' && Object.prototype.hasOwnProperty.call(BY_ID, id);

export function allCardDefs(): readonly CardDef[] {
  return ALL;
}

/** An item's definition: a treasure, or the item a trinket loot card becomes (R-CARD-4). */
export function itemDef(id: CardId): TreasureDef | null {
  const d = cardDef(id);
  if (d.kind === 'treasure') return d;
  if (d.kind === 'loot' && d.trinket) return d.trinket;
  return null;
}

export function monsterDef(id: CardId): MonsterDef | null {
  const d = cardDef(id);
  return d.kind === 'monster' ? d : null;
}

export function lootDef(id: CardId): LootDef | null {
  const d = cardDef(id);
  return d.kind === 'loot' ? d : null;
}

export function eventDef(id: CardId): EventDef | null {
  const d = cardDef(id);
  return d.kind === 'event' ? d : null;
}

export function roomDef(id: CardId): RoomDef | null {
  const d = cardDef(id);
  return d.kind === 'room' ? d : null;
}

export function characterDef(id: CardId): CharacterDef | null {
  const d = cardDef(id);
  return d.kind === 'character' ? d : null;
}

/**
 * The abilities an object in a player's area carries: an item's (treasure or trinket), a
 * character's own ability (R-CARD-1), a curse's, a room's (R-ROOM-2). Null for cards without any.
 */
export function abilitiesOf(id: CardId): Abilities | null {
  const d = cardDef(id);
  if (d.kind === 'treasure' || d.kind === 'character') return d;
  if (d.kind === 'loot' && d.trinket) return d.trinket;
  if (d.kind === 'event' && d.curse) return { abilities: [], ...d.curse };
  if (d.kind === 'room') return { abilities: [], statics: d.statics, triggers: d.triggers };
  return null;
}

export const STANDARD_DECKS = {
  loot: LOOT.flatMap((l) => Array.from({ length: l.copies }, () => l.def.id)),
  treasure: TREASURES.map((t) => t.id),
  monster: [...MONSTERS.map((x) => x.id), ...EVENTS.map((x) => x.id)],
  room: ROOMS.map((r) => r.id),
};

export const CHARACTER_IDS = CHARACTERS.map((c) => c.id);
export const BONUS_SOUL_IDS = BONUS_SOULS.map((b) => b.id);
