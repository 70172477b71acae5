/**
 * The card catalog: every card with its text (generated from its data, text.ts) and its printed
 * numbers, as plain JSON a catalog endpoint can serve: health, dice to hit, attack, rewards and
 * souls of monsters; the costs of each ability; eternal, Guppy, passive (statics, triggers,
 * replacements), tap and paid abilities of items and characters; how many copies a deck holds.
 */
import type { CardId } from '../types';
import { LOOT } from './loot';
import type { Abilities, CardDef, Cost } from './model';
import { costText, rewardsText } from './text';
import { allCardDefs, STANDARD_DECKS } from './index';

export interface CatalogEntry {
  readonly id: CardId;
  readonly name: string;
  readonly kind: CardDef['kind'];
  readonly text: string;
  /** How many copies the standard decks hold (0: not in a deck, e.g. characters and starting items). */
  readonly copies: number;
  readonly health?: number;
  /** A monster's dice to hit (evasion). */
  readonly dice?: number;
  readonly attack?: number;
  readonly souls?: number;
  /** A monster's rewards, in words. */
  readonly rewards?: string;
  readonly eternal?: boolean;
  readonly guppy?: boolean;
  readonly passive?: boolean;
  readonly tap?: boolean;
  readonly paid?: boolean;
  /** Each ability's cost, in words ("Tap", "Pay 3¢", "Discard 2 loot cards"). */
  readonly costs?: readonly string[];
  readonly trinket?: boolean;
  readonly curse?: boolean;
  readonly haunt?: boolean;
  /** A monster with an ambush (R-CARD-8). */
  readonly ambush?: boolean;
}

function abilityFlags(a: Abilities): Pick<CatalogEntry, 'passive' | 'tap' | 'paid' | 'costs'> {
  const isTap = (c: Cost) => !!c.tap;
  return {
    passive: a.statics.length + a.triggers.length + (a.replacements?.length ?? 0) > 0,
    tap: a.abilities.some((x) => isTap(x.cost)),
    paid: a.abilities.some((x) => !isTap(x.cost)),
    costs: a.abilities.map((x) => costText(x.cost)),
  };
}

function copies(id: CardId): number {
  const loot = LOOT.find((l) => l.def.id === id);
  if (loot) return loot.copies;
  return [...STANDARD_DECKS.treasure, ...STANDARD_DECKS.monster, ...STANDARD_DECKS.room].filter((x) => x === id).length;
}

export function catalogEntry(d: CardDef): CatalogEntry {
  const base = { id: d.id, name: d.name, kind: d.kind, text: d.text, copies: copies(d.id) };
  switch (d.kind) {
    case 'character':
      return { ...base, health: d.health, attack: d.attack, ...abilityFlags(d) };
    case 'treasure':
      return { ...base, eternal: !!d.eternal, guppy: !!d.guppy, haunt: !!d.haunt, ...abilityFlags(d) };
    case 'loot':
      return { ...base, trinket: !!d.trinket, souls: d.soul ?? 0 };
    case 'monster':
      return {
        ...base,
        health: d.health,
        dice: d.evasion,
        attack: d.attack,
        souls: d.soul,
        rewards: rewardsText(d),
        ambush: d.triggers.some((t) => t.on === 'entered-play'),
      };
    case 'event':
      return { ...base, curse: !!d.curse };
    case 'room':
      return { ...base, passive: true };
    case 'bonus-soul':
      return { ...base, souls: 1 };
  }
}

/** Every card of the set, in registry order. */
export function cardCatalog(): readonly CatalogEntry[] {
  return allCardDefs().map(catalogEntry);
}
