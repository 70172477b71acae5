import type { CatalogCard, PrintedValue } from './game-definition';

/**
 * A catalog card from a game's own entry: the printed values that a card does not have (null or
 * absent, e.g. a loot card's health) are left out, so `numbers` lists only what is printed.
 */
export function catalogCard(
  card: { readonly id: string; readonly name: string; readonly kind: string; readonly text: string },
  printed: { readonly [name: string]: PrintedValue | null | undefined },
): CatalogCard {
  const numbers: { [name: string]: PrintedValue } = {};
  for (const [name, value] of Object.entries(printed)) if (value !== null && value !== undefined) numbers[name] = value;
  return { id: card.id, name: card.name, kind: card.kind, text: card.text, numbers };
}
