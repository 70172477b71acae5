import { catalogCard, type CatalogCard } from '../../engine';
import { cardCatalog } from './cards/printed';

/** The card catalog in the engine's generic shape; a manster's boosts (M-CARD-6) become two numbers. */
export function catalogCards(): readonly CatalogCard[] {
  return cardCatalog().map(({ id, name, kind, text, boosts, ...printed }) =>
    catalogCard({ id, name, kind, text }, { ...printed, boostHealth: boosts?.health, boostDamage: boosts?.damage }),
  );
}
