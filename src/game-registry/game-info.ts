import type { AnyGameDefinition } from '../engine/game-definition';

/** One hosted game as `GET /games` lists it. */
export interface GameInfo {
  readonly id: string;
  readonly displayName: string;
  readonly rulesVersion: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  /** The bot policies a seat can be given (`bots` of POST /matches). */
  readonly bots: readonly string[];
}

export function gameInfo(def: AnyGameDefinition): GameInfo {
  return {
    id: def.id,
    displayName: def.displayName,
    rulesVersion: def.rulesVersion,
    minSeats: def.minSeats,
    maxSeats: def.maxSeats,
    bots: Object.keys(def.bots),
  };
}
