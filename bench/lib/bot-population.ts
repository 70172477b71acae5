/**
 * Fills a store with finished matches played by the server's own bots (BotRunner, through the
 * command pipeline), for read-side benchmarks (projection rebuild). Half Four Souls (turnCap 12),
 * half Mansters, all 2 seats, greedy against random.
 */
import type { INestApplication } from '@nestjs/common';
import { MatchLifecycle } from '../../src/matches/match-lifecycle.service';
import { MatchLoader } from '../../src/matches/match-loader.service';
import { sleep } from './sample-stats';

export async function playBotPopulation(app: INestApplication, matches: number, timeoutMs: number): Promise<{ created: number; finished: number }> {
  const lifecycle = app.get(MatchLifecycle, { strict: false });
  const loader = app.get(MatchLoader, { strict: false });
  const ids: string[] = [];
  for (let i = 0; i < matches; i += 1) {
    const fs = i % 2 === 0;
    const created = await lifecycle.create({
      gameId: fs ? 'four-souls' : 'mansters',
      seats: 2,
      options: fs ? { turnCap: 12 } : {},
      bots: ['greedy', 'random'],
    });
    ids.push(created.matchId);
  }
  const deadline = Date.now() + timeoutMs;
  let pending = ids;
  while (pending.length > 0 && Date.now() < deadline) {
    await sleep(250);
    const still: string[] = [];
    for (const id of pending) if (!(await loader.load(id))?.state.match.ended) still.push(id);
    pending = still;
  }
  return { created: ids.length, finished: ids.length - pending.length };
}
