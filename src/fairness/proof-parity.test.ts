import { describe, expect, it } from 'vitest';
import { rngFor, sha256Hex } from './seed';
import { checkRoll } from '../client/roll-proof';
import { deriveShuffle } from '../client/shuffle-proof';

/**
 * The browser's port of the generator and the shuffle (WebCrypto, src/client) against the engine's
 * own (src/engine/random.ts through rngFor), on 300 fixed seeds: the one allowed second copy of the
 * derivation must give the same die and the same deck order, whatever the earlier draws.
 */
const SEEDS = Array.from({ length: 300 }, (_, i) => sha256Hex(`parity seed ${i}`));

/** Earlier draws of varied ranges, as a decision makes before its shuffle: fixed per seed index. */
const earlierDraws = (i: number): [number, number][] => Array.from({ length: i % 7 }, (_, k) => [k % 3, (k % 3) + 1 + ((i * 13 + k * 7) % 60)]);

const cards = (n: number) => Array.from({ length: n }, (_, k) => `card-${k}`);

describe('shuffle and dice proofs: the browser derivation equals the engine', () => {
  it('gives the engine order for decks of 0 to 119 cards after varied earlier draws', async () => {
    for (const [i, seed] of SEEDS.entries()) {
      const version = 1 + ((i * 37) % 2000);
      const before = earlierDraws(i);
      const items = cards((i * 11) % 120);
      const engine = rngFor(seed, version);
      for (const [from, to] of before) engine.int(from, to);
      expect(await deriveShuffle(seed, version, before, items), `seed ${i}`).toEqual(engine.shuffle(items));
    }
  });

  it('gives the engine die after varied earlier draws', async () => {
    for (const [i, seed] of SEEDS.entries()) {
      const before = earlierDraws(i);
      const engine = rngFor(seed, i + 1);
      for (const [from, to] of before) engine.int(from, to);
      const value = engine.d6();
      const check = await checkRoll(seed, sha256Hex(seed), { version: i + 1, before, from: 1, to: 6, value });
      expect(check, `seed ${i}`).toEqual({ commitmentOk: true, derived: value, ok: true });
    }
  });

  it('tells a shuffle apart from a mere permutation: another seed gives another order', async () => {
    const items = cards(40);
    expect(await deriveShuffle(SEEDS[0]!, 1, [], items)).not.toEqual(await deriveShuffle(SEEDS[1]!, 1, [], items));
    expect([...(await deriveShuffle(SEEDS[0]!, 1, [], items))].sort()).toEqual([...items].sort());
  });
});
