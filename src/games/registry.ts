import type { AnyGameDefinition } from '../engine/game-definition';
import { fourSouls } from './four-souls';
import { mansters } from './mansters';

/**
 * The games this server ships. Pure: it only lists definitions; the server provides it to Nest
 * under the GAME_DEFINITIONS token (src/game-registry/), where tests add their own.
 */
export const shippedGames: readonly AnyGameDefinition[] = [fourSouls, mansters];
