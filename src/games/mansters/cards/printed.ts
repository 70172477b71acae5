import { CARDS } from './catalog';
import { COPIES, deckOf } from './composition';
import { effectText, prerequisiteText } from './text';
import type { CardDef, CardKind, DeckName } from './types';

/** A card as printed: the numbers and words a card catalog shows (all derived from the data). */
export interface PrintedCard {
  readonly id: string;
  readonly name: string;
  readonly kind: CardKind;
  readonly deck: DeckName;
  readonly copies: number;
  /** Meat value (M-CARD-2), or null. */
  readonly meat: number | null;
  /** Bone value (M-CARD-3), or null. */
  readonly bone: number | null;
  /** A manster's boosts (M-CARD-6), or null. */
  readonly boosts: { readonly health: number; readonly damage: number } | null;
  readonly prerequisites: readonly string[];
  readonly anywhere: boolean;
  readonly atAnyTime: boolean;
  /** The instant effect in words, or null. */
  readonly effect: string | null;
  readonly text: string;
}

const nameOf = (id: string): string => CARDS.find((c) => c.id === id)?.name ?? id;

export function printedCard(c: CardDef): PrintedCard {
  return {
    id: c.id,
    name: c.name,
    kind: c.kind,
    deck: deckOf(c.id),
    copies: COPIES[c.id] ?? 0,
    meat: c.kind === 'meat' ? c.health : null,
    bone: c.kind === 'bone' ? c.damage : null,
    boosts: c.kind === 'manster' ? { health: c.health, damage: c.damage } : null,
    prerequisites: c.prerequisites.map((p) => prerequisiteText(p, nameOf)),
    anywhere: c.anywhere,
    atAnyTime: c.atAnyTime,
    effect: c.effects.length > 0 ? c.effects.map(effectText).join(', then ') : null,
    text: c.text,
  };
}

/** Every card of the set, as printed, in catalog order. */
export const cardCatalog = (): PrintedCard[] => CARDS.map(printedCard);
