import { describe, expect, it } from 'vitest';
import { CARDS } from './cards/catalog';
import { BOT_MIXES, checkOutcome, playMatch } from './testing';

/*
 * The larger pool in play: bot matches over fixed seeds, every card played at least once, and the
 * figures (turns per match, plays per card) printed for the docs.
 */

describe('bot matches with the full card pool', () => {
  it('every card of the pool gets played in bot matches, and every match ends with one player left', () => {
    const plays = new Map<string, number>(CARDS.map((c) => [c.id, 0]));
    const turns: number[] = [];
    let matches = 0;
    for (let seed = 1; seed <= 240; seed += 1) {
      const seatCount = 2 + (seed % 5);
      const bots = BOT_MIXES[seed % BOT_MIXES.length] ?? ['random'];
      const r = playMatch({
        seatCount,
        seed,
        bots,
        onStep: (_before, _seat, _cmd, events) => {
          for (const e of events) if (e.type === 'card-played') plays.set(e.card.card, (plays.get(e.card.card) ?? 0) + 1);
        },
      });
      expect(r.ended).toBe(true);
      checkOutcome(r.state);
      expect(r.state.outcome?.reason).toBe('last-player-standing');
      turns.push(r.state.turnNumber);
      matches += 1;
    }
    const never = [...plays].filter(([, n]) => n === 0).map(([id]) => id);
    expect(never).toEqual([]);
    turns.sort((a, b) => a - b);
    const at = (q: number) => turns[Math.min(turns.length - 1, Math.floor(q * turns.length))];
    const mean = turns.reduce((s, t) => s + t, 0) / turns.length;
    console.info(
      `bot matches: ${matches}; turns per match: min ${turns[0]}, median ${at(0.5)}, p90 ${at(0.9)}, max ${turns.at(-1)}, mean ${mean.toFixed(1)}\n` +
        `plays per card: ${[...plays]
          .sort((a, b) => b[1] - a[1])
          .map(([id, n]) => `${id} ${n}`)
          .join(', ')}`,
    );
  }, 120_000);
});
