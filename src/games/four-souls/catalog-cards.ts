import { catalogCard, type CatalogCard } from '../../engine';
import { cardCatalog } from './cards/catalog';

/** The card catalog in the engine's generic shape: every printed value of an entry is a number. */
export function catalogCards(): readonly CatalogCard[] {
  return cardCatalog().map(({ id, name, kind, text, ...printed }) => catalogCard({ id, name, kind, text }, printed));
}
