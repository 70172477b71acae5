import { Inject, Injectable } from '@nestjs/common';
import type { AnyGameDefinition } from '../engine/game-definition';

/** Injection token for the list of playable games (src/games/registry.ts, plus test-only games). */
export const GAME_DEFINITIONS = Symbol('GAME_DEFINITIONS');

@Injectable()
export class GameRegistry {
  private readonly byId: ReadonlyMap<string, AnyGameDefinition>;

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

  list(): AnyGameDefinition[] {
    return [...this.byId.values()];
  }
}
