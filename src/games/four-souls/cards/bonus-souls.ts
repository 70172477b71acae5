/** The three base bonus souls (R-WIN-2), active while outside the game (R-ZONE-8). */
import type { BonusSoulDef } from './model';

export const BONUS_SOULS: readonly BonusSoulDef[] = [
  { kind: 'bonus-soul', id: 'soul-of-greed', name: 'Soul of Greed', text: 'The first player with 25¢ or more gains this soul.', condition: 'coins-25' },
  { kind: 'bonus-soul', id: 'soul-of-gluttony', name: 'Soul of Gluttony', text: 'The first player with 10 or more loot cards in hand gains this soul.', condition: 'loot-10' },
  { kind: 'bonus-soul', id: 'soul-of-guppy', name: 'Soul of Guppy', text: 'The first player with 2 or more Guppy items gains this soul.', condition: 'guppy-2' },
];
