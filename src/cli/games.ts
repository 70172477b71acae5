import type { AnyGameDefinition } from '../engine/game-definition';
import { mansters } from '../games/mansters';
import { shippedGames } from '../games/registry';

/**
 * The games the offline commands (audit and replay of a file) know: the shipped registry, plus
 * Mansters directly while the registry is being filled in. Four Souls joins when it ships.
 */
export const cliGames: readonly AnyGameDefinition[] = [...shippedGames, ...(shippedGames.some((g) => g.id === mansters.id) ? [] : [mansters])];
