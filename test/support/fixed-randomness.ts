import { createHash } from 'node:crypto';
import type { Randomness } from '../../src/matches/randomness';

/**
 * Match seeds and bot draws derived from a label and a counter: the same label plays the same
 * matches, run after run, as long as the test creates them and lets bots move in the same order.
 */
export function fixedRandomness(label: string): Randomness {
  let seeds = 0;
  let draws = 0;
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return {
    matchSeed: () => digest(`${label}:seed:${seeds++}`).toString('hex'),
    botWords: () => {
      const bytes = digest(`${label}:bot:${draws++}`);
      return [bytes.readInt32BE(0), bytes.readInt32BE(4), bytes.readInt32BE(8), bytes.readInt32BE(12)];
    },
  };
}
