/** The three base bonus souls (R-WIN-2), active while outside the game (R-ZONE-8). */
import { withText } from './build';
import type { BonusSoulDef } from './model';

const soul = (id: string, name: string, condition: BonusSoulDef['condition']) => withText<BonusSoulDef>({ kind: 'bonus-soul', id, name, condition });

export const BONUS_SOULS: readonly BonusSoulDef[] = [
  soul('soul-of-greed', 'Soul of Greed', 'coins-25'),
  soul('soul-of-gluttony', 'Soul of Gluttony', 'loot-10'),
  soul('soul-of-guppy', 'Soul of Guppy', 'guppy-2'),
];
