import { Inject, Injectable } from '@nestjs/common';
import type { AnyGameDefinition, CatalogCard } from '../engine/game-definition';

/** Injection token for the list of hosted games (src/games/registry.ts, or a test's own list). */
export const GAME_DEFINITIONS = Symbol('GAME_DEFINITIONS');

@Injectable()
export class GameRegistry {
  private readonly byId: ReadonlyMap<string, AnyGameDefinition>;
  /** Each game's card catalog, computed on first use: it cannot change within a process. */
  private readonly catalogs = new Map<string, readonly CatalogCard[]>();

  constructor(@Inject(GAME_DEFINITIONS) definitions: readonly AnyGameDefinition[]) {
    const byId = new Map<string, AnyGameDefinition>();
    for (const def of definitions) {
      if (byId.has(def.id)) throw new Error(`two games share the id "${def.id}"`);
      byId.set(def.id, def);
    }
    this.byId = byId;
  }

  get(id: string): AnyGameDefinition | undefined {
    return this.byId.get(id);
  }

  /** Every card `id` can use (empty for a game without a catalog); undefined for an unknown game. */
  cards(id: string): readonly CatalogCard[] | undefined {
    const def = this.byId.get(id);
    if (!def) return undefined;
    let cards = this.catalogs.get(id);
    if (!cards) this.catalogs.set(id, (cards = def.cards?.() ?? []));
    return cards;
  }

  list(): AnyGameDefinition[] {
    return [...this.byId.values()];
  }
}
