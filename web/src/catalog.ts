import type { CatalogCard } from '../../src/client';
import { api } from './api';

export type { CatalogCard };

/**
 * The card catalogs (`GET /games/:gameId/cards`): every card's name, kind, printed numbers and
 * text. Loaded once per game per page; the server's answer never changes while it runs.
 */
const loaded = new Map<string, Map<string, CatalogCard>>();
const loading = new Map<string, Promise<Map<string, CatalogCard>>>();
/** The game the page shows: its catalog answers first (two games may use one card id for different cards). */
let current: string | null = null;

/** Loads `gameId`'s catalog and makes it the page's own. */
export function loadCatalog(gameId: string): Promise<Map<string, CatalogCard>> {
  current = gameId;
  const done = loaded.get(gameId);
  if (done) return Promise.resolve(done);
  let pending = loading.get(gameId);
  if (!pending) {
    pending = api<CatalogCard[]>('GET', `/games/${encodeURIComponent(gameId)}/cards`).then((cards) => {
      const map = new Map(cards.map((c) => [c.id, c]));
      loaded.set(gameId, map);
      return map;
    });
    pending.catch(() => loading.delete(gameId));
    loading.set(gameId, pending);
  }
  return pending;
}

/** A loaded catalog's card, if any. */
export function catalogCard(id: string): CatalogCard | undefined {
  const own = current === null ? undefined : loaded.get(current)?.get(id);
  if (own || current !== null) return own;
  for (const cards of loaded.values()) {
    const card = cards.get(id);
    if (card) return card;
  }
  return undefined;
}

/** The page's catalog card with this printed name, for words that know a card by its name only. */
export function cardNamed(name: string): CatalogCard | undefined {
  for (const card of loaded.get(current!)?.values() ?? []) if (card.name === name) return card;
}

/** The card's printed name from the catalog (the id itself only until the catalog has loaded). */
export function cardName(id: string): string {
  return catalogCard(id)?.name ?? id;
}
